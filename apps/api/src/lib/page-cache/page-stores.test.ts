import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ALL_TAGS } from '../changes/cache-tags.ts';
import { gunzipSync } from 'node:zlib';
import { compressPage, decodePage, encodePage, type CachedPage } from './cached-page.ts';
import { MemoryPageStore } from './memory-page-store.ts';
import { PageCache } from './page-cache.ts';
import type { PageStore } from './page-store.ts';
import { RedisPageStore } from './redis-page-store.ts';

const page = (text: string, tags: string[]): CachedPage => ({
  status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(text), tags,
});
const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { keyPrefix: `test:pages:${randomBytes(4).toString('hex')}:`, lazyConnect: true, maxRetriesPerRequest: 1 });
const redisUp = await redis.connect().then(() => true, () => false);
afterAll(async () => {
  if (!redisUp) return;
  const keys = await redis.keys(`${redis.options.keyPrefix}*`);
  if (keys.length) await redis.unlink(...keys.map((key) => key.slice(redis.options.keyPrefix!.length)));
  await redis.quit();
});

const stores: [string, () => PageStore, boolean][] = [
  ['in process', () => new MemoryPageStore({ maxBytes: 1_000_000, maxEntries: 3, ttlMs: 60_000 }), true],
  ['in Redis', () => new RedisPageStore(redis, { maxEntries: 3, ttlSeconds: 60 }), redisUp],
];

describe.each(stores)('the page store %s', (_name, makeStore, available) => {
  it.runIf(available)('purges exactly the pages carrying a tag', async () => {
    const store = makeStore();
    await store.purge([ALL_TAGS]);
    await store.set('/products/id/a', page('A', ['product:a']));
    await store.set('/products/id/b', page('B', ['product:b']));
    await store.set('/', page('home', ['product:a', 'catalogue']));
    await store.purge(['product:a']);
    expect(await store.get('/products/id/a')).toBeUndefined();
    expect(await store.get('/')).toBeUndefined();
    expect((await store.get('/products/id/b'))?.body.toString()).toBe('B');
    expect(await store.size()).toBe(1);
  });

  it.runIf(available)('keeps at most the cap, dropping the oldest; everything goes on ALL_TAGS', async () => {
    const store = makeStore();
    await store.purge([ALL_TAGS]);
    for (const name of ['a', 'b', 'c', 'd']) await store.set(`/products/id/${name}`, page(name, [`product:${name}`]));
    expect(await store.size()).toBe(3);
    expect(await store.get('/products/id/a')).toBeUndefined();
    expect((await store.get('/products/id/d'))?.tags).toEqual(['product:d']);
    await store.purge([ALL_TAGS]);
    expect(await store.size()).toBe(0);
    expect(await store.get('/products/id/d')).toBeUndefined();
  });

  it.runIf(available)('a render that started before a purge of what it read is not stored', async () => {
    const store = makeStore();
    await store.purge([ALL_TAGS]);
    const cache = new PageCache(store, silent);
    const stale = cache.beginRender('/products/id/a');
    const fresh = cache.beginRender('/products/id/b');
    stale.noteAnswer('/api/products/a', 200, { _id: 'a' });
    fresh.noteAnswer('/api/products/b', 200, { _id: 'b' });
    cache.hear(['product:a']);
    expect(await cache.finishRender(stale, page('old price', []))).toBe(false);
    expect(await cache.finishRender(fresh, page('B', []))).toBe(true);
    expect(await store.get('/products/id/a')).toBeUndefined();
    expect((await store.get('/products/id/b'))?.tags).toEqual(['categories', 'banners', 'settings', 'product:b']);
  });
});

describe('renders in flight', () => {
  it('later requests for a key wait for the first render and get what it stored (nothing when it stored nothing)', async () => {
    const cache = new PageCache(new MemoryPageStore({ maxBytes: 1_000_000, maxEntries: 10, ttlMs: 60_000 }), silent);
    expect(cache.renderInFlight('/about')).toBeUndefined();
    const first = cache.beginRender('/about');
    const waiting = cache.renderInFlight('/about');
    await cache.finishRender(first, page('about', []));
    expect((await waiting)?.body.toString()).toBe('about');
    expect(cache.renderInFlight('/about')).toBeUndefined();

    const failed = cache.beginRender('/faqs');
    const waitingForFailure = cache.renderInFlight('/faqs');
    failed.spoil();
    await cache.finishRender(failed, page('error', []));
    expect(await waitingForFailure).toBeUndefined();
  });
});

describe('a page store in process', () => {
  it('is capped in bytes', async () => {
    const store = new MemoryPageStore({ maxBytes: 30_000, maxEntries: 100, ttlMs: 60_000 });
    for (let i = 0; i < 5; i++) await store.set(`/p${i}`, page('x'.repeat(9_000), ['catalogue']));
    expect(await store.size()).toBe(2);
  });
});

describe('a stored page in a shared store', () => {
  it('comes back with its compressed copies, byte for byte', async () => {
    const html = `<!doctype html><p>${'Brass Kuber Diya — ₹1,499 '.repeat(200)}</p>`;
    const compressed = await compressPage({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(html) });
    expect(compressed.br!.length).toBeLessThan(html.length / 10);
    const back = decodePage(encodePage({ ...compressed, tags: ['catalogue'] }));
    expect(back.body.toString()).toBe(html);
    expect(gunzipSync(back.gzip!).toString()).toBe(html);
    expect(back.br!.equals(compressed.br!)).toBe(true);
    expect(back.tags).toEqual(['catalogue']);
  });

  it('keeps a small page as it is, without copies', async () => {
    const small = await compressPage({ status: 200, headers: {}, body: Buffer.from('{"ok":true}') });
    expect(small.br).toBeUndefined();
    const back = decodePage(encodePage({ ...small, tags: [] }));
    expect([back.body.toString(), back.br, back.gzip]).toEqual(['{"ok":true}', undefined, undefined]);
  });
});

describe('a page store in Redis that missed a purge', () => {
  it.runIf(redisUp)('serves nothing it kept from before until everything is dropped, and waits on no reconnect', async () => {
    const own = new Redis(REDIS_URL, { keyPrefix: `test:pages:missed:${randomBytes(4).toString('hex')}:`, maxRetriesPerRequest: 1, commandTimeout: 500 });
    const store = new RedisPageStore(own, { maxEntries: 10, ttlSeconds: 60 });
    try {
      await store.set('/products/id/a', page('old price', ['product:a']));
      await store.set('/about', page('about', ['settings']));
      own.disconnect();
      // Redis is away: reads miss at once, and the purge of the new price cannot reach it.
      expect(await store.get('/products/id/a')).toBeUndefined();
      await expect(store.purge(['product:a'])).rejects.toThrow();
      await own.connect();
      // Back: the old price is not served, nor anything else kept from before the missed purge.
      expect(await store.get('/products/id/a')).toBeUndefined();
      expect(await store.get('/about')).toBeUndefined();
      await store.set('/about', page('about', ['settings']));
      expect((await store.get('/about'))?.body.toString()).toBe('about');
    } finally {
      await store.purge([ALL_TAGS]).catch(() => undefined);
      own.disconnect();
    }
  });
});
