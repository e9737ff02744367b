import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { retryOnce } from '../admin-errors';
import { adminPath } from '../admin-request';
import type { Dashboard, LowStockSetting, SalesDto, SalesParams } from './types';

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
  /** How the shop did in a period against the one before (GET /api/admin/dashboard/sales). */
  sales: (params: SalesParams) =>
    queryOptions({
      queryKey: ['admin', 'dashboard', 'sales', params] as const,
      queryFn: ({ signal }) => apiFetch<SalesDto>(adminPath('/dashboard/sales', { ...params }), { signal }),
      staleTime: 0,
      retry: retryOnce,
    }),
  lowStockLevel: () =>
    queryOptions({
      queryKey: ['admin', 'dashboard', 'low-stock-level'] as const,
      queryFn: ({ signal }) => apiFetch<LowStockSetting>(adminPath('/settings/low-stock'), { signal }),
      retry: retryOnce,
    }),
};

export function saveLowStockLevel(lowStockBelow: number): Promise<LowStockSetting> {
  return apiFetch<LowStockSetting>(adminPath('/settings/low-stock'), { method: 'PUT', body: { lowStockBelow } });
}
