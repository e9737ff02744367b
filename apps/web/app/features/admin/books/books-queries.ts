import { queryOptions } from '@tanstack/react-query';
import type { DayRange } from '@dhatu/domain';
import type { GstReportDto } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';
import { retryOnce } from '../admin-errors';
import { adminPath } from '../admin-request';

export type { GstReportDto };

export const booksQueries = {
  gst: (range: DayRange) =>
    queryOptions({
      queryKey: ['admin', 'books', 'gst', range] as const,
      queryFn: ({ signal }) => apiFetch<GstReportDto>(adminPath('/reports/gst', { ...range }), { signal }),
      staleTime: 0,
      retry: retryOnce,
    }),
};
