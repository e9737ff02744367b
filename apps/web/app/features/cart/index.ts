/** The cart feature's public face: what other features may use. */
export { fetchCart, mergeIntoServerCart } from './cart-api';
export { announceCartNotices } from './cart-notices';
export { cartQueries } from './cart-queries';
export { summaryRows } from './cart-summary-rows';
export { cartLineName, lineKey } from './guest-cart-ops';
export { type CartView } from './types';
export { useCartState } from './use-cart';
export { useCartCount } from './use-cart-count';
