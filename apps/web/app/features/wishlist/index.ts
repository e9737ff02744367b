/** The wishlist feature's public face: what other features may use. */
export { useWishlistCount } from './use-wishlist-count';
