/**
 * The database goes away for ten seconds (pg_ctl stop -m fast on the suite's own cluster) while
 * the real server is under load: every answer meanwhile is a clean 503 `{ message }` (or an
 * ordinary answer), never a 500, a stack trace or SQL; afterwards the shop recovers by itself,
 * and orders retried with their keys end as exactly one whole order each.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { orders } from '../apps/api/src/db/schema/index.ts';
import { orderBody } from '../apps/api/src/modules/orders/test-helpers.ts';
import { orderViolations, stockViolations } from './support/invariants.ts';
import { startCluster, stopCluster } from './support/pg-cluster.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';
import { missingSecurityHeaders } from './support/headers.ts';
import { leakIn } from './support/leaks.ts';

const OUTAGE_MS = 10_000;

interface Answer {
  phase: 'before' | 'outage' | 'after';
  what: string;
  status: number;
  contentType: string;
  body: string;
  /** Security headers the answer lacks. */
  missing: string[];
}

describe('faults: the database stopped under load', () => {
  const cluster = inject('pgCluster');
  let shop: ShopData | undefined;
  let server: ShopServer | undefined;
  afterAll(async () => {
    await startCluster(cluster).catch(() => {});
    await server?.stop().catch(() => {});
    await shop?.close();
  });

  it(`${OUTAGE_MS / 1000} s without PostgreSQL: clean 503s with { message }, no stack or SQL, recovery after the restart`, async ({ annotate }) => {
    shop = await newShopDatabase(cluster, 'outage');
    const [lamp] = await shop.products([{ name: 'Outage Lamp', price: 800, stock: 10_000 }]);
    const initial = new Map([[lamp!.id, 10_000]]);
    const orderers = await shop.customers(400);
    await Promise.all(orderers.map((c) => shop!.fillCart(c, [{ productId: lamp!.id, quantity: 1 }])));
    const browsers = await shop.customers(20);
    server = await startServer({ databaseUrl: shop.url });
    const base = server.url;

    const answers: Answer[] = [];
    let phase: Answer['phase'] = 'before';
    let nextOrderer = 0;
    const orderKey = (c: ShopCustomer) => `outage-${c.id}`;
    const tried = new Set<ShopCustomer>();

    const call = async (what: string, path: string, init: RequestInit = {}) => {
      const at = phase;
      try {
        const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
        const missing = missingSecurityHeaders(Object.fromEntries(res.headers));
        answers.push({ phase: at, what, status: res.status, contentType: res.headers.get('content-type') ?? '', body: await res.text(), missing });
      } catch (error) {
        answers.push({ phase: at, what, status: 0, contentType: '', body: error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error), missing: [] });
      }
    };
    const json = (c: ShopCustomer, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
      method: 'POST', headers: { ...c.headers, 'content-type': 'application/json', ...extra }, body: JSON.stringify(body),
    });
    // One visitor's round: reads, a signed-in read and write, a page, and one checkout with its key.
    const round = async (worker: number) => {
      const browser = browsers[worker % browsers.length]!;
      await call('readiness', '/api/health/ready');
      await call('product list', '/api/products?sort=price&limit=12');
      await call('product', `/api/products/${lamp!.id}`);
      await call('cart', '/api/cart', { headers: browser.headers });
      await call('add to cart', '/api/cart', json(browser, { productId: lamp!.id, quantity: 1 }));
      await call('home page', '/');
      const orderer = orderers[nextOrderer++ % orderers.length]!;
      tried.add(orderer);
      await call('order', '/api/orders', json(orderer, orderBody(), { 'idempotency-key': orderKey(orderer) }));
    };
    let running = true;
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      while (running) await round(worker);
    });

    await new Promise((r) => setTimeout(r, 1_500));
    phase = 'outage';
    const stoppedAt = Date.now();
    await stopCluster(cluster);
    await new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt))));
    await startCluster(cluster);
    const restartedAt = Date.now();
    phase = 'after';
    // Recovered: readiness answers 200 again without restarting the shop.
    let recoveredMs = -1;
    let lastHealth = '';
    while (Date.now() - restartedAt < 30_000) {
      const res = await fetch(`${base}/api/health/ready`).catch(() => null);
      lastHealth = `${res?.status} ${await res?.text()}`;
      if (res?.status === 200) { recoveredMs = Date.now() - restartedAt; break; }
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 2_000));
    running = false;
    await Promise.all(workers);

    const during = answers.filter((a) => a.phase === 'outage');
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length, 'the outage was seen').toBeGreaterThan(0);
    // Every answer is judged; the failure lists each kind of bad answer once, with the server's own log of it.
    const problems = new Set<string>();
    for (const a of answers) {
      const label = `${a.phase} ${a.what}: ${a.status} ${a.body.slice(0, 200)}`;
      if (a.status === 0) problems.add(`no answer: ${a.what}: ${a.body}`);
      else if (a.status >= 500 && a.status !== 503) problems.add(`server error: ${label}`);
      if (a.missing.length > 0) problems.add(`${a.what} ${a.status} without ${a.missing.join(', ')}`);
      const leak = leakIn(a.body);
      if (leak) problems.add(`leak "${leak}": ${label}`);
      if (a.status !== 503) continue;
      if (!a.contentType.includes('application/json')) {
        if (a.what !== 'home page') problems.add(`503 that is not JSON: ${label}`);
        else if (!a.contentType.includes('text/html') || !a.body.includes('Back in a moment')) problems.add(`503 page that is not the shop's unavailable page: ${label}`);
        continue;
      }
      const body = JSON.parse(a.body) as Record<string, unknown>;
      const expected = a.what === 'readiness' ? { status: 'unavailable', database: 'unreachable', redis: 'not configured' } : { message: body.message };
      if (JSON.stringify(body) !== JSON.stringify(expected) || (a.what !== 'readiness' && typeof body.message !== 'string')) {
        problems.add(`503 body is not { message }: ${label}`);
      }
    }
    const serverErrors = server.output().split('\n').filter((line) => /"level":50/.test(line) && !/database unavailable"|readiness: database/.test(line));
    if (recoveredMs < 0) problems.add(`readiness did not answer 200 within 30 s of the restart (last: ${lastHealth})`);
    // A server that died says how, with its last words (once, in a loaded CI run, it was simply gone).
    const ended = await Promise.race([server.exited, new Promise<null>((done) => setTimeout(() => done(null), 0))]);
    if (ended) problems.add(`the server exited (code ${ended.code}, signal ${ended.signal}):\n${server.output().split('\n').slice(-30).join('\n')}`);
    expect([...problems], `server log:\n${serverErrors.slice(0, 5).join('\n').slice(0, 6000)}`).toEqual([]);
    // Once healthy again, everything works again.
    const afterRecovery = answers.filter((a) => a.phase === 'after').slice(-30);
    expect(afterRecovery.filter((a) => a.status >= 500)).toEqual([]);

    // Checkouts cut by the outage are retried with their keys: one whole order per customer.
    // All at once (hundreds on a pool of 10): a clean 503 "busy" is retried again, as a client would.
    const everyone = [...tried];
    const retries = new Map<ShopCustomer, number>();
    let busy = 0;
    for (let round = 0; round < 5; round++) {
      const pending = everyone.filter((c) => retries.get(c) !== 200 && retries.get(c) !== 201);
      if (pending.length === 0) break;
      await Promise.all(pending.map(async (c) => {
        const res = await fetch(`${base}/api/orders`, json(c, orderBody(), { 'idempotency-key': orderKey(c) }));
        retries.set(c, res.status);
        if (res.status === 503) busy += 1;
      }));
    }
    for (const status of retries.values()) expect(status).toBeOneOf([200, 201]);
    const db = shop.database.db;
    expect(await db.$count(orders, inArray(orders.userId, everyone.map((c) => c.id)))).toBe(everyone.length);
    expect(await orderViolations(db, everyone.map((c) => c.id))).toEqual([]);
    expect(await stockViolations(db, initial)).toEqual([]);

    const count = (list: Answer[], status: number) => list.filter((a) => a.status === status).length;
    await annotate(`${answers.length} requests; during the ${OUTAGE_MS / 1000} s outage ${during.length}: ${count(during, 503)} × 503, `
      + `${during.length - count(during, 503)} answered otherwise; none 500, no stack or SQL in any body`);
    await annotate(`ready again ${recoveredMs} ms after PostgreSQL restarted; ${everyone.length} checkouts retried with their keys (${busy} answered 503 busy and were retried) → ${everyone.length} whole orders`);
  });
});
