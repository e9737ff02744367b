import { formatRupees, rupeesToPaise, shippingLabel } from '@dhatu/domain';
import type { AppliedCoupon, CartSummary } from './types';

export interface SummaryRow {
  label: string;
  value: string;
  /** A saving: shown in green with a minus sign. */
  saving?: boolean;
}

/**
 * The price summary's rows (storefront §9): Subtotal (list prices), Product discount, Coupon
 * discount, Shipping ('Free' at 0). Discounts show only when there is one.
 */
export function summaryRows(summary: CartSummary, coupon: AppliedCoupon | null): SummaryRow[] {
  const items = summary.itemCount === 1 ? '1 item' : `${summary.itemCount} items`;
  const rows: SummaryRow[] = [{ label: `Subtotal (${items})`, value: formatRupees(summary.originalSubtotal) }];
  if (summary.productDiscount > 0) rows.push({ label: 'Product discount', value: `−${formatRupees(summary.productDiscount)}`, saving: true });
  if (summary.couponDiscount > 0) {
    rows.push({ label: coupon ? `Coupon discount (${coupon.code})` : 'Coupon discount', value: `−${formatRupees(summary.couponDiscount)}`, saving: true });
  }
  rows.push({ label: 'Shipping', value: shippingLabel(rupeesToPaise(summary.shippingFee)), saving: summary.shippingFee <= 0 });
  return rows;
}

/** 'Add ₹X more for free shipping' while below the threshold; null once it ships free. */
export function freeShippingHint(summary: CartSummary): string | null {
  if (summary.itemCount === 0 || summary.isFreeShipping || summary.remainingForFreeShipping <= 0) return null;
  return `Add ${formatRupees(summary.remainingForFreeShipping)} more for free shipping`;
}

/** How far the order is towards free shipping, 0 to 1. */
export function freeShippingProgress(summary: CartSummary): number {
  if (summary.isFreeShipping || summary.minOrderForFree <= 0) return 1;
  return Math.min(1, Math.max(0, (summary.minOrderForFree - summary.remainingForFreeShipping) / summary.minOrderForFree));
}

/** Everything the shopper saves on this order: product discounts and the coupon. */
export function totalSavings(summary: CartSummary): number {
  return summary.productDiscount + summary.couponDiscount;
}
