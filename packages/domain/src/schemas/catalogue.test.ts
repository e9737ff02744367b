import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './catalogue.ts';
import { DEFAULT_PRODUCT_LIST_STATE, parseProductListSearchParams, productListSearchParams } from '../product-list-state.ts';
import { errorsOf } from './test-helpers.ts';

describe('productListQuerySchema', () => {
  it('applies defaults', () => {
    expect(productListQuerySchema.parse({})).toEqual({
      search: undefined,
      sort: 'none',
      page: 1,
      limit: 16,
      categories: [],
      subcategories: [],
      priceRanges: [],
    });
  });
  it('parses query-string values', () => {
    expect(
      productListQuerySchema.parse({
        search: '  brass lamp ',
        sort: '-price',
        page: '3',
        limit: '100',
        categories: 'c1, c2,,c1',
        subcategories: ['s_1', 's-2,s3'],
        priceRanges: '0,3,3',
        category: 'c9',
      }),
    ).toEqual({
      search: 'brass lamp',
      sort: '-price',
      page: 3,
      limit: 100,
      categories: ['c1', 'c2'],
      subcategories: ['s_1', 's-2', 's3'],
      priceRanges: [0, 3],
      category: 'c9',
    });
  });
  it('treats empty parameters as absent', () => {
    expect(productListQuerySchema.parse({ search: '  ', page: '', categories: '', priceRanges: '' })).toMatchObject({
      search: undefined,
      page: 1,
      categories: [],
      priceRanges: [],
    });
  });
  it.each(['0', '1.5', 'abc', '-1', '1e2', '0x10', 1.5, 0, true])('refuses page %j, naming the field', (page) => {
    expect(errorsOf(productListQuerySchema, { page })).toEqual({ page: 'page must be a whole number from 1 to 100' });
  });
  it('refuses pages past the hundredth (issue 28: narrow the search instead)', () => {
    expect(errorsOf(productListQuerySchema, { page: '101' })).toEqual({ page: 'page must be a whole number from 1 to 100' });
    expect(productListQuerySchema.parse({ page: '100' }).page).toBe(100);
  });
  it('refuses a limit outside 1..100', () => {
    expect(errorsOf(productListQuerySchema, { limit: '101' })).toEqual({
      limit: 'limit must be a whole number from 1 to 100',
    });
    expect(errorsOf(productListQuerySchema, { limit: '0' })).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
  });
  it('refuses bad sort, ids and price ranges', () => {
    expect(errorsOf(productListQuerySchema, { sort: 'name' })).toEqual({ sort: 'sort must be one of none, price, -price' });
    expect(errorsOf(productListQuerySchema, { categories: 'ok,not ok' })).toEqual({
      'categories.1': 'categories contains an invalid id',
    });
    expect(errorsOf(productListQuerySchema, { categories: 'x'.repeat(65) })).not.toBeNull();
    expect(errorsOf(productListQuerySchema, { subcategories: Array.from({ length: 51 }, (_, i) => `s${i}`).join(',') })).toEqual({
      subcategories: 'subcategories may list at most 50 ids',
    });
    expect(errorsOf(productListQuerySchema, { priceRanges: '1,4' })).toEqual({
      priceRanges: 'priceRanges must be a comma-separated list of numbers from 0 to 3',
    });
    expect(errorsOf(productListQuerySchema, { priceRanges: '-1' })).not.toBeNull();
    expect(errorsOf(productListQuerySchema, { category: 'a/b' })).toEqual({ category: 'category must be an id' });
    expect(errorsOf(productListQuerySchema, { search: 'x'.repeat(101) })).toEqual({
      search: 'search must be at most 100 characters',
    });
  });
});

describe('parseProductListSearchParams', () => {
  it('reads a full URL', () => {
    const params = new URLSearchParams('search=+lamp+&sort=price&page=2&categories=c1,c2&subcategories=s1&priceRanges=1,2');
    expect(parseProductListSearchParams(params)).toEqual({
      search: 'lamp',
      sort: 'price',
      page: 2,
      categories: ['c1', 'c2'],
      subcategories: ['s1'],
      priceRanges: [1, 2],
    });
  });
  it('falls back to defaults for bad values and drops bad ids, never throwing', () => {
    const params = new URLSearchParams(
      `search=${'x'.repeat(101)}&sort=name&page=1.5&categories=ok,bad%20id,ok&priceRanges=9,2,x,-1`,
    );
    expect(parseProductListSearchParams(params)).toEqual({
      ...DEFAULT_PRODUCT_LIST_STATE,
      categories: ['ok'],
      priceRanges: [2],
    });
    expect(parseProductListSearchParams(new URLSearchParams('page=0'))).toEqual(DEFAULT_PRODUCT_LIST_STATE);
    expect(parseProductListSearchParams(new URLSearchParams('page=99999999999999999999')).page).toBe(1);
  });
  it('reads repeated parameters', () => {
    expect(parseProductListSearchParams(new URLSearchParams('categories=a&categories=b')).categories).toEqual(['a', 'b']);
  });
});

describe('productListSearchParams', () => {
  it('omits defaults', () => {
    expect(productListSearchParams(DEFAULT_PRODUCT_LIST_STATE).toString()).toBe('');
    expect(productListSearchParams({ search: '  ', page: 1, sort: 'none' }).toString()).toBe('');
  });
  it('round-trips through the parser', () => {
    const state = { search: 'brass diya', sort: '-price' as const, page: 4, categories: ['c1', 'c2'], subcategories: ['s1'], priceRanges: [0, 3] };
    const params = productListSearchParams(state);
    expect(params.get('categories')).toBe('c1,c2');
    expect(params.get('page')).toBe('4');
    expect(parseProductListSearchParams(new URLSearchParams(params.toString()))).toEqual(state);
  });
});
