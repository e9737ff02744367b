/**
 * The real server (a child process on the suite's own PostgreSQL) is SIGKILLed while hundreds of
 * orders with Idempotency-Keys are in flight, restarted, and the same requests retried with the
 * same keys: every key ends with exactly one whole order, none lost, none half-made, none twice.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cartItems, orderIdempotencyKeys, orders } from '../apps/api/src/db/schema/index.ts';
import { orderBody } from '../apps/api/src/modules/orders/test-helpers.ts';
import { orderViolations, stockViolations } from './support/invariants.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';

interface Attempt {
  buyer: ShopCustomer;
  key: string;
}
type Outcome = { status: number; orderId: string | null; body: string } | { error: string };

/** Sends every order at once; SIGKILLs the server as soon as `killWhen` holds for the answers so far. */
async function wave(
  server: ShopServer, attempts: readonly Attempt[], killWhen: (answered: number, placed: number) => boolean = () => false,
): Promise<Outcome[]> {
  let answered = 0;
  let placed = 0;
  let killing: Promise<void> | null = null;
  const outcomes = await Promise.all(attempts.map(async ({ buyer, key }): Promise<Outcome> => {
    try {
      const res = await fetch(`${server.url}/api/orders`, {
        method: 'POST',
        headers: { ...buyer.headers, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(orderBody()),
        signal: AbortSignal.timeout(60_000),
      });
      const body = await res.text();
      answered += 1;
      if (res.status === 201) placed += 1;
      if (!killing && killWhen(answered, placed)) killing = server.kill();
      let orderId: string | null = null;
      try { orderId = (JSON.parse(body) as { _id?: string })._id ?? null; } catch { /* not JSON */ }
      return { status: res.status, orderId, body };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }));
  // Assigned inside the callbacks above, which TypeScript's narrowing does not follow.
  await (killing as Promise<void> | null);
  return outcomes;
}

const isOrder = (o: Outcome) => 'status' in o && (o.status === 200 || o.status === 201);

const answeredWith = (outcomes: Outcome[], ...statuses: number[]) =>
  outcomes.filter((o) => 'status' in o && statuses.includes(o.status)).length;

describe('faults: the server killed mid-checkout', () => {
  let shop: ShopData | undefined;
  let server: ShopServer | undefined;
  afterAll(async () => {
    await server?.kill().catch(() => {});
    await shop?.close();
  });

  it('SIGKILL twice while 300 orders are placed; after restarts the retried keys give each buyer exactly one whole order', async ({ annotate }) => {
    shop = await newShopDatabase(inject('pgCluster'), 'kill');
    const [lamp, bell] = await shop.products([{ name: 'Kill Lamp', price: 700, stock: 5_000 }, { name: 'Kill Bell', price: 300, stock: 5_000 }]);
    const initial = new Map([[lamp!.id, 5_000], [bell!.id, 5_000]]);
    const buyers = await shop.customers(300);
    await Promise.all(buyers.map((buyer, i) => shop!.fillCart(buyer, [
      { productId: lamp!.id, quantity: 1 + (i % 3) }, { productId: bell!.id, quantity: 1 },
    ])));
    const attempts = buyers.map((buyer, i) => ({ buyer, key: `checkout-${i}-${buyer.id}` }));
    const db = shop.database.db;
    const buyerIds = buyers.map((b) => b.id);
    const ordersNow = () => db.$count(orders, inArray(orders.userId, buyerIds));
    const check = async (moment: string) => {
      expect(await orderViolations(db, buyerIds), moment).toEqual([]);
      expect(await stockViolations(db, initial), moment).toEqual([]);
      // Each order came with its key, in one transaction: no order without one, no key without its order.
      const keyed = await db.$count(orderIdempotencyKeys, inArray(orderIdempotencyKeys.userId, buyerIds));
      expect(keyed, moment).toBe(await ordersNow());
    };

    server = await startServer({ databaseUrl: shop.url });
    const port = server.port;
    const first = await wave(server, attempts, (answered) => answered >= 75);
    await server.kill(); // already dead unless the kill condition never held
    await check('after the first kill');
    const committedFirst = await ordersNow();

    server = await startServer({ databaseUrl: shop.url, port });
    // This time the kill lands while the orders the first kill cut are being placed anew.
    const second = await wave(server, attempts, (_answered, placed) => placed >= 10);
    await server.kill();
    await check('after the second kill');

    // The last retries answer every key with its order: placed now (201) or replayed (200). A 503
    // (every connection busy: 300 checkouts at once on a pool of 10) is retried, as a client would.
    server = await startServer({ databaseUrl: shop.url, port });
    const last: Outcome[] = attempts.map(() => ({ error: 'not sent' }));
    let busy = 0;
    for (let round = 0; round < 5; round++) {
      const pending = attempts.map((a, i) => ({ a, i })).filter(({ i }) => !isOrder(last[i]!));
      if (pending.length === 0) break;
      const outcomes = await wave(server, pending.map(({ a }) => a));
      outcomes.forEach((o, k) => { last[pending[k]!.i] = o; });
      busy += outcomes.filter((o) => 'status' in o && o.status === 503).length;
    }
    await server.stop();
    server = undefined;

    // Nothing answered before a kill was a server error: an order, or a clean 503 'busy'.
    for (const o of [...first, ...second, ...last]) {
      if (!('status' in o) || isOrder(o)) continue;
      expect(o.status, o.body).toBe(503);
      expect(JSON.parse(o.body)).toEqual({ message: expect.any(String) });
    }
    for (const o of last) expect('status' in o ? o.status : o.error).toBeOneOf([200, 201]);
    // A key answered before a kill keeps its order.
    last.forEach((o, i) => {
      for (const earlier of [first[i]!, second[i]!]) {
        if ('orderId' in earlier && earlier.orderId && 'orderId' in o) expect(o.orderId).toBe(earlier.orderId);
      }
    });
    await check('at the end');
    expect(await ordersNow()).toBe(buyers.length);
    const keys = await db.select({ userId: orderIdempotencyKeys.userId, key: orderIdempotencyKeys.key, orderId: orderIdempotencyKeys.orderId })
      .from(orderIdempotencyKeys).where(inArray(orderIdempotencyKeys.userId, buyerIds));
    expect(keys).toHaveLength(buyers.length);
    for (const [i, attempt] of attempts.entries()) {
      const row = keys.find((k) => k.userId === attempt.buyer.id);
      expect(row?.key).toBe(attempt.key);
      expect('orderId' in last[i]! && last[i].orderId).toBe(row?.orderId);
    }
    expect(await db.$count(cartItems, inArray(cartItems.userId, buyerIds))).toBe(0);
    const [sample] = await db.select({ n: orders.orderNumber }).from(orders).where(and(eq(orders.userId, buyers[0]!.id)));
    expect(sample?.n).toMatch(/^DH-/);

    const lostAnswers = committedFirst - answeredWith(first, 200, 201);
    await annotate(`kill 1 after ${answeredWith(first, 201)} answers: ${committedFirst} orders committed (${lostAnswers} whose answer was cut off), `
      + `${first.filter((o) => 'error' in o).length} requests cut`);
    await annotate(`kill 2: ${answeredWith(second, 200)} replays and ${answeredWith(second, 201)} new orders answered before it; `
      + `final retry: ${answeredWith(last, 201)} placed, ${answeredWith(last, 200)} replayed${busy ? ` (${busy} × 503 busy, retried)` : ''} `
      + `→ ${buyers.length} orders for ${buyers.length} keys, stock adds up`);
  });
});
