import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductDto } from '@dhatu/domain/contracts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { cacheTags } from '../../lib/changes/cache-tags.ts';

type List = { products: ProductDto[]; total: number; page: number; pages: number };

describe('products API', () => {
  let t: TestContext;
  let categories: { _id: string; name: string }[];
  let subcategories: { _id: string; name: string; parentCategory: string }[];
  const get = async <T = List>(url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.json() as T };
  };
  const category = (name: string) => categories.find((c) => c.name.toLowerCase() === name)!;

  beforeAll(async () => {
    t = await createTestApp();
    categories = (await get<{ categories: typeof categories }>('/api/categories')).body.categories;
    subcategories = (await get<{ subcategories: typeof subcategories }>('/api/categories/subcategories/all')).body.subcategories;
  });
  afterAll(() => t.close());

  it('lists 16 newest products by default with total and pages', async () => {
    const { status, body } = await get('/api/products');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(16);
    expect(body.page).toBe(1);
    expect(body.pages).toBe(Math.ceil(body.total / 16));
    const dates = body.products.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives products the spec fields with prices in rupees and the rating aliases', async () => {
    const { body } = await get('/api/products?limit=100');
    for (const p of body.products) {
      expect(p.discountedPrice).toBe(Math.round(p.price * (1 - p.discount / 100)));
      expect(p.averageRating).toBe(p.ratings);
      expect(p.numReviews).toBe(p.reviewsCount);
      if (p.reviewsCount === 0) expect(p.ratings).toBe(0);
      expect(p.images.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('pages through every product exactly once', async () => {
    const first = await get('/api/products?limit=10');
    const seen = new Set<string>();
    for (let page = 1; page <= first.body.pages; page++) {
      const { body } = await get(`/api/products?limit=10&page=${page}`);
      body.products.forEach((p) => seen.add(p._id));
    }
    expect(seen.size).toBe(first.body.total);
    const beyond = await get(`/api/products?limit=10&page=${first.body.pages + 1}`);
    expect(beyond.body.products).toEqual([]);
  });

  it('filters by categories, subcategories and the single category parameter', async () => {
    const brass = category('brass');
    const silver = category('silver');
    const both = await get(`/api/products?limit=100&categories=${brass._id},${silver._id}`);
    expect(both.body.total).toBeGreaterThan(0);
    expect(new Set(both.body.products.map((p) => p.category._id))).toEqual(new Set([brass._id, silver._id]));
    const single = await get(`/api/products?limit=100&category=${brass._id}`);
    expect(single.body.products.every((p) => p.category._id === brass._id)).toBe(true);
    const sub = subcategories.find((s) => s.parentCategory === brass._id)!;
    const bySub = await get(`/api/products?limit=100&subcategories=${sub._id}`);
    expect(bySub.body.total).toBeGreaterThan(0);
    expect(bySub.body.products.every((p) => p.subcategory?._id === sub._id)).toBe(true);
  });

  it('filters by price ranges on the price the shopper pays', async () => {
    const { body } = await get('/api/products?limit=100&priceRanges=0,2');
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.products) {
      const inRange = (p.discountedPrice >= 0 && p.discountedPrice <= 500) || (p.discountedPrice >= 1000 && p.discountedPrice <= 5000);
      expect(inRange, `${p.name} at ${p.discountedPrice}`).toBe(true);
    }
    const all = await get('/api/products?limit=100');
    const expected = all.body.products.filter((p) => p.discountedPrice <= 500 || (p.discountedPrice >= 1000 && p.discountedPrice <= 5000));
    expect(body.total).toBe(expected.length);
  });

  it('joins touching price ranges and sorts within them (one category, by price)', async () => {
    const brass = category('brass');
    const { body } = await get(`/api/products?limit=100&categories=${brass._id}&priceRanges=2,1,1&sort=price`);
    const all = await get(`/api/products?limit=100&categories=${brass._id}&sort=price`);
    const expected = all.body.products.filter((p) => p.discountedPrice >= 500 && p.discountedPrice <= 5000).map((p) => p._id);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.products.map((p) => p._id)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('sorts by price both ways', async () => {
    const up = (await get('/api/products?limit=100&sort=price')).body.products.map((p) => p.discountedPrice);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await get('/api/products?limit=100&sort=-price')).body.products.map((p) => p.discountedPrice);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('finds products through typos, ranked by relevance', async () => {
    const diyas = await get('/api/products?search=brss%20diya');
    expect(diyas.body.total).toBeGreaterThan(0);
    expect(diyas.body.products[0]!.name.toLowerCase()).toMatch(/diya|lamp|vilakku/);
    expect(diyas.body.products.slice(0, 3).every((p) => p.category.name === 'Brass')).toBe(true);
    const silver = await get('/api/products?search=silvr&limit=100');
    expect(silver.body.total).toBeGreaterThan(0);
    expect(silver.body.products[0]!.category.name).toBe('Silver');
    const nothing = await get('/api/products?search=zzqxv');
    expect(nothing.body).toEqual({ products: [], total: 0, page: 1, pages: 0, capped: false, didYouMean: null });
  });

  it('gives a search the same total on every page, and past the last one', async () => {
    const first = await get('/api/products?search=brass&limit=5');
    expect(first.body.total).toBeGreaterThan(5);
    const second = await get('/api/products?search=brass&limit=5&page=2');
    expect(second.body.total).toBe(first.body.total);
    expect(second.body.products.map((p) => p._id)).not.toContain(first.body.products[0]!._id);
    const beyond = await get(`/api/products?search=brass&limit=5&page=${first.body.pages + 1}`);
    expect(beyond.body).toEqual({ products: [], total: first.body.total, page: first.body.pages + 1, pages: first.body.pages, capped: false, didYouMean: null });
  });

  it('answers each product of a search as its own page does, asked afresh and asked again', async () => {
    // Afresh, the page's products come with the ranking (one round trip); asked again, by id.
    const url = '/api/products?search=brass%20diya&limit=12';
    for (const asked of [await get(url), await get(url)]) {
      expect(asked.body.products.length).toBeGreaterThan(3);
      for (const product of asked.body.products) expect(product).toEqual((await get<ProductDto>(`/api/products/${product._id}`)).body);
    }
  });

  it('orders a search by price when a sort is chosen', async () => {
    const { body } = await get('/api/products?search=brass&sort=price&limit=100');
    const prices = body.products.map((p) => p.discountedPrice);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ['page=0', 'page'], ['page=abc', 'page'], ['page=1.5', 'page'], ['limit=101', 'limit'], ['limit=0', 'limit'],
    ['sort=cheap', 'sort'], ['priceRanges=7', 'priceRanges'], ['priceRanges=a', 'priceRanges'], ['categories=%3Cscript%3E', 'categories'],
  ])('refuses %s with a 400 naming %s', async (query, name) => {
    const res = await t.app.inject(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(name);
  });

  it('answers featured (8) and new arrivals (6)', async () => {
    const featured = (await get<{ products: ProductDto[] }>('/api/products/featured')).body.products;
    expect(featured.length).toBe(8);
    expect(featured.every((p) => p.isFeatured)).toBe(true);
    const fresh = (await get<{ products: ProductDto[] }>('/api/products/new')).body.products;
    expect(fresh.length).toBe(6);
    expect(fresh.every((p) => p.isNew)).toBe(true);
  });

  it('reads one product, and 404s unknown and malformed ids with "Product not found"', async () => {
    const [first] = (await get('/api/products')).body.products;
    const one = await get<ProductDto>(`/api/products/${first!._id}`);
    expect(one.status).toBe(200);
    expect(one.body.name).toBe(first!.name);
    for (const id of ['nope', 'x'.repeat(64), "1' or '1'='1"]) {
      const res = await t.app.inject(`/api/products/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Product not found' });
    }
  });

  it('hides hidden products everywhere', async () => {
    const [first] = (await get('/api/products')).body.products;
    // Changed behind the app's back, so told as the console's save would tell every cache.
    const hide = async (hidden: boolean) => {
      await t.database.db.execute(sql`update products set is_hidden = ${hidden} where id = ${first!._id}`);
      await t.app.changes.publish([cacheTags.catalogue, cacheTags.product(first!._id)]);
    };
    await hide(true);
    expect((await t.app.inject(`/api/products/${first!._id}`)).statusCode).toBe(404);
    const list = await get('/api/products?limit=100');
    expect(list.body.products.some((p) => p._id === first!._id)).toBe(false);
    await hide(false);
  });

  it('picks similar products: one per category plus random others, up to 10, never itself', async () => {
    const [first] = (await get('/api/products')).body.products;
    const { products } = (await get<{ products: ProductDto[] }>(`/api/products/similar?exclude=${first!._id}`)).body;
    expect(products).toHaveLength(10);
    expect(products.some((p) => p._id === first!._id)).toBe(false);
    expect(new Set(products.map((p) => p._id)).size).toBe(10);
    const categoriesWithProducts = new Set((await get('/api/products?limit=100')).body.products.map((p) => p.category._id));
    for (const id of categoriesWithProducts) expect(products.some((p) => p.category._id === id)).toBe(true);
  });

  it('reads products in bulk: duplicates once, unknown and malformed ids failed, at most 100', async () => {
    const list = (await get('/api/products')).body.products;
    const ids = [list[0]!._id, list[1]!._id, list[0]!._id, 'unknown', '%%'];
    const res = await t.app.inject({ method: 'POST', url: '/api/products/bulk', payload: { productIds: ids } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { products: ProductDto[]; failedIds: string[] };
    expect(body.products.map((p) => p._id)).toEqual([list[0]!._id, list[1]!._id]);
    expect(body.failedIds).toEqual(['unknown', '%%']);
    const tooMany = await t.app.inject({ method: 'POST', url: '/api/products/bulk', payload: { productIds: Array.from({ length: 101 }, (_, i) => `id${i}`) } });
    expect(tooMany.statusCode).toBe(400);
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/products/bulk', payload: { productIds: 'abc' } });
    expect(wrongType.statusCode).toBe(400);
  });

  it('serves the festive collection (18 products) and its banner through the bulk calls', async () => {
    const festive = (await get<{ productIds: string[]; bannerIds: string[] }>('/api/products/festive')).body;
    expect(festive.productIds).toHaveLength(18);
    const products = await t.app.inject({ method: 'POST', url: '/api/products/bulk', payload: { productIds: festive.productIds } });
    expect(products.json().products).toHaveLength(18);
    const banners = await t.app.inject({ method: 'POST', url: '/api/banners/bulk', payload: { bannerIds: [...festive.bannerIds, 'gone'] } });
    const body = banners.json() as { banners: { material: string }[]; failedIds: string[] };
    expect(body.banners.length).toBeGreaterThanOrEqual(1);
    expect(body.banners.every((b) => b.material === 'diwali')).toBe(true);
    expect(body.failedIds).toEqual(['gone']);
  });
});
