import { describe, expect, it } from 'vitest';
import { buildAppData, failedAppData, materialCategoriesOf, sortBanners, unwrapList } from './app-data';
import type { Banner, Category } from './types';

const banner = (id: string, order = 0): Banner => ({
  _id: id, order, material: 'home', title: id, description: '', link: null, image: `/media/${id}.webp`, mobileImage: null,
});
const category = (id: string, name: string): Category => ({ _id: id, name, image: null });

describe('app data', () => {
  it('sorts banners ascending by order, keeping the order of equals', () => {
    expect(sortBanners([banner('a', 2), banner('b'), banner('c', -1), banner('d', 0)]).map((b) => b._id)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('picks silver, brass and aluminium case-insensitively, in that order', () => {
    const all = [category('1', 'Wood'), category('2', 'ALUMINIUM'), category('3', 'brass'), category('4', 'Silver '), category('5', 'Jewellery')];
    expect(materialCategoriesOf(all).map((c) => c._id)).toEqual(['4', '3', '2']);
  });

  it('accepts wrapped and plain lists', () => {
    expect(unwrapList([1, 2], 'banners')).toEqual([1, 2]);
    expect(unwrapList({ banners: [3] }, 'banners')).toEqual([3]);
    expect(unwrapList({ nope: true }, 'banners')).toEqual([]);
    expect(unwrapList(null, 'banners')).toEqual([]);
  });

  it('builds the app data and empties everything on failure', () => {
    const built = buildAppData({ banners: [banner('x', 1)], categories: [category('1', 'Brass')], subcategories: [] });
    expect(built.materialCategories).toHaveLength(1);
    expect(built.error).toBeNull();
    expect(failedAppData(undefined)).toEqual({ banners: [], categories: [], subcategories: [], materialCategories: [], error: 'Failed to load app data' });
    expect(failedAppData('Database is down').error).toBe('Database is down');
  });
});
