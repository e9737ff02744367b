import { describe, expect, it } from 'vitest';
import type { CachedPage } from './cached-page.ts';
import { LayeredPageStore } from './layered-page-store.ts';
import { MemoryPageStore } from './memory-page-store.ts';
import type { PageStore } from './page-store.ts';

const page = (text: string, tags: string[]): CachedPage => ({ status: 200, headers: {}, body: Buffer.from(text), tags });
const memory = () => new MemoryPageStore({ maxBytes: 1_000_000, maxEntries: 100, ttlMs: 60_000 });

/** A shared store (Redis's part) that counts its reads and can hold one back. */
class SharedStore implements PageStore {
  reads = 0;
  hold: Promise<void> | undefined;
  readonly inner = memory();
  async get(key: string) {
    this.reads += 1;
    const found = await this.inner.get(key);
    await this.hold;
    return found;
  }
  set(key: string, value: CachedPage) { return this.inner.set(key, value); }
  purge(tags: readonly string[]) { return this.inner.purge(tags); }
  size() { return this.inner.size(); }
}

describe('a shared page store with a copy in this process in front', () => {
  it('reads a page another instance stored from the shared store once, then from memory', async () => {
    const shared = new SharedStore();
    const other = new LayeredPageStore(memory(), shared);
    const mine = new LayeredPageStore(memory(), shared);
    await other.set('/about', page('about', ['settings']));
    const reads = shared.reads;
    for (let i = 0; i < 3; i++) expect((await mine.get('/about'))?.body.toString()).toBe('about');
    expect(shared.reads - reads).toBe(1);
  });

  it('drops the copy in front with a purge of its tag, and keeps pages of other tags', async () => {
    const shared = new SharedStore();
    const mine = new LayeredPageStore(memory(), shared);
    await mine.set('/products/id/a', page('₹1,499', ['product:a']));
    await mine.set('/about', page('about', ['settings']));
    await mine.purge(['product:a']);
    expect(await mine.get('/products/id/a')).toBeUndefined();
    expect((await mine.get('/about'))?.body.toString()).toBe('about');
  });

  it('does not keep a copy of a page read while a purge ran (it may be the purged one)', async () => {
    const shared = new SharedStore();
    const other = new LayeredPageStore(memory(), shared);
    const mine = new LayeredPageStore(memory(), shared);
    await other.set('/products/id/a', page('old price', ['product:a']));
    let release!: () => void;
    shared.hold = new Promise((resolve) => { release = resolve; });
    const reading = mine.get('/products/id/a');
    await mine.purge(['product:a']);
    release();
    shared.hold = undefined;
    expect((await reading)?.body.toString()).toBe('old price');
    // Not copied: the next read asks the shared store, where the purge removed it.
    expect(await mine.get('/products/id/a')).toBeUndefined();
  });
});
