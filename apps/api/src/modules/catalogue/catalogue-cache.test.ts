import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productListQuerySchema } from '@dhatu/domain';
import { banners, products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { CATALOGUE_CACHE_TTL_MS as APP_DATA_TTL_MS, TtlCache, cachedAppData, cachedList, cachedSearch, invalidateAppData } from './catalogue-cache.ts';

describe('app data cache (server rendering)', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  // Sorted: banners with the same position come in any order.
  const titles = async (now?: number) => (await cachedAppData(t.app, now)).banners.map((b) => b.title).sort();

  it('answers what the three app-data calls answer', async () => {
    invalidateAppData(t.app);
    const lists = await cachedAppData(t.app);
    const api = async (url: string) => (await t.app.inject(url)).json() as Record<string, unknown>;
    expect(lists.banners).toEqual((await api('/api/banners')).banners);
    expect(lists.categories).toEqual((await api('/api/categories')).categories);
    expect(lists.subcategories).toEqual((await api('/api/categories/subcategories/all')).subcategories);
  });

  it('reuses one read within the TTL, reads again after it or when invalidated', async () => {
    invalidateAppData(t.app);
    const now = Date.now();
    const before = await titles(now);
    const [first] = await t.app.db.select().from(banners).limit(1);
    await t.app.db.update(banners).set({ title: 'Changed by the admin' }).where(eq(banners.id, first!.id));

    expect(await titles(now + 1)).toEqual(before);
    expect(await titles(now + APP_DATA_TTL_MS + 1)).toContain('Changed by the admin');

    await t.app.db.update(banners).set({ title: first!.title }).where(eq(banners.id, first!.id));
    expect(await titles(now + APP_DATA_TTL_MS + 2)).toContain('Changed by the admin');
    invalidateAppData(t.app);
    expect(await titles(now + APP_DATA_TTL_MS + 3)).toEqual(before);
  });
});

describe('TtlCache', () => {
  it('keeps an answer for its TTL, forgets failures, and drops the least recently used when full', async () => {
    const cache = new TtlCache<number>(1000, 2);
    const t0 = Date.now();
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.get('a', read, t0 + 0)).toBe(1);
    expect(await cache.get('a', read, t0 + 999)).toBe(1);
    expect(await cache.get('a', read, t0 + 1001)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')), t0 + 1001)).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cache.get('b', read, t0 + 1002)).toBe(3);
    expect(await cache.get('c', read, t0 + 1003)).toBe(4);
    // 'a' was the least recently used of three: gone.
    expect(await cache.get('a', read, t0 + 1004)).toBe(5);
  });
});

// One app for both: each test takes its own figures first and checks only against them.
describe('search and list caches', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('keeps which products a search matched, reads them fresh, until invalidated', async () => {
    const query = productListQuerySchema.parse({ search: 'brss diya' });
    const first = await cachedSearch(t.app, query);
    expect(first.total).toBeGreaterThan(1);
    const [top, next] = first.products;
    await t.app.db.update(products).set({ stock: 777 }).where(eq(products.id, next!._id));
    await t.app.db.update(products).set({ isHidden: true }).where(eq(products.id, top!._id));

    const again = await cachedSearch(t.app, query);
    expect(again.total).toBe(first.total);
    expect(again.products.map((p) => p._id)).toEqual(first.products.slice(1).map((p) => p._id));
    expect(again.products[0]!.stock).toBe(777);

    invalidateAppData(t.app);
    expect((await cachedSearch(t.app, query)).total).toBe(first.total - 1);
  });

  it('reads the list rows fresh and keeps only the total', async () => {
    const query = productListQuerySchema.parse({ limit: '5' });
    const first = await cachedList(t.app, query);
    await t.app.db.update(products).set({ isHidden: true }).where(eq(products.id, first.products[0]!._id));
    const second = await cachedList(t.app, query);
    expect(second.products.map((p) => p._id)).not.toContain(first.products[0]!._id);
    expect(second.total).toBe(first.total);
    invalidateAppData(t.app);
    expect((await cachedList(t.app, query)).total).toBe(first.total - 1);
  });
});
