import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_HEADER } from '../lib/internal.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const TOO_MANY = { message: 'Too many requests. Please wait a moment and try again.' };
const PAGE = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** The statuses of `count` requests from one address, one after another. */
async function statuses(t: TestContext, count: number, request: { url: string; method?: 'GET' | 'POST'; remoteAddress: string; headers?: Record<string, string>; payload?: object }) {
  const seen = [];
  for (let i = 0; i < count; i++) seen.push((await t.app.inject({ method: request.method ?? 'GET', ...request })).statusCode);
  return seen;
}

describe('rate limits by class', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_PAGES_MAX: '2', RATE_LIMIT_SEARCH_MAX: '2', RATE_LIMIT_CODES_MAX: '2', RATE_LIMIT_ORDERS_MAX: '1', SHOP_NAME: 'Dhatu <Crafts>' },
    });
  });
  afterAll(() => t.close());

  it('API calls: a clear 429 with Retry-After once an address is over its budget; another address goes on', async () => {
    expect(await statuses(t, 4, { url: '/api/categories', remoteAddress: '10.1.1.1' })).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ url: '/api/categories', remoteAddress: '10.1.1.1', headers: PAGE });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/categories', remoteAddress: '10.1.1.2' })).statusCode).toBe(200);
  });

  it('does not meter the pages\' own in-process calls, and a forged marker does not help', async () => {
    expect(await statuses(t, 5, { url: '/api/categories', remoteAddress: '10.2.2.2', headers: { [INTERNAL_HEADER]: t.app.internalToken } })).toEqual([200, 200, 200, 200, 200]);
    expect(await statuses(t, 4, { url: '/api/categories', remoteAddress: '10.3.3.3', headers: { [INTERNAL_HEADER]: 'guess' } })).toEqual([200, 200, 200, 429]);
  });

  it('search has its own strict budget, shared by the API and the list page; other reads go on', async () => {
    const ip = '10.4.4.4';
    expect(await statuses(t, 2, { url: '/api/products?search=diya', remoteAddress: ip })).toEqual([200, 200]);
    const api = await t.app.inject({ url: '/api/products?search=lamp', remoteAddress: ip });
    expect(api.statusCode).toBe(429);
    expect(api.json()).toEqual(TOO_MANY);
    const page = await t.app.inject({ url: '/products?search=lamp', remoteAddress: ip, headers: PAGE });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('You have searched many times in a short time');
    // Browsing without a search, and a blank search, are not searches.
    expect(await statuses(t, 2, { url: '/api/products?search=%20', remoteAddress: ip })).toEqual([200, 200]);
  });

  it('pages: a browser over its budget gets a short page in the shop\'s words, a script gets { message }', async () => {
    const ip = '10.5.5.5';
    const before = await statuses(t, 2, { url: '/about', remoteAddress: ip, headers: PAGE });
    expect(before).not.toContain(429);
    const page = await t.app.inject({ url: '/products?sort=price', remoteAddress: ip, headers: PAGE });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(page.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<title>Please wait a moment · Dhatu &lt;Crafts&gt;</title>');
    expect(page.body).toMatch(/You have opened many pages in a short time, so we have paused for a little while\. Please try again in \d+ seconds\./);
    expect(page.body).toContain('<a href="/">Back to the home page</a>');
    expect(page.body).not.toMatch(/<script|at .*\.ts:\d+|Error/);
    // React Router's loader call on a client-side navigation asks for anything.
    const data = await t.app.inject({ url: '/about.data', remoteAddress: ip, headers: { accept: '*/*' } });
    expect(data.statusCode).toBe(429);
    expect(data.json()).toEqual(TOO_MANY);
    // Pages and API calls are counted apart: this address's catalogue reads go on.
    expect((await t.app.inject({ url: '/api/categories', remoteAddress: ip })).statusCode).toBe(200);
  });

  it('images and health checks are never metered', async () => {
    const ip = '10.6.6.6';
    expect(await statuses(t, 3, { url: '/about', remoteAddress: ip, headers: PAGE })).toContain(429);
    expect(await statuses(t, 5, { url: '/media/products/none.webp', remoteAddress: ip })).toEqual([404, 404, 404, 404, 404]);
    expect((await statuses(t, 5, { url: '/api/health', remoteAddress: ip })).every((s) => s === 200 || s === 503)).toBe(true);
  });

  it('one-time codes: sending and checking share one strict budget; nothing is sent past it', async () => {
    const ip = '10.7.7.7';
    const send = { method: 'POST' as const, url: '/api/auth/otp/send', remoteAddress: ip, payload: { phone: '98x' } };
    const verify = { method: 'POST' as const, url: '/api/auth/otp/verify', remoteAddress: ip, payload: { phone: '9812345678', code: '000000' } };
    expect(await statuses(t, 1, send)).toEqual([400]);
    expect(await statuses(t, 1, verify)).toEqual([400]);
    const refused = await t.app.inject({ ...send, payload: { phone: '9812345678' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(await statuses(t, 1, { ...verify, url: '/api/profile/phone/verify' })).toEqual([429]);
    expect((await t.database.db.execute('select count(*)::int as n from otp_challenges')).rows[0]).toEqual({ n: 0 });
  });

  it('order placement has its own strict budget', async () => {
    const ip = '10.8.8.8';
    expect(await statuses(t, 2, { method: 'POST', url: '/api/orders', remoteAddress: ip, payload: {} })).toEqual([401, 429]);
    // Reading orders is an ordinary API call.
    expect(await statuses(t, 1, { url: '/api/orders', remoteAddress: ip })).toEqual([401]);
  });
});

describe('rate limits when Redis does not answer', () => {
  let t: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard): every Redis command would fail.
    t = await createTestApp({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_MAX: '1' } });
  });
  afterAll(() => t.close());

  it('requests go through uncounted, quickly, instead of failing', async () => {
    const started = performance.now();
    expect(await statuses(t, 3, { url: '/api/categories', remoteAddress: '10.9.9.9' })).toEqual([200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
