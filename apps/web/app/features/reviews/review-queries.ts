import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { fetchMyReview } from './reviews-api';

function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The reviews feature's query-options factory. The public list arrives with the page (loaders);
 * the customer's own review is signed-in data, loaded in the browser and keyed by product and user.
 */
export const reviewQueries = {
  all: () => ['reviews'] as const,
  mine: (productId: string, userId: string) =>
    queryOptions({
      queryKey: ['reviews', 'mine', productId, userId] as const,
      queryFn: ({ signal }) => fetchMyReview(productId, signal),
      retry: retryOnce,
      staleTime: 60_000,
    }),
};
