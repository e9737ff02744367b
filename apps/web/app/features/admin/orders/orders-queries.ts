import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchAdminOrder, fetchAdminOrders } from './orders-api';
import type { OrderListFilters } from './types';

/** Query keys and options of the console's order screens; changes invalidate `all`. */
export const adminOrderQueries = {
  all: ['admin', 'orders'] as const,
  list: (filters: OrderListFilters) =>
    queryOptions({
      queryKey: ['admin', 'orders', 'list', filters] as const,
      queryFn: ({ signal }) => fetchAdminOrders(filters, signal),
      placeholderData: keepPreviousData,
      retry: retryOnce,
    }),
  one: (id: string) =>
    queryOptions({ queryKey: ['admin', 'orders', 'one', id] as const, queryFn: ({ signal }) => fetchAdminOrder(id, signal), retry: retryOnce }),
};
