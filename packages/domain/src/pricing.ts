/**
 * Product prices are whole rupees with a percentage discount (spec §5):
 *   discounted price = round(price × (1 − discount/100)) to the nearest whole rupee.
 * Rounding is half up (Math.round). We compute price × (100 − discount) / 100 so integer
 * inputs stay exact: 250 at 7% is exactly 232.5 → 233, where 250 × 0.93 is 232.4999… → 232.
 */

/** Discount percentage limited to 0..100; anything not a number counts as no discount. */
export function clampDiscount(discount: number | null | undefined): number {
  if (discount == null || !Number.isFinite(discount)) return 0;
  return Math.min(100, Math.max(0, discount));
}

/** Whether the discounted price (with the original struck through) should be shown. */
export function hasDiscount(discount: number | null | undefined): boolean {
  return clampDiscount(discount) > 0;
}

/** Price after discount in whole rupees. */
export function discountedPrice(price: number, discount: number | null | undefined): number {
  return Math.round((price * (100 - clampDiscount(discount))) / 100) + 0;
}

/**
 * The same rule for a price held in paise: the result is still rounded to a whole rupee
 * (a multiple of 100 paise), so server totals match what the shopper saw.
 */
export function discountedPricePaise(pricePaise: number, discount: number | null | undefined): number {
  return Math.round((pricePaise * (100 - clampDiscount(discount))) / 10000) * 100 + 0;
}
