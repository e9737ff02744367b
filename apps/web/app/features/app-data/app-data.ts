import { MATERIAL_CATEGORY_NAMES } from '@dhatu/domain';
import type { AppData, Banner, Category, Subcategory } from './types';

export const APP_DATA_ERROR = 'Failed to load app data';

export const EMPTY_APP_DATA: AppData = { banners: [], categories: [], subcategories: [], materialCategories: [], error: null };

/** Lists may arrive wrapped ({banners: [...]}) or plain (storefront §3); anything else is empty. */
export function unwrapList<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (typeof data === 'object' && data !== null) {
    const inner = (data as Record<string, unknown>)[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

/** Stable ascending sort by order. */
export function sortBanners(banners: readonly Banner[]): Banner[] {
  return [...banners].sort((a, b) => a.order - b.order);
}

/** Silver, brass and aluminium categories (names matched case-insensitively), in that order. */
export function materialCategoriesOf(categories: readonly Category[]): Category[] {
  const rank = (c: Category) => (MATERIAL_CATEGORY_NAMES as readonly string[]).indexOf(c.name.trim().toLowerCase());
  return categories.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b));
}

export function buildAppData(lists: { banners: Banner[]; categories: Category[]; subcategories: Subcategory[] }): AppData {
  return {
    banners: sortBanners(lists.banners),
    categories: lists.categories,
    subcategories: lists.subcategories,
    materialCategories: materialCategoriesOf(lists.categories),
    error: null,
  };
}

export function failedAppData(message: string | undefined): AppData {
  return { ...EMPTY_APP_DATA, error: message || APP_DATA_ERROR };
}

/** Id of a subcategory's parent. */
export function parentCategoryId(subcategory: Subcategory): string {
  return subcategory.parentCategory;
}
