import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { fetchReturns } from './returns-api';

function retryOnce(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/** An order's return requests, keyed by the user so one customer's never show to the next. */
export const returnQueries = {
  all: (userId: string) => ['returns', userId] as const,
  list: (userId: string, orderId: string) =>
    queryOptions({ queryKey: ['returns', userId, 'order', orderId] as const, queryFn: ({ signal }) => fetchReturns(orderId, signal), retry: retryOnce }),
};
