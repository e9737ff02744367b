import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchAdminReturn, fetchAdminReturns } from './returns-api';
import type { ReturnListFilters } from './types';

/** Query keys and options of the console's return screens; a step invalidates `all`. */
export const adminReturnQueries = {
  all: ['admin', 'returns'] as const,
  list: (filters: ReturnListFilters) =>
    queryOptions({
      queryKey: ['admin', 'returns', 'list', filters] as const,
      queryFn: ({ signal }) => fetchAdminReturns(filters, signal),
      placeholderData: keepPreviousData,
      retry: retryOnce,
    }),
  one: (id: string) =>
    queryOptions({ queryKey: ['admin', 'returns', 'one', id] as const, queryFn: ({ signal }) => fetchAdminReturn(id, signal), retry: retryOnce }),
};
