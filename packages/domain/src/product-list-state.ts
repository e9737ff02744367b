import { PRICE_RANGES, SORT_VALUES, type SortValue } from './constants.ts';
import { hasForbiddenCharacters, normaliseSingleLine } from './free-text.ts';

// The product list's URL state, kept free of zod so the browser bundle stays small.

export const SEARCH_MAX_LENGTH = 100;
export const MAX_FILTER_IDS = 50;
/**
 * Lists and searches show at most this many pages (issue 28): deeper pages cost a read of every
 * product before them and no shopper reads them; past it the shopper is asked to narrow the search.
 */
export const MAX_LIST_PAGE = 100;
export const PAGE_TOO_DEEP = `Only the first ${MAX_LIST_PAGE} pages are shown. Narrow the search or choose a category to see more.`;
/** A search counts its matches up to this many; past it the list says "1,000+ products". */
export const SEARCH_COUNT_CAP = 1000;
/** Ids are opaque strings; this shape keeps them safe in URLs and queries. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** 'a,b' or ['a', 'b,c'] → trimmed, non-empty, de-duplicated tokens. */
export function splitList(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((part) => part.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

const lastRange = PRICE_RANGES.length - 1;

/** What the product list page keeps in its URL. */
export interface ProductListState {
  search: string;
  sort: SortValue;
  page: number;
  categories: string[];
  subcategories: string[];
  priceRanges: number[];
}

export const DEFAULT_PRODUCT_LIST_STATE: ProductListState = {
  search: '',
  sort: 'none',
  page: 1,
  categories: [],
  subcategories: [],
  priceRanges: [],
};

function isSortValue(value: string): value is SortValue {
  return (SORT_VALUES as readonly string[]).includes(value);
}

/**
 * The list page's state from its URL. Never throws: a hand-edited or stale link shows the
 * products it can, so each bad parameter falls back to its default and bad ids are dropped.
 */
export function parseProductListSearchParams(params: URLSearchParams): ProductListState {
  // As the API's search (freeText): hidden characters drop the search, whitespace runs are one space.
  const rawSearch = params.get('search') ?? '';
  const search = hasForbiddenCharacters(rawSearch) ? '' : normaliseSingleLine(rawSearch);
  const sort = params.get('sort') ?? '';
  const pageText = (params.get('page') ?? '').trim();
  const page = /^\d+$/.test(pageText) ? Number(pageText) : 1;
  const ids = (name: string) =>
    splitList(params.getAll(name))
      .filter((id) => ID_PATTERN.test(id))
      .slice(0, MAX_FILTER_IDS);
  return {
    search: search.length <= SEARCH_MAX_LENGTH ? search : '',
    sort: isSortValue(sort) ? sort : 'none',
    page: page >= 1 && Number.isSafeInteger(page) ? page : 1,
    categories: ids('categories'),
    subcategories: ids('subcategories'),
    priceRanges: splitList(params.getAll('priceRanges'))
      .filter((token) => /^\d+$/.test(token) && Number(token) <= lastRange)
      .map(Number),
  };
}

/** The URL query for a list state, leaving out defaults so equal states give equal URLs. */
export function productListSearchParams(state: Partial<ProductListState>): URLSearchParams {
  const params = new URLSearchParams();
  const search = state.search?.trim();
  if (search) params.set('search', search);
  if (state.categories?.length) params.set('categories', state.categories.join(','));
  if (state.subcategories?.length) params.set('subcategories', state.subcategories.join(','));
  if (state.priceRanges?.length) params.set('priceRanges', state.priceRanges.join(','));
  if (state.sort && state.sort !== 'none') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  return params;
}
