/**
 * Two instances of the real shop (child processes) on one PostgreSQL: a change saved through one is
 * what the other answers within a second (LISTEN/NOTIFY, lib/changes), although the other had just
 * cached what the change touched; and a bulk change of 10,000 prices is published without stalling
 * the requests both instances are answering meanwhile.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/api/src/db/schema/index.ts';
import { cacheTags } from '../apps/api/src/lib/changes/cache-tags.ts';
import { PgChangeBus } from '../apps/api/src/lib/changes/pg-change-bus.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';
import { within } from './support/within.ts';

const PRODUCTS = 10_000;

interface Answer { status: number; body: unknown; etag: string | null }

async function get(server: ShopServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, { headers, signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) as unknown : null, etag: res.headers.get('etag') };
}

const priceOf = (answer: Answer) => (answer.body as { price: number }).price;
const totalOf = (answer: Answer) => (answer.body as { total: number }).total;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

describe('changes across two instances', () => {
  let shop: ShopData;
  let a: ShopServer;
  let b: ShopServer;
  let owner: ShopCustomer;
  let target: string;
  let ids: string[];

  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'changes');
    ids = [];
    // ₹600–₹999: all in the second price range (₹500–₹1,000); the target moves out of it.
    for (let start = 0; start < PRODUCTS; start += 2_000) {
      const made = await shop.products(Array.from({ length: 2_000 }, (_, i) => ({ name: `Lamp ${start + i}`, price: 600 + ((start + i) % 400), stock: 50 })));
      ids.push(...made.map((p) => p.id));
    }
    target = ids[0]!;
    owner = (await shop.customers(1))[0]!;
    await shop.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, owner.id));
    [a, b] = await Promise.all([startServer({ databaseUrl: shop.url }), startServer({ databaseUrl: shop.url })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shop?.close();
  });

  it('the owner changes a price through A: within a second B\'s product and lists show it, although B had just cached them', async () => {
    // B reads (and keeps the totals of) the lists the change moves the product between.
    const detail = await get(b, `/api/products/${target}`);
    expect(priceOf(detail)).toBe(600);
    expect(totalOf(await get(b, '/api/products?priceRanges=1'))).toBe(PRODUCTS);
    expect(totalOf(await get(b, '/api/products?priceRanges=2'))).toBe(0);

    const saved = await fetch(`${a.url}/api/admin/products/${target}`, {
      method: 'PATCH', headers: { ...owner.headers, 'content-type': 'application/json' }, body: JSON.stringify({ price: 1500 }),
    });
    expect(saved.status, await saved.text()).toBe(200);

    const took = await within(1_000, async () => {
      const [fresh, moved, left] = await Promise.all([
        get(b, `/api/products/${target}`, { 'if-none-match': detail.etag ?? '' }),
        get(b, '/api/products?priceRanges=2'),
        get(b, '/api/products?priceRanges=1'),
      ]);
      return fresh.status === 200 && priceOf(fresh) === 1500
        && totalOf(moved) === 1 && (moved.body as { products: { _id: string; price: number }[] }).products[0]?.price === 1500
        && totalOf(left) === PRODUCTS - 1;
    });
    console.log(`price change through A seen on B after ${took} ms`);
  });

  it('a bulk change of 10,000 prices in one statement is published without stalling requests on either instance', async () => {
    const latencies: { at: number; ms: number; ok: boolean }[] = [];
    let running = true;
    const browse = async (worker: number) => {
      for (let n = 0; running; n++) {
        const server = (worker + n) % 2 ? a : b;
        const path = n % 3 ? `/api/products/${ids[(worker * 997 + n * 31) % PRODUCTS]}` : `/api/products?page=${1 + (n % 50)}&priceRanges=1`;
        const start = performance.now();
        const answer = await get(server, path).catch(() => ({ status: 0 }));
        latencies.push({ at: Date.now(), ms: performance.now() - start, ok: answer.status === 200 });
      }
    };
    const browsers = Array.from({ length: 8 }, (_, worker) => browse(worker));
    await new Promise((r) => setTimeout(r, 1_500));

    const bus = new PgChangeBus({
      connectionString: shop.url, log: console,
      notify: (channel, payload) => shop.database.db.execute(sql`select pg_notify(${channel}, ${payload})`),
    });
    const bulkStart = Date.now();
    await shop.database.db.execute(sql`update products set price_paise = price_paise + 1000000`);
    // What an admin bulk change would publish after its commit: every product, and the lists.
    await bus.publish([...ids.map(cacheTags.product), cacheTags.catalogue]);
    const published = Date.now();
    await bus.close();

    const seen = await within(1_000, async () => {
      const answers = await Promise.all([a, b].map((server) => get(server, '/api/products?priceRanges=1')));
      return answers.every((answer) => totalOf(answer) === 0);
    });
    await new Promise((r) => setTimeout(r, 1_500));
    running = false;
    await Promise.all(browsers);

    const before = latencies.filter((l) => l.at < bulkStart).map((l) => l.ms).sort((x, y) => x - y);
    const during = latencies.filter((l) => l.at >= bulkStart && l.at <= published + seen + 500).map((l) => l.ms).sort((x, y) => x - y);
    console.log(`bulk: statement and publish ${published - bulkStart} ms, both instances fresh ${seen} ms after; `
      + `requests before p50 ${percentile(before, 0.5).toFixed(0)} ms p99 ${percentile(before, 0.99).toFixed(0)} ms (${before.length}); `
      + `during p50 ${percentile(during, 0.5).toFixed(0)} ms p99 ${percentile(during, 0.99).toFixed(0)} ms max ${(during.at(-1) ?? 0).toFixed(0)} ms (${during.length})`);
    expect(latencies.every((l) => l.ok)).toBe(true);
    expect(during.length).toBeGreaterThan(0);
    // No stall: nothing waited for the publish (a stalled instance would hold requests for seconds).
    expect(during.at(-1)!).toBeLessThan(2_000);
  });
});
