import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { calculateShipping, fetchProductsByIds } from './cart-api';
import { loadServerCart } from './cart-load';
import type { QuoteFor } from './cart-view';

/** A refused request (4xx) will not change by asking again; a network blip or 5xx gets one more try. */
function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The cart feature's one query-options factory. The server cart is keyed by the user id, so one
 * customer's cart is never shown to the next on a shared device; its first load for a user merges
 * the guest cart (cart-load.ts). Changes put their answer (the whole cart) straight into this cache.
 */
export const cartQueries = {
  all: () => ['cart'] as const,
  server: (userId: string) =>
    queryOptions({
      queryKey: ['cart', 'server', userId] as const,
      queryFn: ({ signal }) => loadServerCart(signal),
      retry: retryOnce,
      staleTime: 30_000,
    }),
  /** The guest's shipping quote for an order amount in rupees; failures fall back to the defaults. */
  shippingQuote: (orderAmount: number) =>
    queryOptions({
      queryKey: ['cart', 'shipping', orderAmount] as const,
      queryFn: async ({ signal }): Promise<QuoteFor> => ({ orderAmount, ...(await calculateShipping(orderAmount, signal)) }),
      retry: false,
      staleTime: 5 * 60_000,
    }),
  /** Current data of the guest cart's products (ids sorted by the caller so the key is stable). */
  guestProducts: (productIds: readonly string[]) =>
    queryOptions({
      queryKey: ['cart', 'guest-products', productIds] as const,
      queryFn: ({ signal }) => fetchProductsByIds([...productIds], signal),
      retry: false,
      staleTime: 60_000,
    }),
};
