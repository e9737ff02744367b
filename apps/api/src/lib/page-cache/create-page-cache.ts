import type { App } from '../types.ts';
import { MemoryPageStore } from './memory-page-store.ts';
import { PageCache } from './page-cache.ts';
import { RedisPageStore } from './redis-page-store.ts';

// One cache per app (keyed by its bus, the same object in every plugin context): pages and
// public catalogue answers share its store, its purges and its race guard.
const cacheByBus = new WeakMap<object, PageCache>();

/**
 * The app's guest page cache: in Redis when REDIS_URL is set, else in this process; purged by the
 * change bus. Server-rendered pages and the public catalogue's JSON answers are kept in it.
 */
export function createPageCache(app: App): PageCache {
  const existing = cacheByBus.get(app.changes);
  if (existing) return existing;
  const { config } = app;
  const store = app.redis
    ? new RedisPageStore(app.redis, { maxEntries: config.PAGE_CACHE_MAX_ENTRIES, ttlSeconds: config.PAGE_CACHE_TTL_SECONDS })
    : new MemoryPageStore({
        maxBytes: config.PAGE_CACHE_MAX_MB * 1_048_576,
        maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
        ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000,
      });
  const cache = new PageCache(store, app.log);
  const unfollow = cache.follow(app.changes);
  app.addHook('onClose', async () => { unfollow(); });
  cacheByBus.set(app.changes, cache);
  return cache;
}
