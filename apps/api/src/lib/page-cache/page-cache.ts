import type { FastifyBaseLogger } from 'fastify';
import { ALL_TAGS } from '../changes/cache-tags.ts';
import type { ChangeBus } from '../changes/change-bus.ts';
import { compressPage, type CachedPage } from './cached-page.ts';
import type { PageStore } from './page-store.ts';
import { SHELL_TAGS, tagsOfApiAnswer } from './page-tags.ts';

/**
 * What one render read, as it goes: the tags of every in-process API answer, and whether
 * anything failed or was unknown (then the page is not stored). Made by PageCache.beginRender.
 */
export class PageRender {
  readonly tags = new Set<string>(SHELL_TAGS);
  #storable = true;

  constructor(readonly key: string, readonly startedAt: number) {}

  get storable(): boolean {
    return this.#storable;
  }

  /** An in-process API answer the page read. */
  noteAnswer(path: string, status: number, data: unknown): void {
    let tags: string[] | null = null;
    try {
      if (status >= 200 && status < 300) tags = tagsOfApiAnswer(path, data);
    } catch {
      tags = null;
    }
    if (tags) for (const tag of tags) this.tags.add(tag);
    else this.#storable = false;
  }

  /** Something the page read failed (it shows an error or a gap): never store it. */
  spoil(): void {
    this.#storable = false;
  }
}

/**
 * The guest page cache: a store (Redis or this process), purged by tag from the change bus.
 *
 * The race it guards: a render reads a price, the owner saves a new one, the purge runs, then
 * the render finishes and would store the old price after the purge. Every purge this process
 * hears ticks a clock and notes the tags; a render remembers the clock when it started and is not
 * stored if one of its tags (or everything) was purged since. Every instance hears every change
 * (the bus), so a render on any instance is guarded; a page stored just before the purge arrives
 * is dropped by it (one Redis connection runs the store and the purge in order).
 */
export class PageCache {
  #clock = 0;
  #allPurgedAt = 0;
  readonly #purgedAt = new Map<string, number>();
  #rendering = 0;
  /** The first render of each key in flight, and what it stored: later requests wait for it. */
  readonly #leaders = new Map<string, { render: PageRender; stored: Promise<CachedPage | undefined>; settle: (page: CachedPage | undefined) => void }>();

  constructor(
    readonly store: PageStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens to the bus; returns the unsubscribe. */
  follow(changes: ChangeBus): () => void {
    return changes.subscribe((tags) => this.hear(tags));
  }

  hear(tags: readonly string[]): void {
    this.#clock += 1;
    if (tags.includes(ALL_TAGS)) this.#allPurgedAt = this.#clock;
    else for (const tag of tags) this.#purgedAt.set(tag, this.#clock);
    this.store.purge(tags).catch((error: unknown) => {
      this.log.error({ err: error, tags: tags.length }, 'page cache: a purge failed; pages may stay stale until their TTL');
    });
  }

  /** A stored page, or undefined (also when the store does not answer: the page is rendered). */
  async get(key: string): Promise<CachedPage | undefined> {
    try {
      return await this.store.get(key);
    } catch (error) {
      this.log.warn({ err: error }, 'page cache: read failed, rendering instead');
      return undefined;
    }
  }

  beginRender(key: string): PageRender {
    this.#rendering += 1;
    const render = new PageRender(key, this.#clock);
    if (!this.#leaders.has(key)) {
      let settle!: (page: CachedPage | undefined) => void;
      const stored = new Promise<CachedPage | undefined>((resolve) => { settle = resolve; });
      this.#leaders.set(key, { render, stored, settle });
    }
    return render;
  }

  /**
   * When this process is rendering the key already: the page that render stores (undefined if it
   * stores none). A hundred shoppers asking for home just after a purge cost one render, not 100.
   */
  renderInFlight(key: string): Promise<CachedPage | undefined> | undefined {
    return this.#leaders.get(key)?.stored;
  }

  /** Ends a render; stores the page unless it may be stale or should not be kept (page null). */
  async finishRender(render: PageRender, rendered: Omit<CachedPage, 'tags'> | null): Promise<boolean> {
    // Compressed before the staleness check below, so a purge heard meanwhile still keeps it out.
    const page = rendered && render.storable ? await compressPage(rendered).catch(() => rendered) : null;
    this.#rendering -= 1;
    const store = page !== null && render.storable && !this.#purgedSince(render);
    // With no render in flight no one asks about older purges: forget them.
    if (this.#rendering === 0) this.#purgedAt.clear();
    const stored = store ? { ...page, tags: [...render.tags] } : undefined;
    const leader = this.#leaders.get(render.key);
    if (leader?.render === render) {
      this.#leaders.delete(render.key);
      leader.settle(stored);
    }
    if (!stored) return false;
    try {
      await this.store.set(render.key, stored);
      return true;
    } catch (error) {
      this.log.warn({ err: error }, 'page cache: store failed');
      return false;
    }
  }

  #purgedSince(render: PageRender): boolean {
    if (this.#allPurgedAt > render.startedAt) return true;
    for (const tag of render.tags) if ((this.#purgedAt.get(tag) ?? 0) > render.startedAt) return true;
    return false;
  }
}
