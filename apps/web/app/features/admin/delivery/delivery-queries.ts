import { queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchDeliverySettings } from './delivery-api';

export const adminDeliveryQueries = {
  settings: () =>
    queryOptions({
      queryKey: ['admin', 'delivery', 'settings'] as const,
      queryFn: ({ signal }) => fetchDeliverySettings(signal),
      retry: retryOnce,
    }),
};
