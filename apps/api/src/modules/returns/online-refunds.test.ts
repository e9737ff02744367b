import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, refunds } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { signInAdmin } from '../admin/orders/test-helpers.ts';
import { orderRow, payOnSandboxPage, placeOnlineOrder, SANDBOX_ENV, sandboxOf } from '../payments/test-helpers.ts';
import { markDelivered, ownerStepOk, requested } from './test-helpers.ts';

/** Refunds of orders paid online go back through the payment provider (the sandbox here). */
describe('online refunds through the payment provider', () => {
  let t: TestContext;
  let f: Fixtures;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
    admin = (await signInAdmin(t)).headers;
  });
  afterAll(() => t.close());

  async function paidAndDelivered(quantity: number) {
    const placed = await placeOnlineOrder(t, f, { price: 1500, quantity });
    await payOnSandboxPage(t, placed.order.paymentUrl!, 'paid');
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe('paid');
    await markDelivered(t, placed.order._id);
    return placed;
  }

  async function receivedReturn(placed: Awaited<ReturnType<typeof paidAndDelivered>>, units: number) {
    const request = await requested(t, placed.customer, placed.order._id, { lines: [{ itemId: placed.order.items[0]!._id, quantity: units }] });
    expect(request.refundTo).toBeNull();
    await ownerStepOk(t, admin, request._id, 'approve', { instructions: 'Courier pickup on Monday.' });
    await ownerStepOk(t, admin, request._id, 'receive', { lines: [{ lineId: request.lines[0]!._id, restock: units }] });
    return request;
  }

  it('part of an order: refunded by the provider at once, the order stays paid, the customer is told', async () => {
    const placed = await paidAndDelivered(2);
    const request = await receivedReturn(placed, 1);
    const done = await ownerStepOk(t, admin, request._id, 'refund');
    expect(done).toMatchObject({ status: 'refunded', refund: { amount: 1500, method: 'provider', status: 'processed' } });
    expect(done.refund!.reference).toMatch(/^rfnd_sbx_/);
    expect(done.timeline.map((e) => e.status)).toEqual(['requested', 'approved', 'received', 'refund_pending', 'refunded']);
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe('paid');
    const told = await t.database.db.$count(notifications, and(eq(notifications.returnId, request._id), eq(notifications.event, 'return_refunded')));
    expect(told).toBeGreaterThan(0);

    // The provider's webhook confirming it (twice) changes nothing more.
    const refundId = done.refund!.reference!;
    for (let i = 0; i < 2; i += 1) {
      const { body, headers } = sandboxOf(t).refundWebhook({ refundId, paymentId: 'unused', amountPaise: 150_000, status: 'processed', eventId: 'evt_same' });
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await t.database.db.$count(refunds, eq(refunds.orderId, placed.order._id))).toBe(1);
  });

  it('the whole order: the order becomes refunded', async () => {
    const placed = await paidAndDelivered(1);
    const request = await receivedReturn(placed, 1);
    await ownerStepOk(t, admin, request._id, 'refund');
    expect((await orderRow(t, placed.order._id)).paymentStatus).toBe('refunded');
  });
});
