/**
 * What the add-to-cart control shows (storefront §4 Cart): disabled 'Out of Stock' when the stock
 * is 0 or less; a 'Go to Cart' link when the product is already in the cart or for the second after
 * a click (the lock); otherwise 'Add to Cart'. An unknown stock is not "out of stock".
 */
export type AddToCartShows = 'out-of-stock' | 'go-to-cart' | 'add';

export function addToCartShows({ stock, inCart, locked }: { stock: number | undefined; inCart: boolean; locked: boolean }): AddToCartShows {
  if (typeof stock === 'number' && stock <= 0) return 'out-of-stock';
  if (inCart || locked) return 'go-to-cart';
  return 'add';
}
