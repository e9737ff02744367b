/**
 * SIGTERM reaches a real server (a child process on the suite's PostgreSQL) while 50 orders with
 * Idempotency-Keys are being placed: it stops taking new connections, finishes what it started and
 * exits 0. Every order answered 2xx exists exactly once, every refused one does not exist at all,
 * and retrying the refused ones on a second instance with the same keys makes no doubles.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { orders } from '../apps/api/src/db/schema/index.ts';
import { orderBody } from '../apps/api/src/modules/orders/test-helpers.ts';
import { orderViolations, stockViolations } from './support/invariants.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';

type Outcome =
  | { kind: 'placed'; status: number; orderId: string }
  | { kind: 'refused'; why: string }
  | { kind: 'broken'; why: string };

const keyOf = (buyer: ShopCustomer) => `sigterm-${buyer.id}`;

/** One checkout; a refused connection or a clean 503 is "refused", anything else not a 2xx is broken. */
async function place(server: ShopServer, buyer: ShopCustomer): Promise<Outcome> {
  try {
    const res = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': keyOf(buyer) },
      body: JSON.stringify(orderBody()),
      signal: AbortSignal.timeout(60_000),
    });
    const body = await res.text();
    if (res.status === 200 || res.status === 201) return { kind: 'placed', status: res.status, orderId: (JSON.parse(body) as { _id: string })._id };
    if (res.status === 503) return { kind: 'refused', why: `503 ${body}` };
    return { kind: 'broken', why: `${res.status} ${body.slice(0, 200)}` };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    return code === 'ECONNREFUSED' ? { kind: 'refused', why: code } : { kind: 'broken', why: code };
  }
}

/** Polls until `path` stops answering 200 (refused or 503); how long that took, or -1. */
async function msUntilNotReady(server: ShopServer, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const status = await fetch(`${server.url}/api/health/ready`).then((r) => r.status, () => 0);
    if (status !== 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return -1;
}

describe('shutdown: SIGTERM while orders are placed', () => {
  let shop: ShopData | undefined;
  const servers: ShopServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill().catch(() => {})));
    await shop?.close();
  });

  it('SIGTERM during 50 order placements: exit 0, every 2xx order once, no refused one, retries on a second instance make no doubles', async ({ annotate }) => {
    shop = await newShopDatabase(inject('pgCluster'), 'sigterm');
    const [lamp] = await shop.products([{ name: 'Sigterm Lamp', price: 900, stock: 1_000 }]);
    const initial = new Map([[lamp!.id, 1_000]]);
    const buyers = await shop.customers(50);
    await Promise.all(buyers.map((buyer, i) => shop!.fillCart(buyer, [{ productId: lamp!.id, quantity: 1 + (i % 2) }])));
    const buyerIds = buyers.map((b) => b.id);
    // One after the other: each takes the first free port.
    const a = await startServer({ databaseUrl: shop.url });
    servers.push(a);
    const b = await startServer({ databaseUrl: shop.url });
    servers.push(b);

    // 30 checkouts start; the first answer triggers SIGTERM; the other 20 arrive once A is no longer ready.
    let signalled!: () => void;
    const signalSent = new Promise<void>((resolve) => { signalled = resolve; });
    let signalAt = 0;
    const firstWave = buyers.slice(0, 30).map(async (buyer) => {
      const outcome = await place(a, buyer);
      if (!signalAt) {
        signalAt = Date.now();
        a.signal('SIGTERM');
        signalled();
      }
      return outcome;
    });
    await signalSent;
    const notReadyMs = await msUntilNotReady(a, 2_000);
    const lateWave = buyers.slice(30).map((buyer) => place(a, buyer));
    const outcomes = await Promise.all([...firstWave, ...lateWave]);
    const exit = await a.exited;
    const exitMs = Date.now() - signalAt;

    expect(exit, a.output().slice(-3000)).toEqual({ code: 0, signal: null });
    expect(notReadyMs, 'readiness stopped answering 200 soon after SIGTERM').toBeGreaterThanOrEqual(0);
    expect(outcomes.filter((o) => o.kind === 'broken'), 'no answer cut off or failed').toEqual([]);

    const db = shop.database.db;
    const rows = await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(inArray(orders.userId, buyerIds));
    outcomes.forEach((outcome, i) => {
      const mine = rows.filter((r) => r.userId === buyers[i]!.id);
      if (outcome.kind === 'placed') expect(mine.map((r) => r.id), `buyer ${i}: answered ${outcome.status}`).toEqual([outcome.orderId]);
      else expect(mine, `buyer ${i}: refused (${'why' in outcome ? outcome.why : ''}) but an order exists`).toEqual([]);
    });
    expect(await stockViolations(db, initial)).toEqual([]);

    // Everyone retries on B with the same key: the refused are placed now, the placed are replayed.
    const retries = await Promise.all(buyers.map((buyer) => place(b, buyer)));
    retries.forEach((retry, i) => {
      expect(retry.kind, `retry ${i}: ${'why' in retry ? retry.why : ''}`).toBe('placed');
      const before = outcomes[i]!;
      if (before.kind === 'placed' && retry.kind === 'placed') {
        expect(retry.orderId).toBe(before.orderId);
        expect(retry.status).toBe(200);
      }
    });
    expect(await db.$count(orders, inArray(orders.userId, buyerIds))).toBe(buyers.length);
    expect(await orderViolations(db, buyerIds)).toEqual([]);
    expect(await stockViolations(db, initial)).toEqual([]);

    const placed = outcomes.filter((o) => o.kind === 'placed').length;
    await annotate(`SIGTERM after the first answer: ${placed} orders answered 2xx, ${outcomes.length - placed} refused; `
      + `not ready after ${notReadyMs} ms; exit 0 after ${exitMs} ms; 50 retries on B → 50 orders, no doubles`);
  });
});
