import { cacheTags } from '../changes/cache-tags.ts';

/** Every page's shell shows the categories, the banners and the shop's settings. */
export const SHELL_TAGS: readonly string[] = [cacheTags.categories, cacheTags.banners, cacheTags.settings];

/** /api/products/<this> are lists or collections, not one product. */
const PRODUCT_COLLECTIONS = new Set(['new', 'featured', 'similar', 'festive', 'bulk', 'sitemap']);
/**
 * Random picks (similar products): which ones a page shows is chance, so a change of membership
 * (`catalogue`) does not make it stale; the products it does show are tagged. Without this,
 * every price change would purge every product page through its similar-products band.
 */
const RANDOM_PICKS = new Set(['similar']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function productIdsOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => (isRecord(item) && typeof item._id === 'string' ? [item._id] : []));
}

/**
 * The cache tags of what one in-process API answer showed a page, or null when the call is not
 * one a cached page knows how to tag (the page is then not stored: better a miss than a page no
 * change would purge).
 *
 * - a product (detail, or its reviews): product:<id>;
 * - a list or collection (lists, home bands, festive, bulk): catalogue, and product:<id> of every
 *   product it holds — so a price change purges the lists and home that show it;
 * - similar products (random picks): product:<id> of each product shown, not catalogue;
 * - banners, categories: their tags.
 */
export function tagsOfApiAnswer(path: string, data: unknown): string[] | null {
  const segments = new URL(path, 'http://api.invalid').pathname.split('/').filter(Boolean);
  if (segments[0] !== 'api') return null;
  const [, resource, id] = segments;
  if (resource === 'banners') return [cacheTags.banners];
  if (resource === 'categories') return [cacheTags.categories];
  if (resource !== 'products') return null;

  const listed = productIdsOf(Array.isArray(data) ? data : isRecord(data) ? data.products : undefined);
  if (id !== undefined && !PRODUCT_COLLECTIONS.has(id)) {
    return [cacheTags.product(decodeURIComponent(id)), ...listed.map(cacheTags.product)];
  }
  const products = listed.map(cacheTags.product);
  return id !== undefined && RANDOM_PICKS.has(id) ? products : [cacheTags.catalogue, ...products];
}
