import { DEFAULT_PRODUCT_LIST_STATE } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import type { Banner, Category, Subcategory } from '../app-data/types';
import {
  EMPTY_SELECTION, bannerFor, filterChips, listBannerMaterial, listSearch, offeredSubcategories, sameSelection,
  toggleCategory, togglePriceRange, toggleSubcategory,
} from './list-filters';

const categories: Category[] = [
  { _id: 'silver1', name: 'Silver', image: null },
  { _id: 'brass1', name: ' Brass ', image: null },
];
const subcategories: Subcategory[] = [
  { _id: 'diyas', name: 'Diyas', parentCategory: 'brass1' },
  { _id: 'bells', name: 'Bells', parentCategory: 'brass1' },
  { _id: 'anklets', name: 'Anklets', parentCategory: 'silver1' },
];

describe('filter selection', () => {
  it('compares selections as sets', () => {
    expect(sameSelection({ categories: ['a', 'b'], subcategories: [], priceRanges: [2, 0] }, { categories: ['b', 'a'], subcategories: [], priceRanges: [0, 2] })).toBe(true);
    expect(sameSelection(EMPTY_SELECTION, { ...EMPTY_SELECTION, priceRanges: [1] })).toBe(false);
  });

  it('unchecking a category drops only its own subcategories', () => {
    const selection = { categories: ['brass1', 'silver1'], subcategories: ['diyas', 'bells', 'anklets'], priceRanges: [1] };
    expect(toggleCategory(selection, 'brass1', subcategories)).toEqual({ categories: ['silver1'], subcategories: ['anklets'], priceRanges: [1] });
    expect(toggleCategory(EMPTY_SELECTION, 'brass1', subcategories).categories).toEqual(['brass1']);
  });

  it('toggles subcategories and price ranges', () => {
    expect(toggleSubcategory(EMPTY_SELECTION, 'diyas').subcategories).toEqual(['diyas']);
    expect(toggleSubcategory({ ...EMPTY_SELECTION, subcategories: ['diyas'] }, 'diyas').subcategories).toEqual([]);
    expect(togglePriceRange({ ...EMPTY_SELECTION, priceRanges: [3] }, 0).priceRanges).toEqual([0, 3]);
  });

  it('offers only the subcategories of selected categories', () => {
    expect(offeredSubcategories(subcategories, ['brass1']).map((s) => s._id)).toEqual(['diyas', 'bells']);
    expect(offeredSubcategories(subcategories, [])).toEqual([]);
  });

  it('lists applied filters as chips that remove themselves', () => {
    const chips = filterChips({ categories: ['brass1'], subcategories: ['diyas'], priceRanges: [0] }, categories, subcategories);
    expect(chips.map((c) => c.label)).toEqual([' Brass ', 'Diyas', '₹0 - ₹500']);
    expect(chips[0]!.without).toEqual({ categories: [], subcategories: [], priceRanges: [0] });
  });
});

describe('listSearch', () => {
  const state = { ...DEFAULT_PRODUCT_LIST_STATE, search: 'diya', sort: 'price' as const, page: 4 };
  it('resets the page when filters or sort change', () => {
    expect(listSearch(state, { categories: ['brass1'] })).toBe('?search=diya&categories=brass1&sort=price');
    expect(listSearch(state, { sort: '-price' })).toBe('?search=diya&sort=-price');
  });
  it('keeps everything else when only the page changes', () => {
    expect(listSearch(state, { page: 2 })).toBe('?search=diya&sort=price&page=2');
    expect(listSearch(DEFAULT_PRODUCT_LIST_STATE, { page: 1 })).toBe('');
  });
});

describe('list banner', () => {
  const banners = [
    { _id: 'b1', material: 'all', title: 'All', image: '/a.webp' },
    { _id: 'b2', material: 'BRASS', title: 'Brass', image: '/b.webp' },
  ] as Banner[];
  it('uses the one selected category’s name, otherwise all', () => {
    expect(listBannerMaterial(['brass1'], categories)).toBe('brass');
    expect(listBannerMaterial(['brass1', 'silver1'], categories)).toBe('all');
    expect(listBannerMaterial([], categories)).toBe('all');
  });
  it('matches banner materials case-insensitively and may find none', () => {
    expect(bannerFor(banners, 'brass')?._id).toBe('b2');
    expect(bannerFor(banners, 'silver')).toBeUndefined();
  });
});
