import type { ProductListQuery } from '@dhatu/domain';
import type { Db } from '../../db/client.ts';
import type { App } from '../../lib/types.ts';
import type { BannerDto, CategoryDto, SubcategoryDto } from './app-data.schemas.ts';
import { listBanners, listCategories, listSubcategories } from './app-data.service.ts';
import { listProducts } from './products.service.ts';

/** What every server-rendered page needs (storefront §4 App data), read together. */
export interface AppDataLists {
  banners: BannerDto[];
  categories: CategoryDto[];
  subcategories: SubcategoryDto[];
}

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

/** Answers kept in memory for a short time; a failed read is never kept. */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  constructor(readonly ttlMs: number, readonly maxEntries: number) {}

  get(key: string, read: () => Promise<V>, now = Date.now()): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    const fresh = { value: read(), expiresAt: now + this.ttlMs };
    this.#entries.set(key, fresh);
    fresh.value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return fresh.value;
  }

  clear() {
    this.#entries.clear();
  }
}

interface Caches { appData: TtlCache<AppDataLists>; searches: TtlCache<ListAnswer> }

// Keyed by the database handle: the same object in every plugin context of one app.
const cachesByDb = new WeakMap<Db, Caches>();

function cachesOf(db: Db): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = { appData: new TtlCache(CATALOGUE_CACHE_TTL_MS, 1), searches: new TtlCache(CATALOGUE_CACHE_TTL_MS, SEARCH_CACHE_SIZE) };
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
 * A product list with a search term. Typo-tolerant matching computes trigram similarity for every
 * candidate row (about 25 ms of database time at 10,000 products), so the same search asked again
 * within the TTL is answered from memory. Lists without a search read an index and are not kept.
 */
export function cachedSearch(app: Pick<App, 'db'>, query: ProductListQuery, now = Date.now()): Promise<ListAnswer> {
  const key = JSON.stringify(query);
  return cachesOf(app.db).searches.get(key, () => listProducts(app.db, query), now);
}

/**
 * Call after any change to categories, subcategories, banners or products (the admin console
 * does): the next page and the next search on this process read the database again.
 */
export function invalidateAppData(app: Pick<App, 'db'>): void {
  const caches = cachesByDb.get(app.db);
  caches?.appData.clear();
  caches?.searches.clear();
}
