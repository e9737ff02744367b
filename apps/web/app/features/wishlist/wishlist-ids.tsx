import { createContext, useContext, type ReactNode } from 'react';
import { useWishlistMembership } from './use-wishlist';

const NOTHING_LISTED = () => false;
const InWishlist = createContext<(productId: string) => boolean>(NOTHING_LISTED);

/**
 * Which products are in the signed-in customer's wishlist, read once for the storefront
 * (routes/shell.tsx) rather than by every card's heart (one query observer per card).
 */
export function WishlistIdsProvider({ children }: { children: ReactNode }) {
  return <InWishlist.Provider value={useWishlistMembership()}>{children}</InWishlist.Provider>;
}

/** Whether a product is in the signed-in customer's wishlist (never, for a guest or outside the provider). */
export function useInWishlist(): (productId: string) => boolean {
  return useContext(InWishlist);
}
