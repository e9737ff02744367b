/**
 * Many shoppers at once. On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel
 * over a pool of connections; on PGlite they are serialised, and the same answers must hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderDto } from '@dhatu/domain/contracts';
import { couponRedemptions, coupons, invoices, orders, products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomers, fillCarts, orderBody, postOrder } from './test-helpers.ts';

const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`concurrent orders (${engine})`, () => {
  let t: TestContext;
  let f: Fixtures;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('200 orders for a product with stock 10 make exactly 10 orders and stock 0; the rest are 409 (or an honest busy 503), none 500', async () => {
    const lamp = await f.product({ name: 'Last Brass Lamps', price: 1200, stock: 10 });
    const shoppers = await createCustomers(t, 200, 'Racer');
    await fillCarts(t, shoppers, [{ productId: lamp.id, quantity: 1 }]);

    const started = performance.now();
    const answers = await Promise.all(shoppers.map((s) => postOrder(t, s)));
    const ms = Math.round(performance.now() - started);

    const byStatus = new Map<number, number>();
    for (const a of answers) byStatus.set(a.statusCode, (byStatus.get(a.statusCode) ?? 0) + 1);
    // The losers queue for the product's row lock holding pooled connections; on a loaded two-core
    // CI machine some wait past the pool's 5 s and are told the shop is busy (41 of 190 beside the
    // hardening suite, 181 beside the browser journeys). That is the shop's honest answer to
    // overload, not a wrong one: it must say so and sell nothing.
    expect(byStatus.get(201)).toBe(10);
    expect([...byStatus.keys()].every((status) => [201, 409, 503].includes(status))).toBe(true);
    expect(byStatus.get(409)).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.statusCode === 503)) {
      expect(a.headers['retry-after']).toBe('5');
      expect(a.json()).toEqual({ message: 'The shop is busy right now. Please try again in a moment.' });
    }
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toMatch(/^(Only \d+ left in stock for Last Brass Lamps|Last Brass Lamps is out of stock)$/);
    }
    const [product] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, lamp.id));
    expect(product!.stock).toBe(0);
    const placed = await db().select({ id: orders.id }).from(orders).where(inArray(orders.userId, shoppers.map((s) => s.id)));
    expect(placed).toHaveLength(10);

    // Their invoices were numbered while racing: consecutive, no gaps, no repeats.
    const numbered = await db().select({ financialYear: invoices.financialYear, sequence: invoices.sequence, invoiceNumber: invoices.invoiceNumber })
      .from(invoices).where(inArray(invoices.orderId, placed.map((o) => o.id))).orderBy(asc(invoices.sequence));
    expect(numbered).toHaveLength(10);
    const first = numbered[0]!.sequence;
    expect(numbered.map((n) => n.sequence)).toEqual(Array.from({ length: 10 }, (_, i) => first + i));
    expect(new Set(numbered.map((n) => n.invoiceNumber)).size).toBe(10);
    console.log(`[${engine}] 200 concurrent orders for 10 lamps: ${ms} ms`);
  }, 120_000);

  it('a coupon with a global limit of 5 used by 50 customers at once is redeemed exactly 5 times', async () => {
    const thali = await f.product({ name: 'Brass Thali', price: 2000, stock: 1000 });
    const couponId = await f.coupon({ code: 'FIRST5', value: 10, usageLimit: 5 });
    const shoppers = await createCustomers(t, 50, 'Coupon racer');
    await fillCarts(t, shoppers, [{ productId: thali.id, quantity: 1 }], couponId);

    const started = performance.now();
    const answers = await Promise.all(shoppers.map((s) => postOrder(t, s)));
    const ms = Math.round(performance.now() - started);

    const ok = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as OrderDto);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const order of ok) expect(order).toMatchObject({ couponCode: 'FIRST5', couponDiscount: 200, total: 1800 });
    for (const a of refused) expect(JSON.stringify(a.json())).toContain('This coupon has reached its usage limit');
    const [coupon] = await db().select({ usedCount: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
    expect(coupon!.usedCount).toBe(5);
    const redemptions = await db().select({ orderId: couponRedemptions.orderId }).from(couponRedemptions).where(eq(couponRedemptions.couponId, couponId));
    expect(redemptions.map((r) => r.orderId).sort()).toEqual(ok.map((o) => o._id).sort());
    const [product] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, thali.id));
    expect(product!.stock).toBe(995);
    console.log(`[${engine}] 50 concurrent orders for a coupon limited to 5: ${ms} ms`);
  }, 60_000);

  it('20 concurrent requests with one Idempotency-Key place one order, and all answer it', async () => {
    const [asha] = await createCustomers(t, 1, 'Asha Rao');
    const bell = await f.product({ name: 'Temple Bell', price: 900, stock: 50 });
    await fillCarts(t, [asha!], [{ productId: bell.id, quantity: 2 }]);

    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => postOrder(t, asha!, orderBody(), 'double-click-7f3a')));
    const ms = Math.round(performance.now() - started);

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    const ids = new Set(answers.map((a) => (a.json() as OrderDto)._id));
    expect(ids.size).toBe(1);
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
    expect(await db().$count(orders, eq(orders.userId, asha!.id))).toBe(1);
    const [product] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, bell.id));
    expect(product!.stock).toBe(48);
    console.log(`[${engine}] 20 concurrent requests with one Idempotency-Key: ${ms} ms`);
  }, 60_000);
});
