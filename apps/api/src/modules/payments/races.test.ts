import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import {
  eventCount, invoiceCount, orderRow, placeOnlineOrder, SANDBOX_ENV, sandboxOf, sendSandboxWebhook, stockOf,
} from './test-helpers.ts';

/**
 * Callback, webhook and verification of one payment arriving at the same moment, many times: the
 * order row lock makes them queue, so there is exactly one transition and one invoice.
 */
describe('payment reports racing each other', () => {
  let t: TestContext;
  let f: Fixtures;
  const ROUNDS = 8;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('callback, webhooks and verify together: exactly one paid transition and one invoice, stock taken once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { order, customer, productId } = await placeOnlineOrder(t, f, { stock: 3, quantity: 3 });
      const sandbox = sandboxOf(t);
      const callbackUrl = sandbox.decide({ id: order._id, amountPaise: 450_000 }, 'paid');
      const { paymentId } = await sandbox.fetchStatus({ id: order._id, orderId: order.orderId, reference: null, amountPaise: 450_000 });
      const hook = { orderId: order._id, status: 'paid' as const, paymentId: paymentId!, amountPaise: 450_000, eventId: `evt_race_${round}` };
      const answers = await Promise.all([
        t.app.inject({ method: 'GET', url: callbackUrl }),
        t.app.inject({ method: 'GET', url: callbackUrl }),
        sendSandboxWebhook(t, hook),
        sendSandboxWebhook(t, hook),
        sendSandboxWebhook(t, { ...hook, eventId: `evt_race_${round}_order_paid` }),
        t.app.inject({ method: 'GET', url: `/api/payments/verify/${order._id}`, headers: customer.headers }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 200, 200, 200, 200]);
      expect(answers[0].headers.location).toBe(`/payment/status/${order._id}`);
      expect(await eventCount(t, order._id, 'paid')).toBe(1);
      expect(await invoiceCount(t, order._id)).toBe(1);
      expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'paid', status: 'pending', paymentAttention: null });
      expect(await stockOf(t, productId)).toBe(0);
    }
  });

  it('a failure and a success racing: one of them wins, never both; stock is never negative or given back twice', async () => {
    const endings: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { order, productId } = await placeOnlineOrder(t, f, { stock: 2, quantity: 2 });
      const amountPaise = 300_000;
      const answers = await Promise.all([
        sendSandboxWebhook(t, { orderId: order._id, status: 'failed', paymentId: `pay_fail_${round}`, amountPaise }),
        sendSandboxWebhook(t, { orderId: order._id, status: 'paid', paymentId: `pay_ok_${round}`, amountPaise }),
        sendSandboxWebhook(t, { orderId: order._id, status: 'cancelled', paymentId: `pay_cancel_${round}`, amountPaise }),
      ]);
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      const row = await orderRow(t, order._id);
      const stock = await stockOf(t, productId);
      if (row.paymentStatus === 'paid') {
        expect(stock).toBe(0);
        expect(await invoiceCount(t, order._id)).toBe(1);
        expect(row.paymentAttention).toBeNull();
      } else {
        // Released first: the success that came after is flagged for the shop, not applied.
        expect(row.status).toBe('cancelled');
        expect(stock).toBe(2);
        expect(await invoiceCount(t, order._id)).toBe(0);
        expect(row.paymentAttention).toContain(`pay_ok_${round}`);
      }
      expect(await eventCount(t, order._id, 'released') + await eventCount(t, order._id, 'paid')).toBe(1);
      endings.push(row.paymentStatus);
    }
    expect(endings.length).toBe(ROUNDS);
  });

  it('many customers paying for the last units while others fail: stock never goes below zero', async () => {
    const product = await f.product({ price: 1000, stock: 6 });
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOnlineOrder(t, f, { productId: product.id, quantity: 2 }));
    expect(await stockOf(t, product.id)).toBe(0);
    await Promise.all(placed.flatMap(({ order }, i) => {
      const status = i === 0 ? 'failed' as const : 'paid' as const;
      const hook = { orderId: order._id, status, paymentId: `pay_last_${i}`, amountPaise: 200_000 };
      return [sendSandboxWebhook(t, hook), sendSandboxWebhook(t, { ...hook, eventId: `evt_last_${i}` }), sendSandboxWebhook(t, { ...hook, eventId: `evt_last_${i}` })];
    }));
    expect(await stockOf(t, product.id)).toBe(2);
    expect((await orderRow(t, placed[0]!.order._id)).status).toBe('cancelled');
    for (const { order } of placed.slice(1)) expect(await invoiceCount(t, order._id)).toBe(1);
  });
});
