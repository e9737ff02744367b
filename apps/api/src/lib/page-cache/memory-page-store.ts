import { LRUCache } from 'lru-cache';
import { ALL_TAGS } from '../changes/cache-tags.ts';
import { pageBytes, type CachedPage } from './cached-page.ts';
import type { PageStore } from './page-store.ts';

export interface MemoryPageStoreOptions {
  maxBytes: number;
  maxEntries: number;
  ttlMs: number;
}

/** What a page costs beyond its body: headers, tags and the index entries, roughly. */
const ENTRY_OVERHEAD_BYTES = 2_048;

/**
 * One process's page cache (no Redis): lru-cache capped in bytes and entries, and a tag index
 * (tag → keys) so a purge drops exactly the pages that carry a tag.
 */
export class MemoryPageStore implements PageStore {
  readonly #byTag = new Map<string, Set<string>>();
  readonly #pages: LRUCache<string, CachedPage>;

  constructor({ maxBytes, maxEntries, ttlMs }: MemoryPageStoreOptions) {
    this.#pages = new LRUCache<string, CachedPage>({
      max: maxEntries,
      maxSize: maxBytes,
      ttl: ttlMs,
      sizeCalculation: (page) => pageBytes(page) + ENTRY_OVERHEAD_BYTES,
      // Evicted, expired, replaced or purged: the index forgets the key.
      dispose: (page, key) => this.#unindex(key, page.tags),
    });
  }

  get(key: string): Promise<CachedPage | undefined> {
    return Promise.resolve(this.#pages.get(key));
  }

  set(key: string, page: CachedPage): Promise<void> {
    this.#pages.set(key, page);
    // lru-cache refuses a page bigger than the whole cache; index only what it kept.
    if (this.#pages.peek(key) === page) {
      for (const tag of page.tags) {
        let keys = this.#byTag.get(tag);
        if (!keys) this.#byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    }
    return Promise.resolve();
  }

  purge(tags: readonly string[]): Promise<void> {
    if (tags.includes(ALL_TAGS)) {
      this.#pages.clear();
      this.#byTag.clear();
      return Promise.resolve();
    }
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) this.#pages.delete(key);
      this.#byTag.delete(tag);
    }
    return Promise.resolve();
  }

  size(): Promise<number> {
    return Promise.resolve(this.#pages.size);
  }

  #unindex(key: string, tags: readonly string[]) {
    for (const tag of tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }
}
