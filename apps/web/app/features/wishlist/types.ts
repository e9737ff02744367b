import type { Product } from '../catalogue/types';
import type { ServerCart } from '../cart/types';

/** GET/POST/DELETE /api/wishlist answer the whole list (storefront §3 Wishlist): products, newest first. */
export interface Wishlist {
  items: Product[];
}

/** POST /api/wishlist/{productId}/move-to-cart. */
export interface MoveToCartResult {
  wishlist: Wishlist;
  cart: ServerCart;
}
