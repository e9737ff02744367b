/**
 * Races on PostgreSQL (the suite's own cluster): requests really run in parallel over a pool of
 * connections. Every scenario runs several rounds, and after each the database is checked
 * against the invariants, not just the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { OrderDto } from '@dhatu/domain/contracts';
import { cartItems, coupons, orderItems, orders, products, productVariants } from '../apps/api/src/db/schema/index.ts';
import { createFixtures, type Fixtures } from '../apps/api/src/modules/cart/test-fixtures.ts';
import { createCustomers, fillCarts, orderBody, postOrder, type Customer } from '../apps/api/src/modules/orders/test-helpers.ts';
import { UNAVAILABLE_MESSAGE } from '../apps/api/src/lib/unavailable-page.ts';
import { createTestApp, type TestContext } from '../apps/api/src/test/test-app.ts';
import { couponViolations, orderViolations, stockViolations } from './support/invariants.ts';

const ROUNDS = 3;

type Answer = Awaited<ReturnType<typeof postOrder>>;

function tally(answers: readonly Answer[]): Record<number, number> {
  const byStatus: Record<number, number> = {};
  for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
  return byStatus;
}

/** No answer is a 5xx, and none speaks of deadlocks, SQL or stacks. */
function expectClean(answers: readonly Answer[]) {
  for (const a of answers) {
    expect(a.statusCode, a.body).toBeLessThan(500);
    expect(a.body).not.toMatch(/deadlock|serializ|could not|at .*\.ts:\d+|select |update |insert /i);
  }
}

/**
 * Sends again, as a client would, each answer that was the shop's clean 503 "busy" (a request that
 * waited past the pool's limit for a connection: hundreds at once on a loaded two-core machine).
 * Only for requests with an Idempotency-Key, which a retry cannot place twice. Answers the last
 * answer of each request and how many were busy.
 */
async function retryBusy(answers: readonly Answer[], resend: (index: number) => Promise<Answer>): Promise<{ answers: Answer[]; busy: number }> {
  const last = [...answers];
  let busy = 0;
  for (let round = 0; round < 5; round++) {
    const waiting = last.flatMap((a, i) => (a.statusCode === 503 ? [i] : []));
    if (waiting.length === 0) break;
    for (const i of waiting) {
      expect(last[i]!.json()).toEqual({ message: UNAVAILABLE_MESSAGE });
      expect(last[i]!.headers['retry-after']).toBeDefined();
    }
    busy += waiting.length;
    const again = await Promise.all(waiting.map(resend));
    waiting.forEach((i, k) => { last[i] = again[k]!; });
  }
  return { answers: last, busy };
}

describe('concurrency on PostgreSQL', () => {
  let t: TestContext;
  let f: Fixtures;
  const db = () => t.database.db;
  const stockOf = async (id: string) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  beforeAll(async () => {
    expect(process.env.TEST_DATABASE_URL, 'the suite runs on its own PostgreSQL cluster').toMatch(/^postgres:/);
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t?.close());

  it(`stock race: 200 buyers for a stock of 10 place exactly 10 orders, stock ends at 0 (${ROUNDS} rounds)`, async ({ annotate }) => {
    const timings: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const lamp = await f.product({ name: `Race Lamp ${round}`, price: 1200, stock: 10 });
      const buyers = await createCustomers(t, 200, 'Racer');
      await fillCarts(t, buyers, [{ productId: lamp.id, quantity: 1 }]);

      const started = performance.now();
      const answers = await Promise.all(buyers.map((b) => postOrder(t, b)));
      timings.push(performance.now() - started);

      expectClean(answers);
      expect(tally(answers), `round ${round}`).toEqual({ 201: 10, 409: 190 });
      expect(await stockOf(lamp.id)).toBe(0);
      expect(await stockViolations(db(), new Map([[lamp.id, 10]]))).toEqual([]);
      expect(await orderViolations(db(), buyers.map((b) => b.id))).toEqual([]);
    }
    await annotate(`${ROUNDS} rounds × 200 buyers: 10 orders and 190 × 409 each time, stock 0 (${timings.map((ms) => Math.round(ms)).join(', ')} ms)`);
  });

  it(`variant race: 30 buyers for a variant with stock 3 place exactly 3 orders; its siblings' stock is untouched (${ROUNDS} rounds)`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const diya = await f.variantProduct({
        name: `Race Diya ${round}`, options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }],
        rows: [{ values: ['Small'], price: 400, stock: 7 }, { values: ['Medium'], price: 800, stock: 5 }, { values: ['Large'], price: 1500, stock: 3 }],
      });
      const buyers = await createCustomers(t, 30, 'Variant racer');
      await fillCarts(t, buyers, [{ productId: diya.id, variantId: diya.variants.Large!, quantity: 1 }]);

      const answers = await Promise.all(buyers.map((b) => postOrder(t, b)));

      expectClean(answers);
      expect(tally(answers), `round ${round}`).toEqual({ 201: 3, 409: 27 });
      const stock = await db().select({ values: productVariants.values, stock: productVariants.stock }).from(productVariants)
        .where(eq(productVariants.productId, diya.id)).orderBy(productVariants.position);
      expect(stock.map((v) => [v.values[0], v.stock])).toEqual([['Small', 7], ['Medium', 5], ['Large', 0]]);
      // The product's own stock is the sum of its variants', and every order sold the Large one.
      expect(await stockOf(diya.id)).toBe(12);
      const sold = await db().select({ variantId: orderItems.variantId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.productId, diya.id));
      expect(sold).toEqual(Array.from({ length: 3 }, () => ({ variantId: diya.variants.Large, quantity: 1 })));
      expect(await orderViolations(db(), buyers.map((b) => b.id))).toEqual([]);
    }
  });

  it(`orders over the same products in opposite orders, with cancellations racing them, never deadlock (${ROUNDS} rounds)`, async ({ annotate }) => {
    let placedTotal = 0;
    let cancelledTotal = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const [a, b, c] = [
        await f.product({ name: `Urli A${round}`, price: 500, stock: 40 }),
        await f.product({ name: `Urli B${round}`, price: 600, stock: 40 }),
        await f.product({ name: `Urli C${round}`, price: 700, stock: 40 }),
      ] as const;
      const initial = new Map([[a.id, 40], [b.id, 40], [c.id, 40]]);
      // Every rotation of the three products: cart lines (and so any naive lock order) differ.
      const rotations = [[a, b, c], [c, b, a], [b, c, a], [a, c, b], [c, a, b], [b, a, c]];
      const first = await createCustomers(t, 60, 'Rotator');
      const second = await createCustomers(t, 60, 'Rotator');
      const fill = (who: Customer[]) => Promise.all(who.map((customer, i) => fillCarts(t, [customer],
        rotations[i % rotations.length]!.map((p) => ({ productId: p.id, quantity: 1 + (i % 2) })))));
      await fill(first);
      await fill(second);

      const wave1 = await Promise.all(first.map((s) => postOrder(t, s)));
      expectClean(wave1);
      const placed = wave1.map((answer, i) => ({ answer, who: first[i]! })).filter((x) => x.answer.statusCode === 201);
      expect(placed.length).toBeGreaterThan(0);
      expect(await stockViolations(db(), initial)).toEqual([]);

      // Second wave: half the placed orders are cancelled while new orders compete for the same stock.
      const cancelling = placed.filter((_, i) => i % 2 === 0);
      const wave2 = await Promise.all([
        ...cancelling.map(({ answer, who }) => t.app.inject({
          method: 'POST', url: `/api/orders/${(answer.json() as OrderDto)._id}/cancel`, headers: who.headers,
        })),
        ...second.map((s) => postOrder(t, s)),
      ]);
      expectClean(wave2);
      const cancels = wave2.slice(0, cancelling.length);
      expect(tally(cancels)).toEqual({ 200: cancelling.length });
      placedTotal += placed.length + wave2.slice(cancelling.length).filter((x) => x.statusCode === 201).length;
      cancelledTotal += cancelling.length;

      expect(await stockViolations(db(), initial)).toEqual([]);
      expect(await orderViolations(db(), [...first, ...second].map((s) => s.id))).toEqual([]);
    }
    await annotate(`${ROUNDS} rounds: ${placedTotal} orders placed and ${cancelledTotal} cancelled across 3 products in 6 lock orders; no 5xx, stock adds up`);
  });

  it(`a coupon's global limit holds under 50 simultaneous orders (${ROUNDS} rounds)`, async ({ annotate }) => {
    for (let round = 1; round <= ROUNDS; round++) {
      const thali = await f.product({ name: `Coupon Thali ${round}`, price: 2000, stock: 1000 });
      const couponId = await f.coupon({ code: `GLOBAL5R${round}${Date.now().toString(36)}`.toUpperCase(), value: 10, usageLimit: 5 });
      const shoppers = await createCustomers(t, 50, 'Coupon racer');
      await fillCarts(t, shoppers, [{ productId: thali.id, quantity: 1 }], couponId);

      const answers = await Promise.all(shoppers.map((s) => postOrder(t, s)));
      expectClean(answers);
      expect(tally(answers)).toEqual({ 201: 5, 409: 45 });
      expect(await couponViolations(db(), couponId)).toEqual([]);
      expect(await stockViolations(db(), new Map([[thali.id, 1000]]))).toEqual([]);
      expect(await orderViolations(db(), shoppers.map((s) => s.id))).toEqual([]);
    }
    await annotate(`${ROUNDS} rounds × 50 orders for a coupon limited to 5: exactly 5 redeemed each time`);
  });

  it(`a coupon's per-customer limit holds when one customer fills, applies and orders from several tabs at once (${ROUNDS} rounds)`, async ({ annotate }) => {
    let redeemed = 0;
    let attempts = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const bell = await f.product({ name: `Limit Bell ${round}`, price: 1500, stock: 10_000 });
      const code = `TWICE${round}${Date.now().toString(36)}`.toUpperCase();
      const couponId = await f.coupon({ code, value: 5, perCustomerLimit: 2, usageLimit: 40 });
      const shoppers = await createCustomers(t, 12, 'Tab opener');
      // Each customer has 4 tabs; each tab adds to the cart, applies the coupon and orders, twice.
      const tab = async (who: Customer) => {
        const results: Answer[] = [];
        for (let step = 0; step < 2; step++) {
          results.push(await t.app.inject({ method: 'POST', url: '/api/cart', headers: who.headers, payload: { productId: bell.id, quantity: 1 } }));
          results.push(await t.app.inject({ method: 'POST', url: '/api/coupons/apply', headers: who.headers, payload: { couponCode: code } }));
          results.push(await postOrder(t, who));
        }
        return results;
      };
      const answers = (await Promise.all(shoppers.flatMap((who) => [tab(who), tab(who), tab(who), tab(who)]))).flat();
      attempts += answers.length;
      expectClean(answers);
      expect(await couponViolations(db(), couponId)).toEqual([]);
      expect(await stockViolations(db(), new Map([[bell.id, 10_000]]))).toEqual([]);
      expect(await orderViolations(db(), shoppers.map((s) => s.id))).toEqual([]);
      const [coupon] = await db().select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
      redeemed += coupon!.used;
      // Tidy the carts so the next round starts clean.
      await db().delete(cartItems).where(eq(cartItems.productId, bell.id));
    }
    await annotate(`${ROUNDS} rounds × 12 customers × 4 tabs (${attempts} requests): ${redeemed} redemptions, none above 2 per customer or 40 in all`);
  });

  it(`a first-order coupon goes only on each customer's first order when they fill, apply and order from several tabs at once (${ROUNDS} rounds)`, async ({ annotate }) => {
    let firsts = 0;
    let placed = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const kalash = await f.product({ name: `Welcome Kalash ${round}`, price: 1100, stock: 10_000 });
      const code = `HELLO${round}${Date.now().toString(36)}`.toUpperCase();
      const couponId = await f.coupon({ code, value: 10, firstOrderOnly: true });
      const shoppers = await createCustomers(t, 12, 'First timer');
      // Each customer has 3 tabs; each tab adds to the cart, applies the coupon and orders, twice.
      const tab = async (who: Customer) => {
        const results: Answer[] = [];
        for (let step = 0; step < 2; step++) {
          results.push(await t.app.inject({ method: 'POST', url: '/api/cart', headers: who.headers, payload: { productId: kalash.id, quantity: 1 } }));
          results.push(await t.app.inject({ method: 'POST', url: '/api/coupons/apply', headers: who.headers, payload: { couponCode: code } }));
          results.push(await postOrder(t, who));
        }
        return results;
      };
      const answers = (await Promise.all(shoppers.flatMap((who) => [tab(who), tab(who), tab(who)]))).flat();
      expectClean(answers);
      expect(await couponViolations(db(), couponId)).toEqual([]);
      expect(await stockViolations(db(), new Map([[kalash.id, 10_000]]))).toEqual([]);
      expect(await orderViolations(db(), shoppers.map((s) => s.id))).toEqual([]);
      const ordered = await db().select({ userId: orders.userId, couponId: orders.couponId }).from(orders).where(inArray(orders.userId, shoppers.map((s) => s.id)));
      const withCoupon = ordered.filter((o) => o.couponId === couponId);
      // At most one per customer, and the race really ran: some got it and some ordered again.
      expect(new Set(withCoupon.map((o) => o.userId)).size).toBe(withCoupon.length);
      expect(withCoupon.length).toBeGreaterThan(0);
      expect(ordered.length).toBeGreaterThan(withCoupon.length);
      firsts += withCoupon.length;
      placed += ordered.length;
      await db().delete(cartItems).where(eq(cartItems.productId, kalash.id));
    }
    await annotate(`${ROUNDS} rounds × 12 customers × 3 tabs: ${placed} orders, ${firsts} with the first-order coupon, never more than one per customer and always their first`);
  });

  it(`one Idempotency-Key sent 8 times at once by each of 30 customers places one order each (${ROUNDS} rounds)`, async ({ annotate }) => {
    let retried = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const diya = await f.product({ name: `Key Diya ${round}`, price: 900, stock: 500 });
      const shoppers = await createCustomers(t, 30, 'Double clicker');
      await fillCarts(t, shoppers, [{ productId: diya.id, quantity: 2 }]);

      const send = (index: number) => postOrder(t, shoppers[Math.floor(index / 8)]!, orderBody(), `round-${round}-key-${Math.floor(index / 8)}`);
      const sent = await Promise.all(Array.from({ length: shoppers.length * 8 }, (_, index) => send(index)));
      const { answers, busy } = await retryBusy(sent, send);
      retried += busy;
      expectClean(answers);
      expect(tally(answers)).toEqual({ 201: 30, 200: 210 });
      for (let i = 0; i < shoppers.length; i++) {
        const mine = answers.slice(i * 8, i * 8 + 8);
        expect(new Set(mine.map((a) => (a.json() as OrderDto)._id)).size).toBe(1);
        expect(await db().$count(orders, eq(orders.userId, shoppers[i]!.id))).toBe(1);
      }
      // The same key with another body is refused, and places nothing.
      const reused = await postOrder(t, shoppers[0]!, orderBody({ userName: 'Someone Else' }), `round-${round}-key-0`);
      expect(reused.statusCode).toBe(422);
      expect(await stockOf(diya.id)).toBe(500 - 60);
      expect(await stockViolations(db(), new Map([[diya.id, 500]]))).toEqual([]);
      expect(await orderViolations(db(), shoppers.map((s) => s.id))).toEqual([]);
    }
    await annotate(`${ROUNDS} rounds × 240 requests on 30 keys: exactly 30 orders (30 × 201, 210 × 200 replays; ${retried} answered 503 busy and were sent again); reusing a key with another body is 422`);
  });
});
