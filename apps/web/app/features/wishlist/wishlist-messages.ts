/** The wishlist's words (storefront §6, §8; account §2, §8). */
export const WISHLIST_LOGIN_REQUIRED = 'Please login to use wishlist';
export const WISHLIST_ADDED = 'Added to wishlist';
export const WISHLIST_REMOVED = 'Removed from wishlist';
export const WISHLIST_EMPTY = 'Your wishlist is empty.';
export const WISHLIST_NO_DATA = 'Login to use wishlist.';
export const MOVE_TO_CART_FAILED = 'Failed to move to cart';
export const WISHLIST_REMOVE_FAILED = 'Failed to remove from wishlist';

/** 'Your Wishlist (3 items)'; one product reads '(1 item)'. */
export function wishlistHeading(count: number): string {
  return `Your Wishlist (${count} ${count === 1 ? 'item' : 'items'})`;
}

/** What a heart click does: add when absent, remove when present; a guest is asked to log in. */
export type WishlistToggleAction = 'login' | 'add' | 'remove';

export function wishlistToggleAction(signedIn: boolean, inWishlist: boolean): WishlistToggleAction {
  if (!signedIn) return 'login';
  return inWishlist ? 'remove' : 'add';
}
