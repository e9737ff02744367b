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
