import { queryOptions } from '@tanstack/react-query';
import { retryOnce } from '../admin-errors';
import { fetchAdminCategories, fetchAdminSubcategories } from './categories-api';

export const adminCategoryQueries = {
  all: ['admin', 'categories'] as const,
  categories: () =>
    queryOptions({ queryKey: ['admin', 'categories', 'list'] as const, queryFn: ({ signal }) => fetchAdminCategories(signal), retry: retryOnce }),
  /** Every subcategory, or those of one category. */
  subcategories: (categoryId?: string) =>
    queryOptions({
      queryKey: ['admin', 'categories', 'subcategories', categoryId ?? 'all'] as const,
      queryFn: ({ signal }) => fetchAdminSubcategories(categoryId, signal),
      retry: retryOnce,
    }),
};
