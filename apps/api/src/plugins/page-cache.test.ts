/**
 * The guest page cache through the real server-rendered pages (the built web app): HIT and MISS,
 * purge by tag after a price change — the product's page, the list and home that show it, and
 * not an unrelated product's page — the same bytes for everyone with scripts allowed by hash, and no extra entries from
 * unknown parameters, the Host header or a signed-in request.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '@dhatu/domain';
import { products } from '../db/schema/index.ts';
import { cacheTags } from '../lib/changes/cache-tags.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const PUBLIC_URL = 'https://shop.example';
let t: TestContext;
let inList: string;
let home: string[];

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cacheOf = (res: { headers: Record<string, unknown> }) => res.headers['x-cache'];
const scriptNonce = (csp: unknown) => /script-src[^;]*'nonce-([^']+)'/.exec(String(csp))?.[1];

beforeAll(async () => {
  t = await createTestApp({ web: true, env: { PUBLIC_URL } });
  const newest = (await get('/api/products/new')).json<{ products: { _id: string }[] }>().products.map((p) => p._id);
  const firstPage = (await get('/api/products?limit=16')).json<{ products: { _id: string }[] }>().products.map((p) => p._id);
  home = newest;
  inList = newest.find((id) => firstPage.includes(id))!;
  expect(inList, 'a new arrival on the first list page').toBeDefined();
}, 180_000);
afterAll(() => t?.close());

describe('the guest page cache', () => {
  it('serves the second request from the cache: the same bytes for everyone, its scripts allowed by hash, compressed once', async () => {
    const first = await get('/about');
    const second = await get('/about');
    const third = await get('/about');
    expect([cacheOf(first), cacheOf(second), cacheOf(third)]).toEqual(['MISS', 'HIT', 'HIT']);
    // The render itself carries this request's nonce; what the cache serves carries none.
    const nonce = scriptNonce(first.headers['content-security-policy'])!;
    expect(first.body).toContain(`nonce="${nonce}"`);
    expect(second.body).toBe(third.body);
    expect(second.body).toBe(first.body.replaceAll(` nonce="${nonce}"`, '').replaceAll(nonce, ''));
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes!.includes('src='));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);

    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/about', { 'accept-encoding': 'gzip, deflate' });
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(second.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(second.body);
  });

  it('after a price change is published, the product page, the list and home show the new price; another product stays cached', async () => {
    const pages = ['/', '/products', `/products/id/${inList}`];
    for (const url of pages) await get(url);
    for (const url of pages) expect(cacheOf(await get(url)), url).toBe('HIT');
    // A product no page above shows, whose own page does not show the changed one (similar
    // products are random picks: look at the HTML).
    const shown = (await Promise.all(pages.map(async (url) => (await get(url)).body))).join('');
    const all = (await get('/api/products?limit=100')).json<{ products: { _id: string }[] }>().products.map((p) => p._id);
    let unrelated: string | undefined;
    for (const id of all.filter((candidate) => !shown.includes(candidate))) {
      if ((await get(`/products/id/${id}`)).body.includes(inList)) continue;
      unrelated = id;
      break;
    }
    expect(unrelated).toBeDefined();
    expect(cacheOf(await get(`/products/id/${unrelated}`))).toBe('HIT');

    const newPrice = formatRupees(12_345);
    await t.database.db.update(products).set({ pricePaise: 1_234_500, discount: 0 }).where(eq(products.id, inList));
    expect((await get(`/products/id/${inList}`)).body).not.toContain(newPrice);
    await t.app.changes.publish([cacheTags.product(inList)]);

    for (const url of pages) {
      const res = await get(url);
      expect(cacheOf(res), url).toBe('MISS');
      expect(res.body, url).toContain(newPrice);
      expect(cacheOf(await get(url)), url).toBe('HIT');
    }
    expect(cacheOf(await get(`/products/id/${unrelated}`))).toBe('HIT');
    expect(home).toContain(inList);
  });

  it('does not multiply entries for unknown parameters, reordered or bad values, or another Host', async () => {
    await get('/products?sort=price&page=2');
    const before = await t.app.inject({ method: 'GET', url: '/products?page=2&sort=price&utm_source=mail&fbclid=x' });
    expect(cacheOf(before)).toBe('HIT');
    expect(cacheOf(await get('/products?sort=bogus&page=zero&priceRanges=77'))).toBe(cacheOf(await get('/products')));
    const evil = await get('/products/id/' + inList, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(cacheOf(evil)).toBe('HIT');
    expect(evil.body).not.toContain('evil.example');
    expect(evil.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/products/id/${inList}"`);
  });

  it('renders links from PUBLIC_URL on a miss whatever the Host says', async () => {
    const res = await get('/faqs?x=1', { host: 'evil.example' });
    expect(cacheOf(res)).toBe('MISS');
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain(`href="${PUBLIC_URL}/faqs"`);
  });

  it('never answers a request with credentials from the cache, nor stores it', async () => {
    for (const headers of [{ authorization: 'Bearer x' }, { cookie: 'session=1' }] as Record<string, string>[]) {
      expect(cacheOf(await get('/exchange', headers))).toBe('MISS');
      expect(cacheOf(await get('/exchange', headers))).toBe('MISS');
    }
    expect(cacheOf(await get('/exchange'))).toBe('MISS');
    expect(cacheOf(await get('/exchange'))).toBe('HIT');
  });

  it('does not cache signed-in pages or unknown paths (no x-cache there), nor a 404 product page', async () => {
    for (const url of ['/cart', '/checkout', '/no-such-page']) {
      await get(url);
      expect((await get(url)).headers['x-cache'], url).toBeUndefined();
    }
    const missing = await get('/products/id/no_such_product');
    expect(missing.statusCode).toBe(404);
    expect(cacheOf(await get('/products/id/no_such_product'))).toBe('MISS');
  });

  it('renders a page once when many ask for it at the same moment (the others get that render)', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => get('/cancel')));
    expect(answers.map(cacheOf).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    // The waiting five get the leader's page as the cache keeps it: one body, scripts allowed by hash.
    const hits = answers.filter((res) => cacheOf(res) === 'HIT');
    expect(new Set(hits.map((res) => res.body)).size).toBe(1);
    for (const res of hits) expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self' 'sha256-/);
  });

  it('drops everything on ALL_TAGS (a bus that may have missed changes)', async () => {
    await get('/about');
    await t.app.changes.publish(['*']);
    expect(cacheOf(await get('/about'))).toBe('MISS');
  });
});
