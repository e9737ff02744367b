/**
 * Stock hoarding (issue 18 §4) against two real shop processes on one PostgreSQL database, as
 * behind a load balancer: one account firing orders from many tabs at both instances at once ends
 * with exactly the open orders the owner allows; online orders left unpaid give their stock and
 * coupon use back after their deadline, exactly once, although both instances run the release job.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartCoupons, coupons, orders, paymentEvents, products } from '../apps/api/src/db/schema/index.ts';
import { orderBody } from '../apps/api/src/modules/orders/test-helpers.ts';
import { orderViolations, stockViolations } from './support/invariants.ts';
import { startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopCustomer, type ShopData } from './support/shop-data.ts';

const LIMIT_MESSAGE = 'You already have 3 orders in progress. You can place a new order once one of them is delivered, or after you cancel one.';

interface Answer {
  status: number;
  body: string;
}

async function call(server: ShopServer, who: ShopCustomer, path: string, payload: unknown): Promise<Answer> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST', headers: { ...who.headers, 'content-type': 'application/json' }, body: JSON.stringify(payload), signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, body: await res.text() };
}

describe('hoarding limits across two instances', () => {
  let shop: ShopData;
  let servers: ShopServer[] = [];

  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'hoard');
    // Both instances take online payments through the sandbox and run the release job every second.
    const env = {
      ONLINE_PAYMENTS_ENABLED: 'true', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true', PAYMENT_RECONCILE_INTERVAL_SECONDS: '1',
    };
    servers = await Promise.all([startServer({ databaseUrl: shop.url, env }), startServer({ databaseUrl: shop.url, env })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop().catch(() => {})));
    await shop?.close();
  });

  it('one account ordering from 8 tabs split over both instances ends with exactly 3 open orders (3 accounts at once)', async ({ annotate }) => {
    const [lamp] = await shop.products([{ name: 'Hoard Lamp', price: 900, stock: 1_000 }]);
    const hoarders = await shop.customers(3);
    // Each tab adds one lamp and places an order, three times; tabs alternate between the instances.
    const tab = async (who: ShopCustomer, server: ShopServer) => {
      const answers: Answer[] = [];
      for (let step = 0; step < 3; step++) {
        answers.push(await call(server, who, '/api/cart', { productId: lamp!.id, quantity: 1 }));
        answers.push(await call(server, who, '/api/orders', orderBody()));
      }
      return answers;
    };
    const answers = (await Promise.all(hoarders.flatMap((who) => Array.from({ length: 8 }, (_, i) => tab(who, servers[i % 2]!))))).flat();

    for (const a of answers) expect(a.status, a.body).toBeLessThan(500);
    const refusedForLimit = answers.filter((a) => a.status === 409 && JSON.parse(a.body).message === LIMIT_MESSAGE).length;
    expect(refusedForLimit).toBeGreaterThan(0);
    const db = shop.database.db;
    for (const who of hoarders) expect(await db.$count(orders, eq(orders.userId, who.id)), who.id).toBe(3);
    expect(await orderViolations(db, hoarders.map((h) => h.id))).toEqual([]);
    expect(await stockViolations(db, new Map([[lamp!.id, 1_000]]))).toEqual([]);
    await annotate(`3 accounts × 8 tabs × 3 orders over 2 instances: 3 orders each, ${refusedForLimit} refused with the limit's message, no 5xx`);
  });

  it('unpaid online orders keep their stock until the 15-minute deadline, then give it and the coupon back exactly once', async ({ annotate }) => {
    const db = shop.database.db;
    const [bell] = await shop.products([{ name: 'Unpaid Bell', price: 1_500, stock: 20 }]);
    const buyers = await shop.customers(6);
    const [coupon] = await db.insert(coupons).values({
      code: `HOLD${Date.now().toString(36)}`.toUpperCase(), description: 'Hold test', discountType: 'percentage', discountValue: 10, minOrderPaise: 0,
    }).returning({ id: coupons.id });
    for (const who of buyers) await shop.fillCart(who, [{ productId: bell!.id, quantity: 2 }]);
    await db.insert(cartCoupons).values(buyers.map((b) => ({ userId: b.id, couponId: coupon!.id })));

    const placed = await Promise.all(buyers.map((who, i) => call(servers[i % 2]!, who, '/api/orders', orderBody({ paymentMethod: 'ONLINE' }))));
    for (const a of placed) expect(a.status, a.body).toBe(201);
    const ids = placed.map((a) => (JSON.parse(a.body) as { _id: string })._id);
    const stock = async () => (await db.select({ stock: products.stock }).from(products).where(eq(products.id, bell!.id)))[0]!.stock;
    const used = async () => (await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.used;
    expect(await stock()).toBe(8);
    expect(await used()).toBe(6);

    // The deadline is 15 minutes after placing (PAYMENT_TIMEOUT_MINUTES' default).
    const rows = await db.select({ createdAt: orders.createdAt, expiresAt: orders.paymentExpiresAt }).from(orders).where(inArray(orders.id, ids));
    for (const row of rows) expect(row.expiresAt!.getTime() - row.createdAt.getTime()).toBe(15 * 60_000);

    // Both jobs run every second: before the deadline nothing is released.
    await new Promise((r) => setTimeout(r, 3_500));
    expect(await stock()).toBe(8);
    expect(await db.$count(orders, and(inArray(orders.id, ids), eq(orders.status, 'cancelled')))).toBe(0);

    // Fifteen minutes pass (the deadline moved into the past rather than waiting for it).
    await db.update(orders).set({ paymentExpiresAt: sql`now() - interval '1 second'` }).where(inArray(orders.id, ids));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (await db.$count(orders, and(inArray(orders.id, ids), eq(orders.status, 'cancelled')))) < ids.length) {
      await new Promise((r) => setTimeout(r, 250));
    }
    // Two more runs of both jobs, to catch a second release.
    await new Promise((r) => setTimeout(r, 2_500));
    const released = await db.select({ status: orders.status, paymentStatus: orders.paymentStatus }).from(orders).where(inArray(orders.id, ids));
    expect(released).toEqual(ids.map(() => ({ status: 'cancelled', paymentStatus: 'cancelled' })));
    expect(await stock()).toBe(20);
    expect(await used()).toBe(0);
    const events = await db.select({ orderId: paymentEvents.orderId }).from(paymentEvents)
      .where(and(inArray(paymentEvents.orderId, ids), eq(paymentEvents.outcome, 'released')));
    expect(events.map((e) => e.orderId).sort()).toEqual([...ids].sort());
    expect(await stockViolations(db, new Map([[bell!.id, 20]]))).toEqual([]);
    await annotate('6 unpaid online orders over 2 instances: held 15 minutes, then released once each (stock 8 → 20, coupon uses 6 → 0)');
  });
});
