import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { fetchWishlist } from './wishlist-api';

function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The wishlist feature's one query-options factory. Keyed by the user id; loaded only while a user
 * is present (storefront §4 Wishlist). Changes put their answer (the whole list) into this cache.
 */
export const wishlistQueries = {
  all: () => ['wishlist'] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: ['wishlist', userId] as const,
      queryFn: ({ signal }) => fetchWishlist(signal),
      retry: retryOnce,
      staleTime: 30_000,
    }),
};
