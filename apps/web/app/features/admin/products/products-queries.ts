import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchAdminProduct, fetchAdminProducts } from './products-api';
import type { ProductListFilters } from './types';

export const adminProductQueries = {
  all: ['admin', 'products'] as const,
  list: (filters: ProductListFilters) =>
    queryOptions({
      queryKey: ['admin', 'products', 'list', filters] as const,
      queryFn: ({ signal }) => fetchAdminProducts(filters, signal),
      placeholderData: keepPreviousData,
      retry: retryOnce,
    }),
  one: (id: string) =>
    queryOptions({ queryKey: ['admin', 'products', 'one', id] as const, queryFn: ({ signal }) => fetchAdminProduct(id, signal), retry: retryOnce }),
};
