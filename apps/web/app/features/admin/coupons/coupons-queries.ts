import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchAdminCoupons } from './coupons-api';

export const adminCouponQueries = {
  all: ['admin', 'coupons'] as const,
  list: (filters: { search: string; status: string; page: number }) =>
    queryOptions({
      queryKey: ['admin', 'coupons', 'list', filters] as const,
      queryFn: ({ signal }) => fetchAdminCoupons(filters, signal),
      placeholderData: keepPreviousData,
      retry: retryOnce,
    }),
};
