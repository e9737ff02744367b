import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../product-list-state.ts';
import { synonymBodySchema } from '../search/synonyms.ts';

/** GET /api/search/suggest: what the header's search box suggests as the shopper types (issue 28). */
export const suggestQuery = z.object({
  q: z.string({ error: 'q is required' }).max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`),
}).strict();

export const suggestionsSchema = z.object({
  products: z.array(z.object({
    _id: z.string(),
    name: z.string(),
    image: z.string().nullable().describe('The first image (largest rendition URL), null without one'),
    discountedPrice: z.number().describe('What the shopper pays, in rupees'),
  })).describe('At most 5, best first; none for fewer than two letters'),
  categories: z.array(z.object({ name: z.string(), slug: z.string(), _id: z.string() }))
    .describe('Categories whose name matches a word (any spelling: chandi finds Silver)'),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** An owner's synonym (console): shoppers who type `term` are shown products with any of `words`. */
export const synonymSchema = z.object({
  _id: z.string(),
  term: z.string(),
  words: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SynonymDto = z.infer<typeof synonymSchema>;
export const synonymListSchema = z.object({ synonyms: z.array(synonymSchema).describe('By word, A to Z') });
export type SynonymList = z.infer<typeof synonymListSchema>;
export { synonymBodySchema };
export const synonymIdParams = z.object({ id: z.string().max(64) }).strict();

/** GET /api/admin/search/insights: what shoppers searched for, counted per day without who searched. */
export const searchInsightsQuery = z.object({
  days: z.enum(['7', '30'], { error: 'days must be 7 or 30' }).default('7').transform(Number),
}).strict();

const searchCount = z.object({ query: z.string().describe('As typed, lower-cased with spaces collapsed'), searches: z.number().int() });
export const searchInsightsSchema = z.object({
  days: z.number().int(),
  top: z.array(searchCount).describe('The 20 most searched, most first'),
  noResults: z.array(searchCount).describe('The 20 most searched of those that found nothing, most first'),
});
export type SearchInsights = z.infer<typeof searchInsightsSchema>;
