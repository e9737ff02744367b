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
 * (a multiple of 100 paise), so server totals match what the shopper saw. The database computes
 * it too, for price filters and sorts: see salePricePaiseSql, tested against this for a grid.
 */
export function discountedPricePaise(pricePaise: number, discount: number | null | undefined): number {
  return Math.round((pricePaise * (100 - clampDiscount(discount))) / 10000) * 100 + 0;
}

/**
 * discountedPricePaise as a PostgreSQL expression over the price and discount columns: the
 * products table's generated sale_price_paise column is defined by it. numeric, not integer,
 * arithmetic (price × (100 − discount) passes 2^31 above ₹2,14,748), and numeric round() rounds
 * halves away from zero, which for these non-negative values is Math.round's half up. The
 * discount needs no clamping here: a CHECK keeps it within 0–100.
 */
export function salePricePaiseSql(priceColumn: string, discountColumn: string): string {
  return `(round(${priceColumn}::numeric * (100 - ${discountColumn}) / 10000) * 100)::integer`;
}
