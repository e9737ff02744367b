import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { reconcilePayments } from './reconcile.ts';
import type { PaymentContext } from './payment-transitions.ts';
import { couponUses, eventsOf, invoiceCount, orderRow, placeOnlineOrder, SANDBOX_ENV, sandboxOf, stockOf } from './test-helpers.ts';

describe('payment reconciliation and expiry', () => {
  let t: TestContext;
  let f: Fixtures;
  let ctx: PaymentContext;
  const expire = (id: string) => t.database.db.update(orders).set({ paymentExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, id));

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
    ctx = { db: t.database.db, config: t.config, registry: t.app.payments, log: t.app.log, changes: t.app.changes };
  });
  afterAll(() => t.close());

  it('abandoned: an unpaid order past its deadline is released — stock and coupon use come back', async () => {
    const { order, productId, couponId } = await placeOnlineOrder(t, f, { stock: 5, coupon: true });
    const fresh = await placeOnlineOrder(t, f, { stock: 5 });
    expect(await stockOf(t, productId)).toBe(3);
    expect(await couponUses(t, couponId!)).toBe(1);

    await reconcilePayments(ctx);
    expect((await orderRow(t, order._id)).paymentStatus).toBe('pending');

    await expire(order._id);
    const summary = await reconcilePayments(ctx);
    expect(summary.released).toBe(1);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(t, productId)).toBe(5);
    expect(await couponUses(t, couponId!)).toBe(0);
    expect((await eventsOf(t, order._id)).map((e) => [e.source, e.eventId, e.outcome])).toEqual([
      ['reconcile', `status:sandbox_${order._id}:pending:none`, 'noted'],
      ['reconcile', `expired:${order._id}`, 'released'],
    ]);
    // Not yet due: untouched.
    expect((await orderRow(t, fresh.order._id)).paymentStatus).toBe('pending');
    // Running again changes nothing more.
    await reconcilePayments(ctx);
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('a payment whose return and webhook were lost is found and applied, even past the deadline', async () => {
    const { order } = await placeOnlineOrder(t, f);
    sandboxOf(t).decide({ id: order._id, amountPaise: 300_000 }, 'paid');
    await expire(order._id);
    const summary = await reconcilePayments(ctx);
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(await invoiceCount(t, order._id)).toBe(1);
  });

  it('runs by itself on an interval once the app is ready, and stops on close', async () => {
    const timed = await createTestApp({ seed: false, env: { ...SANDBOX_ENV, PAYMENT_RECONCILE_INTERVAL_SECONDS: '1' } });
    try {
      const tf = await createFixtures(timed);
      const { order, productId } = await placeOnlineOrder(timed, tf, { stock: 2, quantity: 2 });
      await timed.database.db.update(orders).set({ paymentExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order._id));
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline && (await orderRow(timed, order._id)).status !== 'cancelled') await new Promise((r) => setTimeout(r, 200));
      expect(await orderRow(timed, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
      expect(await stockOf(timed, productId)).toBe(2);
    } finally {
      await timed.close();
    }
  });
});
