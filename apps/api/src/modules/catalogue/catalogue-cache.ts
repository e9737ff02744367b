import { LRUCache } from 'lru-cache';
import type { ProductListQuery } from '@dhatu/domain';
import type { AppDataLists, Suggestions } from '@dhatu/domain/contracts';
import { ALL_TAGS, cacheTags } from '../../lib/changes/cache-tags.ts';
import type { ChangeBus } from '../../lib/changes/change-bus.ts';
import type { App } from '../../lib/types.ts';
import { listBanners, listCategories, listSubcategories } from './app-data.service.ts';
import { searchProductIds, suggest, type SearchPage } from './product-search.ts';
import { listProducts, productsByIds, searchAnswer } from './products.service.ts';
import { shopThesaurus } from './shop-thesaurus.ts';

type ListAnswer = Awaited<ReturnType<typeof listProducts>>;

/**
 * A safety net only: every change publishes its tags (lib/changes) and every instance drops what
 * they touch at once. The TTL bounds staleness if a publish was ever lost.
 */
export const CATALOGUE_CACHE_TTL_MS = 5 * 60_000;
/** Distinct searches (and list totals) kept at once; the least recently used goes first. */
export const SEARCH_CACHE_SIZE = 500;


/** Reads in flight are kept too, so concurrent misses share one read, and a change drops them with the rest. */
type Cache<V extends object | number> = LRUCache<string, Promise<V>>;
interface Caches { appData: Cache<AppDataLists>; searches: Cache<SearchPage>; counts: Cache<number>; suggestions: Cache<Suggestions> }

/** Which tags make a cache forget: the shell's lists, or which products match a list and how many. */
const APP_DATA_TAGS = new Set<string>([cacheTags.banners, cacheTags.categories, ALL_TAGS]);
const LIST_TAGS = new Set<string>([cacheTags.catalogue, cacheTags.categories, cacheTags.searchSynonyms, ALL_TAGS]);

// One set per app (its change bus): the same object in every plugin context of one app.
const cachesByBus = new WeakMap<ChangeBus, Caches>();

type CacheOwner = Pick<App, 'db' | 'changes'>;

function cachesOf(app: CacheOwner): Caches {
  let caches = cachesByBus.get(app.changes);
  if (!caches) {
    const made: Caches = {
      appData: new LRUCache({ max: 1, ttl: CATALOGUE_CACHE_TTL_MS }),
      searches: new LRUCache({ max: SEARCH_CACHE_SIZE, ttl: CATALOGUE_CACHE_TTL_MS }),
      counts: new LRUCache({ max: SEARCH_CACHE_SIZE, ttl: CATALOGUE_CACHE_TTL_MS }),
      suggestions: new LRUCache({ max: SEARCH_CACHE_SIZE, ttl: CATALOGUE_CACHE_TTL_MS }),
    };
    app.changes.subscribe((tags) => {
      if (tags.some((tag) => APP_DATA_TAGS.has(tag))) made.appData.clear();
      if (tags.some((tag) => LIST_TAGS.has(tag))) {
        made.searches.clear();
        made.counts.clear();
        made.suggestions.clear();
      }
    });
    cachesByBus.set(app.changes, made);
    caches = made;
  }
  return caches;
}

/**
 * The kept answer for key, or read() kept in its place. A failed read is not kept; a read still
 * in flight when a change clears the cache answers its caller but is never kept (its entry is gone).
 */
function readThrough<V extends object | number>(cache: Cache<V>, key: string, read: () => Promise<V>): Promise<V> {
  const kept = cache.get(key);
  if (kept) return kept;
  const reading = read();
  cache.set(key, reading);
  reading.catch(() => { if (cache.peek(key) === reading) cache.delete(key); });
  return reading;
}

/**
 * Banners, categories and subcategories for server rendering. Every page needs them: one read per
 * TTL instead of three queries per page.
 */
export function cachedAppData(app: CacheOwner): Promise<AppDataLists> {
  return readThrough(cachesOf(app).appData, 'all', async () => {
    const [banners, categories, subcategories] = await Promise.all([listBanners(app.db), listCategories(app.db), listSubcategories(app.db)]);
    return { banners, categories, subcategories };
  });
}

/**
 * A product list: a search goes through `cachedSearch` (below); otherwise the page of rows is read
 * fresh (an index in order, stopping after the page) and only the number of matches, which touches
 * every match, is kept until a change to the catalogue.
 */
export function cachedList(app: CacheOwner, query: ProductListQuery): Promise<ListAnswer> {
  if (query.search?.trim()) return cachedSearch(app, query);
  const { counts } = cachesOf(app);
  return listProducts(app.db, query, { countThrough: (key, read) => readThrough(counts, key, read) });
}

/**
 * A product list with a search term. Which products matched, in ranked order, how many (capped)
 * and the "did you mean" are kept until a change to the catalogue (or to the synonyms); the
 * products themselves are read fresh by id every time (price, stock, rating and visibility as they
 * are now — a product hidden since is left out).
 */
export async function cachedSearch(app: CacheOwner, query: ProductListQuery): Promise<ListAnswer> {
  const page = await readThrough(cachesOf(app).searches, JSON.stringify(query), async () => searchProductIds(app.db, await shopThesaurus(app), query));
  return searchAnswer(await productsByIds(app.db, page.ids), page, query);
}

/**
 * What the search box suggests for `q` (one request per pause in typing): kept like a search, by
 * the text as the search reads it, until a change to the catalogue or the synonyms.
 */
export async function cachedSuggestions(app: CacheOwner, q: string, useCache = true): Promise<Suggestions> {
  const read = async () => suggest(app.db, await shopThesaurus(app), q);
  if (!useCache) return read();
  return readThrough(cachesOf(app).suggestions, q.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' '), read);
}
