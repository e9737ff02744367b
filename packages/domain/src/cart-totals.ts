import { formatPaise } from './money.ts';
import { discountedPricePaise } from './pricing.ts';
import { shippingQuotePaise, type ShippingSettingsPaise } from './shipping.ts';

export interface CartTotalsLine {
  /** List price of one unit, in paise. */
  pricePaise: number;
  /** Product discount in percent. */
  discount?: number | null;
  quantity: number;
}

/** All amounts in paise. */
export interface CartTotals {
  /** Sum of list prices. */
  originalSubtotal: number;
  /** Sum of discounted prices (each unit rounded to a whole rupee). */
  subtotal: number;
  productDiscount: number;
  /** The coupon discount actually taken: never more than the subtotal. */
  couponDiscount: number;
  /** What shipping is computed on: subtotal − coupon, at least 0. */
  shippingBase: number;
  shippingFee: number;
  isFreeShipping: boolean;
  /** The free-shipping threshold the fee was decided by (the spec's minOrderForFree). */
  minOrderForFree: number;
  remainingForFreeShipping: number;
  total: number;
  /** Units across all lines. */
  itemCount: number;
  lineCount: number;
}

/** Units of a line; a quantity of 0 or less (or not a number) contributes nothing. */
function units(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/** Line total after the product discount, in paise. */
export function lineTotalPaise(line: CartTotalsLine): number {
  return discountedPricePaise(line.pricePaise, line.discount) * units(line.quantity);
}

/**
 * Cart and checkout totals (storefront §9): total = discounted subtotal − coupon + shipping,
 * shipping on (subtotal − coupon). An empty cart ships nothing, so it costs nothing.
 */
export function cartTotals(
  lines: readonly CartTotalsLine[],
  couponDiscountPaise = 0,
  shippingSettings: Partial<ShippingSettingsPaise> = {},
): CartTotals {
  let originalSubtotal = 0;
  let subtotal = 0;
  let itemCount = 0;
  let lineCount = 0;
  for (const line of lines) {
    const n = units(line.quantity);
    if (n === 0) continue;
    originalSubtotal += line.pricePaise * n;
    subtotal += lineTotalPaise(line);
    itemCount += n;
    lineCount += 1;
  }
  const couponDiscount = Math.min(subtotal, Math.max(0, Math.round(couponDiscountPaise) || 0));
  const shippingBase = Math.max(0, subtotal - couponDiscount);
  const quote = shippingQuotePaise(shippingBase, shippingSettings);
  const shippingFee = itemCount === 0 ? 0 : quote.shippingFee;
  return {
    originalSubtotal,
    subtotal,
    productDiscount: originalSubtotal - subtotal,
    couponDiscount,
    shippingBase,
    shippingFee,
    isFreeShipping: itemCount > 0 && quote.isFreeShipping,
    minOrderForFree: quote.minOrderForFree,
    remainingForFreeShipping: quote.remainingForFreeShipping,
    total: shippingBase + shippingFee,
    itemCount,
    lineCount,
  };
}

/** A fee of 0 shows as 'Free' (spec §9). */
export function shippingLabel(feePaise: number): string {
  return feePaise <= 0 ? 'Free' : formatPaise(feePaise);
}
