import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchAvailableCoupons } from './coupon-api';

/**
 * The coupons feature's one query-options factory. The available list depends on the cart, so its
 * key carries the cart's signature: when the cart changes while the list is open, it reloads
 * (storefront §4 Coupon), showing the previous answer meanwhile.
 */
export const couponQueries = {
  all: () => ['coupons'] as const,
  available: (userId: string, cartSignature: string) =>
    queryOptions({
      queryKey: ['coupons', userId, 'available', cartSignature] as const,
      queryFn: ({ signal }) => fetchAvailableCoupons(signal),
      placeholderData: keepPreviousData,
      retry: false,
      staleTime: 0,
    }),
};
