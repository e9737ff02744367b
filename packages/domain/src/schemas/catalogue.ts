import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, PRICE_RANGES, SORT_VALUES } from '../constants.ts';
import { ID_PATTERN, MAX_FILTER_IDS, MAX_LIST_PAGE, SEARCH_MAX_LENGTH, splitList } from '../product-list-state.ts';
import { freeText } from './fields.ts';


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
  search: freeText('search')
    .max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`)
    .optional()
    .transform((value) => value || undefined),
  sort: z.enum(SORT_VALUES, { error: `sort must be one of ${SORT_VALUES.join(', ')}` }).default('none'),
  page: wholeNumber('page', 1, 1, MAX_LIST_PAGE),
  limit: wholeNumber('limit', PAGE_SIZE, 1, MAX_PAGE_SIZE),
  categories: idList('categories'),
  subcategories: idList('subcategories'),
  priceRanges,
  /** A single category, for sections such as similar products. */
  category: z.string().regex(ID_PATTERN, 'category must be an id').optional(),
});
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
export type ProductListQuery = z.output<typeof productListQuerySchema>;
