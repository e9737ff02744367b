/**
 * Two instances of the real shop (child processes) on one PostgreSQL and one Redis share the
 * guest page cache: a page A rendered is B's HIT, whatever parameters or Host B is asked with;
 * after the owner saves a new price through A, B's product page, list and home show it within a
 * second, while a page that does not show the product stays cached (purge by tag, precisely).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatRupees } from '@dhatu/domain';
import { products, users } from '../apps/api/src/db/schema/index.ts';
import { pageCacheKey } from '../apps/api/src/lib/page-cache/page-key.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';
import { within } from './support/within.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Page { status: number; cache: string | null; html: string }

async function page(server: ShopServer, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const res = await fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, cache: res.headers.get('x-cache'), html: await res.text() };
}

async function json<T>(server: ShopServer, path: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

describe('the guest page cache across two instances (PostgreSQL + Redis)', () => {
  const prefix = `hardening-pages-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL, { keyPrefix: prefix, lazyConnect: true });
  let shop: ShopData;
  let a: ShopServer;
  let b: ShopServer;
  let owner: ShopCustomer;
  let target: string;

  beforeAll(async () => {
    await redis.connect();
    shop = await newShopDatabase(inject('pgCluster'), 'pages');
    const made = await shop.products(Array.from({ length: 60 }, (_, i) => ({ name: `Diya ${i}`, price: 600 + i, stock: 50 })));
    // The cheapest, and the one new arrival: on home and on the first page of the list by price.
    target = made[0]!.id;
    await shop.database.db.update(products).set({ isNew: true }).where(eq(products.id, target));
    owner = (await shop.customers(1))[0]!;
    await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    [a, b] = await Promise.all([startServer({ databaseUrl: shop.url, env }), startServer({ databaseUrl: shop.url, env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shop?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.unlink(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });

  /** A's render is stored once compressed, a moment after its last byte went out: wait for it in Redis. */
  const storedInRedis = (path: string) => within(2_000, async () => (await redis.exists(`pages:page:${pageCacheKey(path)}`)) === 1);

  it('a page A rendered is B\'s HIT; parameters the page does not read and the Host header make no new entry', async () => {
    const first = await page(a, `/products/id/${target}`);
    expect([first.status, first.cache]).toEqual([200, 'MISS']);
    await storedInRedis(`/products/id/${target}`);
    const fromB = await page(b, `/products/id/${target}?utm_source=mail`, { 'x-forwarded-host': 'evil.example' });
    expect([fromB.status, fromB.cache]).toEqual([200, 'HIT']);
    expect(fromB.html).not.toContain('evil.example');
    expect(fromB.html).toContain(`<link rel="canonical" href="${a.url}/products/id/${target}"`);
    expect(await redis.zcard('pages:index')).toBe(1);
  });

  it('the owner saves a new price through A: within a second B\'s product page, list and home show it; an unrelated page stays cached', async () => {
    const shownOn = ['/', '/products?sort=price', `/products/id/${target}`];
    for (const path of shownOn) await page(a, path);
    for (const path of shownOn) await storedInRedis(path);
    for (const path of shownOn) expect((await page(b, path)).cache, path).toBe('HIT');
    const shownHtml = (await Promise.all(shownOn.map(async (path) => (await page(b, path)).html))).join('');
    const all = (await json<{ products: { _id: string }[] }>(a, '/api/products?limit=100')).products.map((p) => p._id);
    // Nor may its own page show the target (similar products are random picks).
    let unrelated: string | undefined;
    for (const id of all.filter((candidate) => !shownHtml.includes(candidate))) {
      if ((await page(a, `/products/id/${id}`)).html.includes(target)) continue;
      unrelated = id;
      break;
    }
    expect(unrelated).toBeDefined();
    await storedInRedis(`/products/id/${unrelated}`);
    expect((await page(b, `/products/id/${unrelated}`)).cache).toBe('HIT');

    const saved = await fetch(`${a.url}/api/admin/products/${target}`, {
      method: 'PATCH', headers: { ...owner.headers, 'content-type': 'application/json' }, body: JSON.stringify({ price: 599 }),
    });
    expect(saved.status, await saved.text()).toBe(200);

    // Still the cheapest: first on the list by price.
    const newPrice = formatRupees(599);
    const took = await within(1_000, async () => {
      const answers = await Promise.all(shownOn.map((path) => page(b, path)));
      return answers.every((answer) => answer.status === 200 && answer.html.includes(newPrice));
    });
    console.log(`a price saved through A was on B's product page, list and home after ${took} ms`);
    expect((await page(b, `/products/id/${unrelated}`)).cache).toBe('HIT');
  });
});
