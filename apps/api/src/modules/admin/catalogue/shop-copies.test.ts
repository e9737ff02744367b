import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema } from '@dhatu/domain';
import { cachedSearch } from '../../catalogue/catalogue-cache.ts';
import { startAdminTest, type AdminTest } from './test-helpers.ts';

/**
 * Outside tests the shop keeps short-lived copies of product lists and searches
 * (catalogue/catalogue-cache.ts). An admin change must show in the shop at once, not 10 s later.
 */
describe('admin changes and the shop’s cached lists', () => {
  let a: AdminTest;
  /** A search through the same cache GET /api/products uses outside tests. */
  const search = async (words: string) => (await cachedSearch(a.t.app, productListQuerySchema.parse({ search: words }))).total;

  beforeAll(async () => {
    a = await startAdminTest({ seed: false });
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
});
