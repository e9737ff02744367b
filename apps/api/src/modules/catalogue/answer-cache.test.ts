import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheTags } from '../../lib/changes/cache-tags.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

interface Product { _id: string; price: number }

describe('the shared cache of public catalogue answers', () => {
  let t: TestContext;
  let product: Product;
  let other: Product;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const setPrice = (id: string, price: number) => t.database.db.execute(sql`update products set price_paise = ${price * 100} where id = ${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    [product, other] = (await get('/api/products?limit=2')).json<{ products: [Product, Product] }>().products;
  });
  afterAll(() => t.close());

  it('answers a repeated read from the cache, and after a change the next read has the new price', async () => {
    const url = `/api/products/${product._id}`;
    await t.app.changes.publish([cacheTags.product(product._id)]);
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    await setPrice(product._id, product.price + 111);
    const hit = await get(url);
    // Not told yet: the cache still holds the answer it read (the console's save tells it).
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.json<Product>().price).toBe(product.price);
    expect(hit.headers['content-type']).toContain('application/json');
    expect(hit.headers.etag).toBeTruthy();

    await t.app.changes.publish([cacheTags.product(product._id)]);
    const fresh = await get(url);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json<Product>().price).toBe(product.price + 111);
    await setPrice(product._id, product.price);
    await t.app.changes.publish([cacheTags.product(product._id)]);
  });

  it('drops a list holding the product on its change, and keeps another product\'s answer', async () => {
    const list = '/api/products?limit=2';
    const otherUrl = `/api/products/${other._id}`;
    await get(list);
    await get(otherUrl);
    expect((await get(list)).headers['x-cache']).toBe('HIT');
    await t.app.changes.publish([cacheTags.product(product._id)]);
    expect((await get(list)).headers['x-cache']).toBe('MISS');
    expect((await get(otherUrl)).headers['x-cache']).toBe('HIT');
  });

  it('makes no second entry for unknown parameters, and never answers a signed-in request from it', async () => {
    const url = `/api/products/${other._id}`;
    await get(url);
    expect((await get(`${url}?utm_source=x&b=2`)).headers['x-cache']).toBe('HIT');
    expect((await get(url, { authorization: 'Bearer whatever' })).headers['x-cache']).toBeUndefined();
  });

  it('keeps a search from its second asking: one asked once costs no compressed copies (issue 28)', async () => {
    const url = '/api/products?search=pital%20diya';
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    expect((await get(url)).headers['x-cache']).toBe('MISS');
    const third = await get(url);
    expect(third.headers['x-cache']).toBe('HIT');
    expect(third.json<{ products: { name: string }[] }>().products[0]!.name).toMatch(/Brass/);
  });

  it('answers 304 to a browser holding the same ETag', async () => {
    const url = `/api/products/${other._id}`;
    const { etag } = (await get(url)).headers as { etag: string };
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});
