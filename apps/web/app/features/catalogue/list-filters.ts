import { PRICE_RANGES, SORT_OPTIONS, productListSearchParams, type ProductListState, type SortValue } from '@dhatu/domain';
import { parentCategoryId } from '../app-data';
import type { Banner, Category, Subcategory } from '../app-data';

/** The filter panel's selection (storefront §4 Filter panel): a draft until Apply Filters. */
export interface FilterSelection {
  categories: string[];
  subcategories: string[];
  priceRanges: number[];
}

export const EMPTY_SELECTION: FilterSelection = { categories: [], subcategories: [], priceRanges: [] };

export function selectionOf(state: ProductListState): FilterSelection {
  return { categories: state.categories, subcategories: state.subcategories, priceRanges: state.priceRanges };
}

function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((item) => right.has(item));
}

/** Order does not matter: ticking A then B equals ticking B then A. Apply is enabled only when this is false. */
export function sameSelection(a: FilterSelection, b: FilterSelection): boolean {
  return sameSet(a.categories, b.categories) && sameSet(a.subcategories, b.subcategories) && sameSet(a.priceRanges, b.priceRanges);
}

export function selectionCount(selection: FilterSelection): number {
  return selection.categories.length + selection.subcategories.length + selection.priceRanges.length;
}

function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** Unchecking a category drops the selected subcategories that belong to it. */
export function toggleCategory(selection: FilterSelection, categoryId: string, subcategories: readonly Subcategory[]): FilterSelection {
  if (!selection.categories.includes(categoryId)) return { ...selection, categories: [...selection.categories, categoryId] };
  const children = new Set(subcategories.filter((s) => parentCategoryId(s) === categoryId).map((s) => s._id));
  return {
    ...selection,
    categories: selection.categories.filter((id) => id !== categoryId),
    subcategories: selection.subcategories.filter((id) => !children.has(id)),
  };
}

export function toggleSubcategory(selection: FilterSelection, subcategoryId: string): FilterSelection {
  return { ...selection, subcategories: toggle(selection.subcategories, subcategoryId) };
}

export function togglePriceRange(selection: FilterSelection, index: number): FilterSelection {
  const priceRanges = toggle(selection.priceRanges, index).sort((a, b) => a - b);
  return { ...selection, priceRanges };
}

/** Only subcategories whose parent is among the selected categories are offered. */
export function offeredSubcategories(subcategories: readonly Subcategory[], categoryIds: readonly string[]): Subcategory[] {
  const selected = new Set(categoryIds);
  return subcategories.filter((s) => selected.has(parentCategoryId(s)));
}

/** The list's query after applying a selection or a sort: filters and sort go back to page 1. */
export function listSearch(state: ProductListState, change: Partial<Omit<ProductListState, 'page'>> & { page?: number }): string {
  const params = productListSearchParams({ ...state, page: 1, ...change });
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The banner above the list (storefront §2 Product list): exactly one selected category uses the
 * banner whose material is that category's lower-cased name, anything else the 'all' banner.
 */
export function listBannerMaterial(categoryIds: readonly string[], categories: readonly Category[]): string {
  if (categoryIds.length !== 1) return 'all';
  const category = categories.find((c) => c._id === categoryIds[0]);
  return category ? category.name.trim().toLowerCase() : 'all';
}

/** The first banner (they are sorted by order) for a material, matched case-insensitively. */
export function bannerFor(banners: readonly Banner[], material: string): Banner | undefined {
  const wanted = material.trim().toLowerCase();
  return banners.find((b) => b.material.trim().toLowerCase() === wanted);
}

/** The one selected category, when exactly one is selected and known. */
export function singleCategory(categoryIds: readonly string[], categories: readonly Category[]): Category | undefined {
  return categoryIds.length === 1 ? categories.find((c) => c._id === categoryIds[0]) : undefined;
}

export function sortLabel(sort: SortValue): string {
  return SORT_OPTIONS.find((o) => o.value === sort)?.label ?? SORT_OPTIONS[0]!.label;
}

export interface FilterChip {
  key: string;
  label: string;
  /** The selection without this filter. */
  without: FilterSelection;
}

/** The applied filters as removable chips, in panel order; unknown ids (stale links) are left out. */
export function filterChips(
  selection: FilterSelection,
  categories: readonly Category[],
  subcategories: readonly Subcategory[],
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const category of categories) {
    if (selection.categories.includes(category._id)) {
      chips.push({ key: `c:${category._id}`, label: category.name, without: toggleCategory(selection, category._id, subcategories) });
    }
  }
  for (const subcategory of subcategories) {
    if (selection.subcategories.includes(subcategory._id)) {
      chips.push({ key: `s:${subcategory._id}`, label: subcategory.name, without: toggleSubcategory(selection, subcategory._id) });
    }
  }
  PRICE_RANGES.forEach((range, index) => {
    if (selection.priceRanges.includes(index)) {
      chips.push({ key: `p:${index}`, label: range.label, without: togglePriceRange(selection, index) });
    }
  });
  return chips;
}
