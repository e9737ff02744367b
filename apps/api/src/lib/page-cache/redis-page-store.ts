import type { Redis } from 'ioredis';
import { ALL_TAGS } from '../changes/cache-tags.ts';
import { decodePage, encodePage, type CachedPage } from './cached-page.ts';
import type { PageStore } from './page-store.ts';

export interface RedisPageStoreOptions {
  maxEntries: number;
  ttlSeconds: number;
  /** The key space: 'pages' (the default) or another cache's own (keys, index and tag sets apart). */
  namespace?: string;
}

/**
 * KEYS: the page, the index (a sorted set of every page key by time stored), then one set per tag.
 * ARGV: the encoded page, the TTL in seconds, now, the most pages kept. Stores the page, notes it
 * in the index and in each tag's set, and drops the oldest pages beyond the cap — in one step.
 */
const STORE = `
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], KEYS[1])
for i = 3, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[1])
  redis.call('EXPIRE', KEYS[i], ARGV[2])
end
local over = redis.call('ZCARD', KEYS[2]) - tonumber(ARGV[4])
if over > 0 then
  local oldest = redis.call('ZPOPMIN', KEYS[2], over)
  for i = 1, #oldest, 2 do redis.call('DEL', oldest[i]) end
end
return 1`;

/** KEYS: the index, then tag sets. Drops every page in those sets, and the sets. */
const PURGE = `
local dropped = 0
for i = 2, #KEYS do
  local pages = redis.call('SMEMBERS', KEYS[i])
  for _, page in ipairs(pages) do
    dropped = dropped + redis.call('DEL', page)
    redis.call('ZREM', KEYS[1], page)
  end
  redis.call('DEL', KEYS[i])
end
return dropped`;

/** KEYS: the index. Drops every page it lists, and the index (tag sets expire on their own). */
const PURGE_ALL = `
local pages = redis.call('ZRANGE', KEYS[1], 0, -1)
for i = 1, #pages, 500 do
  redis.call('DEL', unpack(pages, i, math.min(i + 499, #pages)))
end
redis.call('DEL', KEYS[1])
return #pages`;

/** Tags purged per script call: a bulk change of 10,000 prices runs as many short steps. */
const PURGE_BATCH = 200;

/**
 * The page cache every instance shares (REDIS_URL). Keys carry REDIS_KEY_PREFIX (ioredis adds it
 * to KEYS; members stored inside sets are the full keys, so scripts use them as they are).
 */
export class RedisPageStore implements PageStore {
  readonly #redis: Redis;
  readonly #options: RedisPageStoreOptions;
  /**
   * A purge did not reach Redis (it was away): pages it should have dropped may still be there
   * when Redis is back. Nothing is read from it again before everything has been dropped.
   */
  #missedPurge = false;

  readonly #index: string;
  readonly #namespace: string;

  constructor(redis: Redis, options: RedisPageStoreOptions) {
    this.#redis = redis;
    this.#options = options;
    this.#namespace = options.namespace ?? 'pages';
    this.#index = `${this.#namespace}:index`;
  }

  #pageKey(key: string): string {
    return `${this.#namespace}:page:${key}`;
  }

  #tagKey(tag: string): string {
    return `${this.#namespace}:tag:${tag}`;
  }

  /** Redis answers now (no waiting on a reconnect: a page renders instead), and no purge was missed. */
  async #usable(): Promise<boolean> {
    if (this.#redis.status !== 'ready') {
      this.#missedPurge = true;
      return false;
    }
    if (this.#missedPurge) {
      await this.#redis.eval(PURGE_ALL, 1, this.#index);
      this.#missedPurge = false;
    }
    return true;
  }

  async get(key: string): Promise<CachedPage | undefined> {
    if (!(await this.#usable())) return undefined;
    const stored = await this.#redis.getBuffer(this.#pageKey(key));
    return stored ? decodePage(stored) : undefined;
  }

  async set(key: string, page: CachedPage): Promise<void> {
    if (!(await this.#usable())) return;
    const keys = [this.#pageKey(key), this.#index, ...page.tags.map((tag) => this.#tagKey(tag))];
    await this.#redis.eval(
      STORE, keys.length, ...keys,
      encodePage(page), this.#options.ttlSeconds, Date.now(), this.#options.maxEntries,
    );
  }

  async purge(tags: readonly string[]): Promise<void> {
    try {
      await this.#purge(tags);
    } catch (error) {
      this.#missedPurge = true;
      throw error;
    }
  }

  async #purge(tags: readonly string[]): Promise<void> {
    if (tags.includes(ALL_TAGS)) {
      await this.#redis.eval(PURGE_ALL, 1, this.#index);
      return;
    }
    for (let i = 0; i < tags.length; i += PURGE_BATCH) {
      const sets = tags.slice(i, i + PURGE_BATCH).map((tag) => this.#tagKey(tag));
      await this.#redis.eval(PURGE, sets.length + 1, this.#index, ...sets);
    }
  }

  size(): Promise<number> {
    return this.#redis.zcard(this.#index);
  }
}


