import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth, useSessionUser } from '../auth';
import { cartQueries } from '../cart';
import { announceCartNotices } from '../cart';
import { addToWishlist, moveWishlistItemToCart, removeFromWishlist } from './wishlist-api';
import { wishlistQueries } from './wishlist-queries';
import type { Wishlist } from './types';

export interface WishlistState {
  /** The list; undefined when logged out, while loading, or after a load failure ("no wishlist"). */
  wishlist: Wishlist | undefined;
  /** The session or the first load is still under way. */
  loading: boolean;
  isError: boolean;
  refetch: () => void;
  userId: string | null;
}

/** The signed-in customer's wishlist (storefront §4 Wishlist): loaded while a user is present, empty when logged out. */
export function useWishlistState(): WishlistState {
  const { user, loading: sessionLoading } = useAuth();
  const userId = user?._id ?? null;
  const query = useQuery({ ...wishlistQueries.list(userId ?? ''), enabled: userId !== null });
  const { data, isPending, isError, refetch } = query;
  return {
    wishlist: userId === null ? undefined : data,
    loading: sessionLoading || (userId !== null && isPending && !isError),
    isError,
    refetch: () => void refetch(),
    userId,
  };
}

/** Whether a product is in the signed-in customer's wishlist (never, for a guest); cards read it through wishlist-ids.tsx. */
export function useWishlistMembership(): (productId: string) => boolean {
  const userId = useSessionUser()?._id ?? null;
  const { data } = useQuery({ ...wishlistQueries.list(userId ?? ''), enabled: userId !== null });
  return useMemo(() => {
    const ids = new Set(userId === null ? [] : data?.items.map((product) => product._id));
    return (productId: string) => ids.has(productId);
  }, [data, userId]);
}

/**
 * Wishlist changes for the signed-in customer; each answer (the whole list) replaces the cached one.
 * Moving to the cart also puts the answered cart into the cart's cache.
 */
export function useWishlistActions() {
  const userId = useSessionUser()?._id ?? null;
  const queryClient = useQueryClient();

  const keep = useCallback(
    (list: Wishlist) => {
      if (userId !== null) queryClient.setQueryData(wishlistQueries.list(userId).queryKey, list);
    },
    [queryClient, userId],
  );

  return useMemo(
    () => ({
      add: async (productId: string) => keep(await addToWishlist(productId)),
      remove: async (productId: string) => keep(await removeFromWishlist(productId)),
      moveToCart: async (productId: string) => {
        const { wishlist, cart } = await moveWishlistItemToCart(productId);
        keep(wishlist);
        if (userId !== null) queryClient.setQueryData(cartQueries.server(userId).queryKey, cart);
        announceCartNotices(cart);
      },
      /** After a failed change the list may differ from what is shown: read it again. */
      reload: () => (userId !== null ? queryClient.invalidateQueries({ queryKey: wishlistQueries.list(userId).queryKey }) : Promise.resolve()),
    }),
    [keep, queryClient, userId],
  );
}
