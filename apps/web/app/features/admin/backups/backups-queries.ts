import { queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchBackups, fetchBackupStatus } from './backups-api';

export const adminBackupQueries = {
  all: ['admin', 'backups'] as const,
  list: () =>
    queryOptions({
      queryKey: ['admin', 'backups', 'list'] as const,
      queryFn: ({ signal }) => fetchBackups(signal),
      staleTime: 0,
      retry: retryOnce,
    }),
  status: () =>
    queryOptions({
      queryKey: ['admin', 'backups', 'status'] as const,
      queryFn: ({ signal }) => fetchBackupStatus(signal),
      staleTime: 0,
      retry: retryOnce,
    }),
};
