import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { productListQuerySchema } from '@dhatu/domain';
import { banners, products } from '../../db/schema/index.ts';
import { ALL_TAGS, cacheTags } from '../../lib/changes/cache-tags.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { cachedAppData, cachedList, cachedSearch } from './catalogue-cache.ts';

describe('app data cache (server rendering)', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  // Sorted: banners with the same position come in any order.
  const titles = async () => (await cachedAppData(t.app)).banners.map((b) => b.title).sort();

  it('answers what the three app-data calls answer', async () => {
    await t.app.changes.publish([ALL_TAGS]);
    const lists = await cachedAppData(t.app);
    const api = async (url: string) => (await t.app.inject(url)).json() as Record<string, unknown>;
    expect(lists.banners).toEqual((await api('/api/banners')).banners);
    expect(lists.categories).toEqual((await api('/api/categories')).categories);
    expect(lists.subcategories).toEqual((await api('/api/categories/subcategories/all')).subcategories);
  });

  it('keeps one read until a change to banners or categories, and ignores changes to a product', async () => {
    const before = await titles();
    const [first] = await t.app.db.select().from(banners).limit(1);
    await t.app.db.update(banners).set({ title: 'Changed by the admin' }).where(eq(banners.id, first!.id));
    expect(await titles()).toEqual(before);

    await t.app.changes.publish([cacheTags.product('any'), cacheTags.catalogue, cacheTags.coupons]);
    expect(await titles()).toEqual(before);
    await t.app.changes.publish([cacheTags.banners]);
    expect(await titles()).toContain('Changed by the admin');

    await t.app.db.update(banners).set({ title: first!.title }).where(eq(banners.id, first!.id));
    await t.app.changes.publish([cacheTags.categories]);
    expect(await titles()).toEqual(before);
  });

  it('shares one read between concurrent misses', async () => {
    await t.app.changes.publish([cacheTags.banners]);
    const [a, b] = await Promise.all([cachedAppData(t.app), cachedAppData(t.app)]);
    expect(a).toBe(b);
  });
});

// One app for both: each test takes its own figures first and checks only against them.
describe('search and list caches', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(() => t.close());

  it('keeps which products a search matched, reads them fresh, until the catalogue changes', async () => {
    const query = productListQuerySchema.parse({ search: 'brss diya' });
    const first = await cachedSearch(t.app, query);
    expect(first.total).toBeGreaterThan(1);
    const [top, next] = first.products;
    await t.app.db.update(products).set({ stock: 777 }).where(eq(products.id, next!._id));
    await t.app.db.update(products).set({ isHidden: true }).where(eq(products.id, top!._id));
    // A stock change names only the product: which products match stays as it was.
    await t.app.changes.publish([cacheTags.product(next!._id)]);

    const again = await cachedSearch(t.app, query);
    expect(again.total).toBe(first.total);
    expect(again.products.map((p) => p._id)).toEqual(first.products.slice(1).map((p) => p._id));
    expect(again.products[0]!.stock).toBe(777);

    await t.app.changes.publish([cacheTags.catalogue]);
    expect((await cachedSearch(t.app, query)).total).toBe(first.total - 1);
  });

  it('reads the list rows fresh and keeps only the total, until the catalogue changes', async () => {
    const query = productListQuerySchema.parse({ limit: '5' });
    const first = await cachedList(t.app, query);
    await t.app.db.update(products).set({ isHidden: true }).where(eq(products.id, first.products[0]!._id));
    const second = await cachedList(t.app, query);
    expect(second.products.map((p) => p._id)).not.toContain(first.products[0]!._id);
    expect(second.total).toBe(first.total);
    await t.app.changes.publish([cacheTags.catalogue]);
    expect((await cachedList(t.app, query)).total).toBe(first.total - 1);
  });
});
