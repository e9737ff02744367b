/**
 * Number of items for the header's wishlist badge. The wishlist feature (signed-in only) fills
 * this in from its query; until then there is nothing to count.
 */
export function useWishlistCount(): number {
  return 0;
}
