import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, PRICE_RANGES, SORT_VALUES, type SortValue } from '../constants.ts';

export const SEARCH_MAX_LENGTH = 100;
export const MAX_FILTER_IDS = 50;
/** Ids are opaque strings; this shape keeps them safe in URLs and queries. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const idSchema = z.string().regex(ID_PATTERN, 'Invalid id');

// Query strings arrive as text ('2'), repeated parameters as arrays; objects built in code
// may carry numbers. Each helper accepts those and reports errors under its own field name.

function wholeNumber(field: string, fallback: number, min: number, max?: number) {
  const message =
    max === undefined
      ? `${field} must be a whole number of at least ${min}`
      : `${field} must be a whole number from ${min} to ${max}`;
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value, ctx) => {
      if (typeof value === 'string') {
        const text = value.trim();
        if (text === '') return fallback;
        if (!/^\d+$/.test(text)) {
          ctx.issues.push({ code: 'custom', message, input: value });
          return z.NEVER;
        }
        return Number(text);
      }
      return value;
    })
    .pipe(z.number().int(message).min(min, message).max(max ?? Number.MAX_SAFE_INTEGER, message))
    .default(fallback);
}

/** 'a,b' or ['a', 'b,c'] → trimmed, non-empty, de-duplicated tokens. */
function splitList(value: string | readonly string[]): string[] {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((part) => part.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

function idList(field: string) {
  return z
    .union([z.string(), z.array(z.string())], { error: `${field} must be a comma-separated list of ids` })
    .transform(splitList)
    .pipe(
      z
        .array(z.string().regex(ID_PATTERN, `${field} contains an invalid id`))
        .max(MAX_FILTER_IDS, `${field} may list at most ${MAX_FILTER_IDS} ids`),
    )
    .default([]);
}

const lastRange = PRICE_RANGES.length - 1;
const priceRangesMessage = `priceRanges must be a comma-separated list of numbers from 0 to ${lastRange}`;
const priceRanges = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], { error: priceRangesMessage })
  .transform((value, ctx) => {
    const tokens = splitList(typeof value === 'string' ? value : value.map(String));
    if (!tokens.every((token) => /^\d+$/.test(token) && Number(token) <= lastRange)) {
      ctx.issues.push({ code: 'custom', message: priceRangesMessage, input: value });
      return z.NEVER;
    }
    return tokens.map(Number);
  })
  .default([]);

/** GET /products query. Invalid values fail with a message naming the parameter (a 400). */
export const productListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined),
  sort: z.enum(SORT_VALUES, { error: `sort must be one of ${SORT_VALUES.join(', ')}` }).default('none'),
  page: wholeNumber('page', 1, 1),
  limit: wholeNumber('limit', PAGE_SIZE, 1, MAX_PAGE_SIZE),
  categories: idList('categories'),
  subcategories: idList('subcategories'),
  priceRanges,
  /** A single category, for sections such as similar products. */
  category: z.string().regex(ID_PATTERN, 'category must be an id').optional(),
});
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
export type ProductListQuery = z.output<typeof productListQuerySchema>;

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
  const search = (params.get('search') ?? '').trim();
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
