import type { CouponDiscountType } from './constants.ts';
import { formatPaise, paiseToRupees } from './money.ts';

export interface Coupon {
  code: string;
  discountType: CouponDiscountType;
  /** Percent for 'percentage' and 'percentage_upto'; paise for 'fixed'. */
  discountValue: number;
  /** The cap of a 'percentage_upto' coupon. */
  maxDiscountAmountPaise?: number | null;
  /** Minimum discounted cart subtotal. */
  minOrderAmountPaise?: number | null;
  startsAt?: DateLike | null;
  /** Last moment the coupon is valid (inclusive). */
  endsAt?: DateLike | null;
  isActive: boolean;
  usageLimit?: number | null;
  usedCount: number;
  perCustomerLimit?: number | null;
  /** When either list is non-empty, only lines whose category or product is listed get the discount. */
  categoryIds?: readonly string[] | null;
  productIds?: readonly string[] | null;
  /** Only for a customer with no earlier order that was not cancelled. */
  firstOrderOnly?: boolean;
}

type DateLike = Date | string | number;

export interface CouponLine {
  productId: string;
  productName: string;
  categoryId?: string | null;
  /** Line total after the product discount, in paise. */
  lineTotalPaise: number;
}

export interface CouponContext {
  now: Date;
  /** Orders this customer has already placed with the coupon. */
  customerUses?: number;
  /**
   * The customer's earlier orders that were not cancelled, for first-order coupons. Absent means
   * not known (a guest): a first-order coupon then does not hold, so nothing is promised before sign-in.
   */
  earlierOrders?: number;
}

/** Matches the spec's apply-coupon response; itemTotal is in rupees. */
export interface ExcludedItem {
  productId: string;
  productName: string;
  itemTotal: number;
}

export type CouponRejection =
  | 'empty_cart'
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'usage_limit'
  | 'customer_limit'
  | 'first_order_only'
  | 'min_order'
  | 'no_eligible_items';

export type CouponEvaluation =
  | { ok: true; discountPaise: number; eligibleSubtotalPaise: number; excludedItems: ExcludedItem[] }
  | { ok: false; code: CouponRejection; reason: string };

/** Codes are matched case-insensitively: 'diwali10 ' is DIWALI10. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

function percent(value: number): number {
  return Math.min(100, Math.max(0, value));
}

/** '10% OFF', '₹200 OFF', '15% OFF up to ₹500' (storefront §9). */
export function couponLabel(
  coupon: Pick<Coupon, 'discountType' | 'discountValue' | 'maxDiscountAmountPaise'>,
): string {
  if (coupon.discountType === 'fixed') return `${formatPaise(coupon.discountValue)} OFF`;
  const label = `${percent(coupon.discountValue)}% OFF`;
  if (coupon.discountType === 'percentage_upto' && coupon.maxDiscountAmountPaise != null) {
    return `${label} up to ${formatPaise(coupon.maxDiscountAmountPaise)}`;
  }
  return label;
}

function time(value: DateLike): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

function reject(code: CouponRejection, reason: string): CouponEvaluation {
  return { ok: false, code, reason };
}

/**
 * Whether a coupon applies to these cart lines and how much it takes off, in paise.
 * The server is the authority; the browser uses the same function to preview.
 */
export function evaluateCoupon(
  coupon: Coupon,
  lines: readonly CouponLine[],
  { now, customerUses = 0, earlierOrders }: CouponContext,
): CouponEvaluation {
  const items = lines.filter((line) => line.lineTotalPaise > 0);
  if (items.length === 0) return reject('empty_cart', 'Your cart is empty');
  if (!coupon.isActive) return reject('inactive', 'This coupon is not active');
  const at = now.getTime();
  if (coupon.startsAt != null && at < time(coupon.startsAt)) {
    return reject('not_started', 'This coupon is not valid yet');
  }
  if (coupon.endsAt != null && at > time(coupon.endsAt)) return reject('expired', 'This coupon has expired');
  if (coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit) {
    return reject('usage_limit', 'This coupon has reached its usage limit');
  }
  if (coupon.perCustomerLimit != null && customerUses >= coupon.perCustomerLimit) {
    return reject('customer_limit', 'You have already used this coupon');
  }
  if (coupon.firstOrderOnly) {
    if (earlierOrders === undefined) return reject('first_order_only', FIRST_ORDER_SIGN_IN_MESSAGE);
    if (earlierOrders > 0) return reject('first_order_only', FIRST_ORDER_ONLY_MESSAGE);
  }

  const subtotal = items.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const minOrder = coupon.minOrderAmountPaise ?? 0;
  if (subtotal < minOrder) {
    return reject('min_order', `Add ${formatPaise(minOrder - subtotal)} more to use this coupon`);
  }

  const categories = new Set(coupon.categoryIds ?? []);
  const products = new Set(coupon.productIds ?? []);
  const restricted = categories.size > 0 || products.size > 0;
  const isEligible = (line: CouponLine) =>
    !restricted || products.has(line.productId) || (line.categoryId != null && categories.has(line.categoryId));

  const eligible = items.filter(isEligible);
  if (eligible.length === 0) {
    return reject('no_eligible_items', 'No items in your cart are eligible for this coupon');
  }
  const eligibleSubtotalPaise = eligible.reduce((sum, line) => sum + line.lineTotalPaise, 0);

  let discount: number;
  if (coupon.discountType === 'fixed') {
    discount = Math.round(coupon.discountValue);
  } else {
    discount = Math.round((eligibleSubtotalPaise * percent(coupon.discountValue)) / 100);
    if (coupon.discountType === 'percentage_upto' && coupon.maxDiscountAmountPaise != null) {
      discount = Math.min(discount, coupon.maxDiscountAmountPaise);
    }
  }

  return {
    ok: true,
    // Never more than what the coupon applies to, never negative.
    discountPaise: Math.min(eligibleSubtotalPaise, Math.max(0, discount)),
    eligibleSubtotalPaise,
    excludedItems: items
      .filter((line) => !isEligible(line))
      .map((line) => ({
        productId: line.productId,
        productName: line.productName,
        itemTotal: paiseToRupees(line.lineTotalPaise),
      })),
  };
}

// Shopper-facing coupon messages (storefront §8).
/** A first-order coupon and a customer with an earlier order that was not cancelled. */
export const FIRST_ORDER_ONLY_MESSAGE = 'This coupon is only for your first order';
/** A first-order coupon judged without knowing the customer (a guest). */
export const FIRST_ORDER_SIGN_IN_MESSAGE = 'Log in to use this coupon on your first order';
export const COUPON_REMOVED_MESSAGE = 'Coupon removed successfully!';
/** No coupon has this code. */
export const INVALID_COUPON_MESSAGE = 'Invalid coupon code';
export function couponAppliedMessage(code: string): string {
  return `Coupon ${code} applied successfully!`;
}
export function couponExcludedNote(count: number): string {
  return `${count} item(s) not eligible for this discount.`;
}
