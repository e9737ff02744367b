import type { App } from '../types.ts';
import { LayeredPageStore } from './layered-page-store.ts';
import { MemoryPageStore } from './memory-page-store.ts';
import { PageCache } from './page-cache.ts';
import { RedisPageStore } from './redis-page-store.ts';

/** Server-rendered guest pages, or the public catalogue's JSON answers (modules/catalogue/answer-cache.ts). */
export type CacheKind = 'pages' | 'answers';

/** Answers are small: in process they get a quarter of PAGE_CACHE_MAX_MB. */
const SHARE_OF_MEMORY: Record<CacheKind, number> = { pages: 1, answers: 0.25 };

// One cache of each kind per app, keyed by its bus (the same object in every plugin context).
const cachesByBus = new WeakMap<object, Map<CacheKind, PageCache>>();

/**
 * The app's guest cache of a kind: in Redis when REDIS_URL is set (each kind in its own key
 * space, with a copy in this process in front), else in this process; purged by the change bus.
 */
export function createPageCache(app: App, kind: CacheKind = 'pages'): PageCache {
  const caches = cachesByBus.get(app.changes) ?? new Map<CacheKind, PageCache>();
  cachesByBus.set(app.changes, caches);
  const existing = caches.get(kind);
  if (existing) return existing;
  const { config } = app;
  const inProcess = new MemoryPageStore({
    maxBytes: Math.round(config.PAGE_CACHE_MAX_MB * SHARE_OF_MEMORY[kind] * 1_048_576),
    maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
    ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000,
  });
  const store = app.redis
    ? new LayeredPageStore(inProcess, new RedisPageStore(app.redis, { maxEntries: config.PAGE_CACHE_MAX_ENTRIES, ttlSeconds: config.PAGE_CACHE_TTL_SECONDS, namespace: kind }))
    : inProcess;
  const cache = new PageCache(store, app.log);
  const unfollow = cache.follow(app.changes);
  app.addHook('onClose', async () => { unfollow(); });
  caches.set(kind, cache);
  return cache;
}
