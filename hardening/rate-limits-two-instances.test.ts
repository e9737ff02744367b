/**
 * Two instances of the real shop (child processes) on one PostgreSQL and one Redis: an address's
 * requests split across A and B add up to one count per class, so a budget holds however many
 * instances the load balancer spreads a visitor over. And when Redis stops answering, the shop
 * goes on serving (uncounted) rather than failing.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopData } from './support/shop-data.ts';
import { deleteKeys, redisForTests, startPrivateRedis, TEST_REDIS_URL, uniqueKeyPrefix } from './support/redis.ts';

const PAGE = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const { available } = await redisForTests();

/** A GET from `address` (the shops trust X-Forwarded-For, as behind a proxy): status and body. */
async function get(server: ShopServer, path: string, address: string, accept = 'application/json') {
  const res = await fetch(`${server.url}${path}`, { headers: { 'x-forwarded-for': address, accept }, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), type: res.headers.get('content-type'), body: await res.text() };
}

const LIMITS = {
  TRUST_PROXY: 'true',
  RATE_LIMIT_WINDOW: '1 minute',
  RATE_LIMIT_MAX: '6',
  RATE_LIMIT_PAGES_MAX: '6',
  RATE_LIMIT_SEARCH_MAX: '6',
};

describe.runIf(available)('rate limits across two instances (Redis)', () => {
  const prefix = uniqueKeyPrefix('rate-limits');
  let shop: ShopData;
  let a: ShopServer;
  let b: ShopServer;
  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'limits');
    await shop.products([{ name: 'Brass Diya', price: 499, stock: 5 }]);
    const env = { ...LIMITS, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    [a, b] = await Promise.all([startServer({ databaseUrl: shop.url, env }), startServer({ databaseUrl: shop.url, env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shop?.close();
    await deleteKeys(prefix);
  });

  it('searches split across A and B share one budget: the seventh is refused by either', async () => {
    const address = '203.0.113.10';
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push((await get(i % 2 ? b : a, `/api/products?search=diya${i}`, address)).status);
    expect(seen).toEqual([200, 200, 200, 200, 200, 200]);
    for (const server of [a, b]) {
      const refused = await get(server, '/api/products?search=lamp', address);
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // Another address, and this address's other classes, are not touched.
    expect((await get(b, '/api/products?search=lamp', '203.0.113.11')).status).toBe(200);
    expect((await get(a, '/api/products', address)).status).toBe(200);
  });

  it('pages split across A and B share one budget; the refusal is a page; assets and health checks stay free', async () => {
    const address = '203.0.113.20';
    const seen = [];
    for (let i = 0; i < 6; i++) seen.push((await get(i % 2 ? a : b, i % 3 ? '/about' : '/', address, PAGE)).status);
    expect(seen).toEqual([200, 200, 200, 200, 200, 200]);
    const refused = await get(a, '/products', address, PAGE);
    expect(refused.status).toBe(429);
    expect(refused.type).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('Please wait a moment');
    expect(refused.body).not.toContain('<script');
    expect((await get(b, '/faqs', address, PAGE)).status).toBe(429);

    const asset = readdirSync(resolve(import.meta.dirname, '../apps/web/build/client/assets')).find((f) => f.endsWith('.js'));
    for (const server of [a, b]) {
      expect((await get(server, `/assets/${asset}`, address, '*/*')).status).toBe(200);
      expect((await get(server, '/api/health', address)).status).toBe(200);
    }
  });
});

describe.runIf(available)('rate limits when Redis stops answering', () => {
  let shop: ShopData;
  let server: ShopServer;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'limitsdown');
    redis = await startPrivateRedis();
    server = await startServer({ databaseUrl: shop.url, env: { ...LIMITS, RATE_LIMIT_MAX: '3', REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
    await shop?.close();
  });

  it('counts while Redis answers; once it is gone, requests are served uncounted and quickly, never failed', async () => {
    const address = '203.0.113.30';
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await get(server, '/api/categories', address)).status);
    expect(seen).toEqual([200, 200, 200, 429]);

    await redis.stop();
    const started = performance.now();
    const after = [];
    for (let i = 0; i < 10; i++) after.push((await get(server, '/api/categories', '203.0.113.31')).status);
    expect(after).toEqual(Array(10).fill(200));
    expect((await get(server, '/', '203.0.113.31', PAGE)).status).toBe(200);
    // Ten calls: no call waited out a Redis timeout (one second each).
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
