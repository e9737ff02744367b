import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@dhatu/domain';
import { cacheTags } from '../../../lib/changes/cache-tags.ts';
import { cachedSearch } from '../../catalogue/catalogue-cache.ts';
import { startAdminTest, type AdminTest } from './test-helpers.ts';

/**
 * Outside tests the shop keeps copies of product lists and searches (catalogue/catalogue-cache.ts),
 * and browsers keep catalogue answers by ETag. An admin change must show in the shop at once:
 * every change publishes the tags it touched (lib/changes), and every instance drops them.
 */
describe('admin changes and the shop’s cached lists', () => {
  let a: AdminTest;
  let heard: string[][] = [];
  /** A search through the same cache GET /api/products uses outside tests. */
  const search = async (words: string) => (await cachedSearch(a.t.app, productListQuerySchema.parse({ search: words }))).total;
  const listen = () => { heard = []; };

  beforeAll(async () => {
    a = await startAdminTest({ seed: false });
    a.t.app.changes.subscribe((tags) => { heard.push([...tags]); });
  });
  afterAll(() => a.close());

  it('a created, then hidden product shows and goes at once, however recently the search was read', async () => {
    const category = (await a.call('POST', '/api/admin/categories', { name: 'Copper' })).json() as { _id: string };
    expect(await search('zebra lamp')).toBe(0);
    const created = await a.call('POST', '/api/admin/products', { name: 'Zebra Lamp', price: 900, stock: 4, category: category._id });
    expect(created.statusCode, created.body).toBe(201);
    expect(await search('zebra lamp')).toBe(1);
    const hidden = await a.call('PATCH', `/api/admin/products/${(created.json() as { _id: string })._id}`, { isHidden: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await search('zebra lamp')).toBe(0);
  });

  it('each change names what it touched: a price the product and the lists, stock only the product', async () => {
    const category = (await a.call('POST', '/api/admin/categories', { name: 'Brass' })).json() as { _id: string };
    const { _id: id } = (await a.call('POST', '/api/admin/products', { name: 'Bell', price: 300, stock: 9, category: category._id })).json() as { _id: string };

    listen();
    expect((await a.call('PATCH', `/api/admin/products/${id}`, { price: 350 })).statusCode).toBe(200);
    expect(heard).toEqual([[cacheTags.product(id), cacheTags.catalogue]]);
    listen();
    expect((await a.call('PATCH', `/api/admin/products/${id}`, { stock: 0 })).statusCode).toBe(200);
    expect(heard).toEqual([[cacheTags.product(id)]]);
    listen();
    expect((await a.call('POST', '/api/admin/banners', { title: 'Diwali', material: 'brass' })).statusCode).toBe(201);
    expect((await a.call('POST', '/api/admin/coupons', { code: 'DIYA10', discountType: 'fixed', discountValue: 10 })).statusCode).toBe(201);
    expect(heard).toEqual([[cacheTags.banners], [cacheTags.coupons]]);

    // A refused change publishes nothing.
    listen();
    expect((await a.call('PATCH', `/api/admin/products/${id}`, { price: -1 })).statusCode).toBe(400);
    expect(heard).toEqual([]);
  });

  it('catalogue answers carry an ETag, answer 304 while unchanged, and the new price as soon as it is saved', async () => {
    const category = (await a.call('POST', '/api/admin/categories', { name: 'Silver' })).json() as { _id: string };
    const { _id: id } = (await a.call('POST', '/api/admin/products', { name: 'Cup', price: 700, stock: 3, category: category._id })).json() as { _id: string };
    const first = await a.call('GET', `/api/products/${id}`, undefined, null);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await a.t.app.inject({ url: `/api/products/${id}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await a.call('PATCH', `/api/admin/products/${id}`, { price: 750 });
    const changed = await a.t.app.inject({ url: `/api/products/${id}`, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { price: number }).price).toBe(750);
    expect(changed.headers.etag).not.toBe(etag);

    const banners = await a.call('GET', '/api/banners', undefined, null);
    expect(banners.headers.etag).toBeTruthy();
    expect((await a.t.app.inject({ url: '/api/banners', headers: { 'if-none-match': banners.headers.etag as string } })).statusCode).toBe(304);
  });
});
