import { queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchOrderLimits } from './settings-api';

export const adminSettingsQueries = {
  all: ['admin', 'settings'] as const,
  limits: () =>
    queryOptions({
      queryKey: ['admin', 'settings', 'limits'] as const,
      queryFn: ({ signal }) => fetchOrderLimits(signal),
      retry: retryOnce,
    }),
};
