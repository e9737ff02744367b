/**
 * `npm run bench -- --festive`: the Diwali spike. Two instances of the shop on one PostgreSQL (and
 * one Redis, when one answers at REDIS_URL or 127.0.0.1:6379, as production would run them): 500
 * browsing shoppers (autocannon connections walking the guest pages, split across the instances,
 * no pause between pages — harsher than people) and, a few seconds in, 50 buyers placing orders at
 * once for one sale item with 20 in stock. Reports how many orders the item got (must be exactly
 * 20), every 5xx (must be none) and the pages' latency.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { api, prepareDatabase, run, settle, sleep, startShop, stopProcess, type Shop } from './lib.ts';
import { startLoadGenerator, type LoadResult } from './load.ts';
import { COD_ORDER, fillCarts, signIn } from './shoppers.ts';

export interface FestiveOptions {
  products: number;
  pgUrl: string;
  reuse: boolean;
  port: number;
  browsers: number;
  buyers: number;
  stock: number;
  durationSec: number;
  /** Seconds each browsing shopper spends on a page before the next (0: none, a saturation test). */
  pageEverySec: number;
}

export interface FestiveResult {
  instances: number;
  redis: string;
  products: number;
  browsers: number;
  buyers: number;
  stock: number;
  durationSec: number;
  /** Orders that hold the sale item, counted in the database afterwards. */
  ordersOfSaleItem: number;
  saleItemStockAfter: number;
  /** Every answer the buyers got, by status (retries included). */
  buyerAnswers: Record<string, number>;
  /** Each buyer's last answer, by status. */
  buyerFinals: Record<string, number>;
  /** Seconds between a browsing connection's pages (0: none). */
  pageEverySec: number;
  buyerSlowestMs: number;
  pages: { instance: string; result: LoadResult }[];
  pageRequests: number;
  pageRps: number;
  /** The worse of the two instances' p50 and p99 (percentiles of separate runs do not add up). */
  pageP50: number;
  pageP99: number;
  status5xx: number;
}

async function redisUrlIfAnswering(): Promise<string | null> {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG' ? url : null;
  } catch {
    return null;
  } finally {
    client.disconnect();
  }
}

async function deleteKeys(url: string, prefix: string) {
  const client = new Redis(url);
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  client.disconnect();
}

async function query<T>(databaseUrl: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** One product becomes the sale item: `stock` units, 40 % off, first in the festive collection. */
async function makeSaleItem(databaseUrl: string, stock: number): Promise<string> {
  const [row] = await query<{ id: string }>(databaseUrl, `
    update products set stock = $1, discount = 40, festive_position = 0, max_per_order = null
    where id = (select id from products where deleted_at is null and not is_hidden order by created_at limit 1)
    returning id`, [stock]);
  return row!.id;
}

/** Answers a buyer's checkout retries (Place Order pressed again with the same key) after. */
const RETRIED = new Set([429, 502, 503, 504]);
const MAX_TRIES = 10;

/**
 * Each buyer's order, all at once, alternating between the instances. A buyer told to wait (429,
 * 503 with Retry-After) or left without an answer presses Place Order again with the same
 * Idempotency-Key, as the checkout does, until a final answer or MAX_TRIES.
 */
async function buyAtOnce(shops: Shop[], tokens: string[]) {
  const answers: Record<string, number> = {};
  const finals: Record<string, number> = {};
  let slowest = 0;
  const count = (into: Record<string, number>, key: string) => { into[key] = (into[key] ?? 0) + 1; };
  await Promise.all(tokens.map(async (token, i) => {
    const started = performance.now();
    const key = `festive-${i}-${randomBytes(4).toString('hex')}`;
    let status = 'no answer';
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const res = await fetch(`${shops[(i + tries) % shops.length]!.base}/api/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(COD_ORDER),
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      status = res ? String(res.status) : 'no answer';
      count(answers, status);
      if (res && !RETRIED.has(res.status)) break;
      await sleep(1_000 * Math.min(10, Number(res?.headers.get('retry-after')) || 2));
    }
    count(finals, status);
    slowest = Math.max(slowest, performance.now() - started);
  }));
  return { answers, finals, slowestMs: Math.round(slowest) };
}

export async function runFestive(options: FestiveOptions): Promise<FestiveResult> {
  const database = await prepareDatabase('postgres', options.products, options.pgUrl, options.reuse, `dhatu_bench_festive_${options.products}`);
  const databaseUrl = database.env.DATABASE_URL!;
  const redisUrl = await redisUrlIfAnswering();
  const prefix = `bench:festive:${randomBytes(4).toString('hex')}:`;
  const loaders = [startLoadGenerator(), startLoadGenerator()];
  const shops: Shop[] = [];
  try {
    if (database.fresh) await run(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/cli.ts', '--products', String(options.products)], database.env, true);
    const saleItem = await makeSaleItem(databaseUrl, options.stock);
    const env = { ...database.env, ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {}) };
    shops.push(...await Promise.all([startShop(env, options.port), startShop(env, options.port + 2)]));
    const [a] = shops as [Shop, Shop];
    console.log(`two instances on ${a.base} and :${options.port + 2}, one PostgreSQL${redisUrl ? `, Redis at ${redisUrl}` : ', no Redis (none answers)'}`);

    // Buyers through the real login, each with one unit of the sale item in the cart.
    const buyers = await signIn(a, options.buyers);
    await fillCarts(a, buyers, [saleItem], 1);
    const { products } = await api<{ products: { _id: string }[] }>(a.base, '/api/products?limit=3&sort=price');
    const paths = ['/', '/diwali-sale', '/products', `/products/id/${saleItem}`, '/products?sort=price', ...products.map((p) => `/products/id/${p._id}`)];
    for (const shop of shops) await settle(shop.base);

    console.log(`${options.browsers} browsing shoppers (a page every ${options.pageEverySec || 'no'} s) for ${options.durationSec} s; ${options.buyers} buyers of one item with ${options.stock} in stock, 5 s in`);
    const perInstance = Math.ceil(options.browsers / shops.length);
    const browsing = Promise.all(shops.map((shop, i) => loaders[i]!.send({
      url: shop.base, method: 'GET', paths, connections: perInstance, durationSec: options.durationSec,
      // autocannon paces whole connections at ≥ 1 request/s only: a page every N s each is this overall rate.
      ...(options.pageEverySec > 0 ? { overallRate: Math.max(1, Math.round(perInstance / options.pageEverySec)) } : {}),
    })));
    // A failed load run is reported when awaited below, after the buyers, not as an unhandled rejection.
    void browsing.catch(() => {});
    await sleep(5_000);
    const bought = await buyAtOnce(shops, buyers);
    const pageResults = await browsing;

    const [sold] = await query<{ orders: number; stock: number }>(databaseUrl, `
      select (select count(distinct order_id)::int from order_items where product_id = $1) as orders,
             (select stock from products where id = $1) as stock`, [saleItem]);
    const pages = pageResults.map((result, i) => ({ instance: shops[i]!.base, result }));
    const pageRequests = pageResults.reduce((n, r) => n + r.requests, 0);
    const buyer5xx = Object.entries(bought.answers).filter(([status]) => status.startsWith('5')).reduce((n, [, count]) => n + count, 0);
    return {
      instances: shops.length, redis: redisUrl ? 'yes' : 'no', products: options.products,
      browsers: perInstance * shops.length, buyers: options.buyers, stock: options.stock, durationSec: options.durationSec,
      ordersOfSaleItem: sold!.orders, saleItemStockAfter: sold!.stock,
      buyerAnswers: bought.answers, buyerFinals: bought.finals, buyerSlowestMs: bought.slowestMs, pageEverySec: options.pageEverySec,
      pages, pageRequests,
      pageRps: pageResults.reduce((n, r) => n + r.requestsPerSec, 0),
      pageP50: Math.max(...pageResults.map((r) => r.p50)),
      pageP99: Math.max(...pageResults.map((r) => r.p99)),
      status5xx: pageResults.reduce((n, r) => n + r.status5xx, 0) + buyer5xx,
    };
  } finally {
    await Promise.all(shops.map((shop) => stopProcess(shop.child)));
    await Promise.all(loaders.map((loader) => loader.stop()));
    await database.drop();
    if (redisUrl) await deleteKeys(redisUrl, prefix);
  }
}

/** The result as a few lines of Markdown. */
export function festiveMarkdown(r: FestiveResult, machine: string, commit: string, startedAt: string): string {
  const verdict = (ok: boolean) => (ok ? 'yes' : '**no**');
  const statuses = (counts: Record<string, number>) => Object.entries(counts).map(([s, n]) => `${n} × ${s}`).join(', ');
  return [
    `## Festive spike — ${startedAt}`,
    '',
    `${machine}; commit ${commit}. ${r.instances} instances, PostgreSQL, Redis: ${r.redis}, ${r.products.toLocaleString('en-IN')} generated products.`,
    `${r.browsers} browsing shoppers (${r.pageEverySec ? `each a page every ${r.pageEverySec} s` : 'no pause between pages'}) for ${r.durationSec} s; ${r.buyers} buyers of one item with ${r.stock} in stock, all at once 5 s in (told to wait, they press Place Order again).`,
    '',
    '| figure | value | aim | met |',
    '|---|---|---|---|',
    `| orders of the sale item | ${r.ordersOfSaleItem} (stock after: ${r.saleItemStockAfter}) | exactly ${r.stock} | ${verdict(r.ordersOfSaleItem === r.stock && r.saleItemStockAfter === 0)} |`,
    `| buyers' last answers | ${statuses(r.buyerFinals)}; every answer: ${statuses(r.buyerAnswers)}; slowest buyer ${r.buyerSlowestMs} ms | | |`,
    `| 5xx answers (pages and orders) | ${r.status5xx} | 0 | ${verdict(r.status5xx === 0)} |`,
    `| pages served | ${r.pageRequests.toLocaleString('en-IN')} (${r.pageRps} req/s); non-2xx ${r.pages.reduce((n, p) => n + p.result.non2xx, 0)}, socket errors ${r.pages.reduce((n, p) => n + p.result.socketErrors, 0)} | | |`,
    `| page p50 / p99 (worse instance) | ${r.pageP50} / ${r.pageP99} ms | p99 ≤ 300 ms | ${verdict(r.pageP99 <= 300)} |`,
  ].join('\n');
}
