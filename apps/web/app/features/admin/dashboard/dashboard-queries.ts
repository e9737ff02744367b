import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { retryOnce } from '../admin-errors';
import { adminPath } from '../admin-request';
import type { Dashboard } from './types';

export const dashboardQueries = {
  all: ['admin', 'dashboard'] as const,
  summary: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard'] as const,
      queryFn: ({ signal }) => apiFetch<Dashboard>(adminPath('/dashboard'), { signal }),
      // Figures the shop watches through the day: fresh on every visit.
      staleTime: 0,
      retry: retryOnce,
    }),
};
