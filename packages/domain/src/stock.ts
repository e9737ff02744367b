import { LOW_STOCK_BELOW, STOCK_SHOW_COUNT_AT } from './constants.ts';

export function isInStock(stock: number | null | undefined): boolean {
  return typeof stock === 'number' && stock > 0;
}

/** The product page's stock line (storefront §9). */
export function stockMessage(stock: number | null | undefined): string {
  if (!isInStock(stock)) return 'Out of Stock';
  const n = stock as number;
  if (n > STOCK_SHOW_COUNT_AT) return 'In Stock';
  if (n >= LOW_STOCK_BELOW) return `In Stock (${n} left)`;
  return `Only ${n} left in stock.`;
}

/** Refusal when a product with no stock is added to the cart (or moved there from the wishlist). */
export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock';

/** Refusal when a cart quantity is more than the stock: names what can be had. */
export function onlyLeftMessage(available: number): string {
  return `Only ${available} left in stock`;
}
