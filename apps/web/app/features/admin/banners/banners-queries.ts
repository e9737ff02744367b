import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchAdminBanners } from './banners-api';

export const adminBannerQueries = {
  all: ['admin', 'banners'] as const,
  list: (material: string) =>
    queryOptions({
      queryKey: ['admin', 'banners', 'list', material] as const,
      queryFn: ({ signal }) => fetchAdminBanners(material, signal),
      placeholderData: keepPreviousData,
      retry: retryOnce,
    }),
};
