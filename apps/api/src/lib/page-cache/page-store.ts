import type { CachedPage } from './cached-page.ts';

/** Where cached pages live: Redis, shared by every instance, or this process's memory. */
export interface PageStore {
  get(key: string): Promise<CachedPage | undefined>;
  set(key: string, page: CachedPage): Promise<void>;
  /** Drops every page carrying one of the tags (ALL_TAGS: every page). */
  purge(tags: readonly string[]): Promise<void>;
  /** How many pages are kept (tests and the health of the cache). */
  size(): Promise<number>;
}
