import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { fetchOrder, fetchOrders, verifyPayment } from './orders-api';

function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** Orders are keyed by the user id, so one customer's orders are never shown to the next. */
export const orderQueries = {
  all: (userId: string) => ['orders', userId] as const,
  list: (userId: string) =>
    queryOptions({ queryKey: ['orders', userId, 'list'] as const, queryFn: ({ signal }) => fetchOrders(signal), retry: retryOnce }),
  one: (userId: string, id: string) =>
    queryOptions({ queryKey: ['orders', userId, 'one', id] as const, queryFn: ({ signal }) => fetchOrder(id, signal), retry: retryOnce }),
  /** The payment verification of one order; never cached across visits (it is asked for fresh). */
  verification: (userId: string, id: string) =>
    queryOptions({
      queryKey: ['orders', userId, 'verify', id] as const,
      queryFn: ({ signal }) => verifyPayment(id, signal),
      retry: retryOnce,
      gcTime: 0,
    }),
};

/** A 404 reads as 'Order not found'; anything else as a load failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
