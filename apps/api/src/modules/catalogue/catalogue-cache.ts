import { LRUCache } from 'lru-cache';
import type { ProductListQuery } from '@dhatu/domain';
import type { AppDataLists } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import type { App } from '../../lib/types.ts';
import { listBanners, listCategories, listSubcategories } from './app-data.service.ts';
import { listProducts, productsByIds } from './products.service.ts';


type ListAnswer = Awaited<ReturnType<typeof listProducts>>;

/**
 * How long a process reuses what it read. An admin change on this process drops the copies at once
 * (invalidateAppData); the time bounds how long another instance behind the same load balancer may
 * still show the old categories, banners or search results. Public catalogue answers already say
 * `max-age=60` to browsers and CDNs, so a few seconds here change nothing a shopper could see.
 */
export const CATALOGUE_CACHE_TTL_MS = 10_000;
/** Distinct searches kept at once; the oldest goes first. */
export const SEARCH_CACHE_SIZE = 500;

/**
 * Answers kept in memory for a short time (lru-cache): one read per key at a time, the least
 * recently used dropped when full, a failed read never kept. `now` is the caller's clock, so the
 * TTL can be tested without waiting.
 */
export class TtlCache<V extends object | number> {
  #now = 0;
  readonly #entries: LRUCache<string, V, () => Promise<V>>;

  constructor(readonly ttlMs: number, readonly maxEntries: number) {
    this.#entries = new LRUCache<string, V, () => Promise<V>>({
      max: maxEntries,
      ttl: ttlMs,
      ttlResolution: 0,
      perf: { now: () => this.#now },
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, read: () => Promise<V>, now = Date.now()): Promise<V> {
    this.#now = now;
    return (await this.#entries.fetch(key, { context: read }))!;
  }

  clear() {
    this.#entries.clear();
  }
}

/** What a search keeps: which products matched, in ranked order for the page, and how many in all. */
interface SearchPage { ids: string[]; total: number }

interface Caches { appData: TtlCache<AppDataLists>; searches: TtlCache<SearchPage>; counts: TtlCache<number> }

// Keyed by the database handle: the same object in every plugin context of one app.
const cachesByDb = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      appData: new TtlCache(CATALOGUE_CACHE_TTL_MS, 1),
      searches: new TtlCache(CATALOGUE_CACHE_TTL_MS, SEARCH_CACHE_SIZE),
      counts: new TtlCache(CATALOGUE_CACHE_TTL_MS, SEARCH_CACHE_SIZE),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/**
 * Banners, categories and subcategories for server rendering. Every page needs them: one read per
 * TTL instead of three queries per page.
 */
export function cachedAppData(app: Pick<App, 'db'>, now = Date.now()): Promise<AppDataLists> {
  return cachesOf(app.db).appData.get('all', async () => {
    const [banners, categories, subcategories] = await Promise.all([listBanners(app.db), listCategories(app.db), listSubcategories(app.db)]);
    return { banners, categories, subcategories };
  }, now);
}

/**
 * A product list: a search goes through `cachedSearch` (below); otherwise the page of rows is read
 * fresh (an index in order, stopping after the page) and only the number of matches, which touches
 * every match, is kept for the TTL.
 */
export function cachedList(app: Pick<App, 'db'>, query: ProductListQuery, now = Date.now()): Promise<ListAnswer> {
  if (query.search?.trim()) return cachedSearch(app, query, now);
  const { counts } = cachesOf(app.db);
  return listProducts(app.db, query, { countThrough: (key, read) => counts.get(key, read, now) });
}

/**
 * A product list with a search term. Typo-tolerant matching computes trigram similarity for every
 * candidate row (about 25 ms of database time at 10,000 products), so which products matched, in
 * ranked order, and how many, are kept for the TTL; the products themselves are read fresh by id
 * every time (price, stock, rating and visibility as they are now — a product hidden since is
 * left out).
 */
export async function cachedSearch(app: Pick<App, 'db'>, query: ProductListQuery, now = Date.now()): Promise<ListAnswer> {
  let answered: ListAnswer | undefined;
  const page = await cachesOf(app.db).searches.get(JSON.stringify(query), async () => {
    answered = await listProducts(app.db, query);
    return { ids: answered.products.map((p) => p._id), total: answered.total };
  }, now);
  // This request did the search: its answer is already fresh.
  if (answered) return answered;
  return { products: await productsByIds(app.db, page.ids), total: page.total, page: query.page, pages: Math.ceil(page.total / query.limit) };
}

/**
 * Call after any change to categories, subcategories, banners or products (the admin console
 * does): the next page, search and list total on this process read the database again.
 */
export function invalidateAppData(app: Pick<App, 'db'>): void {
  const caches = cachesByDb.get(app.db);
  caches?.appData.clear();
  caches?.searches.clear();
  caches?.counts.clear();
}
