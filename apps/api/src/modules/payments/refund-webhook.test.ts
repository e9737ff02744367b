import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paymentEvents, refunds, returnRequests } from '../../db/schema/index.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import type { RazorpayProvider } from './razorpay/razorpay-provider.ts';
import { applyRefundWebhook, type ConfirmRefund } from './refund-webhook.ts';
import type { SandboxProvider } from './sandbox/sandbox-provider.ts';
import { orderRow, payOnSandboxPage, placeOnlineOrder, SANDBOX_ENV, sandboxOf } from './test-helpers.ts';

const eventsNamed = (t: TestContext, provider: string, eventId: string) =>
  t.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));

/**
 * A return of the order with a provider refund waiting for its outcome, written straight into the
 * tables (the returns module's own tests take the way through its routes).
 */
async function pendingRefund(t: TestContext, orderId: string, provider: string, reference: string) {
  const order = await orderRow(t, orderId);
  const [request] = await t.database.db.insert(returnRequests).values({
    returnNumber: `RET-TEST-${reference}`, orderId, userId: order.userId, status: 'refund_pending', resolution: 'refund', reason: 'damaged',
    videoUrl: '/media/returns/test.mp4',
  }).returning();
  const [refund] = await t.database.db.insert(refunds).values({
    orderId, returnId: request!.id, amountPaise: 100_000, method: 'provider', status: 'pending', provider, reference,
  }).returning();
  return refund!;
}
const refundRow = async (t: TestContext, id: string) => (await t.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

describe('refund webhooks', () => {
  let t: TestContext;
  let f: Fixtures;
  let sandbox: SandboxProvider;
  const send = (hook: { body: string; headers: Record<string, string> }, provider = 'sandbox', app = t) =>
    app.app.inject({ method: 'POST', url: `/api/payments/webhook/${provider}`, headers: hook.headers, payload: hook.body });

  /** An order paid on the sandbox page and a sandbox refund of ₹1,000 of it. */
  const refunded = async (key: string) => {
    const { order } = await placeOnlineOrder(t, f);
    const { callbackUrl } = await payOnSandboxPage(t, order.paymentUrl!, 'paid');
    const paymentId = new URL(callbackUrl, 'http://shop').searchParams.get('paymentId')!;
    const { refundId } = await sandbox.refund({ paymentId, amountPaise: 100_000, idempotencyKey: key });
    return { order, paymentId, refundId };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
    sandbox = sandboxOf(t);
  });
  afterAll(() => t.close());

  describe('applyRefundWebhook: stored once, then handed to the returns module', () => {
    const verified = (eventId: string, status: 'processed' | 'failed' = 'processed') => ({
      type: `refund.${status}`, eventId, lookup: null, report: null, payload: { any: 'body' },
      refund: { refundId: `rfnd_${eventId}`, paymentId: 'pay_1', status, amountPaise: 5_000, failureReason: status === 'failed' ? 'Account closed' : null, receipt: 'key_000000001' },
    });

    it('confirms with the refund\'s words and answers the notices queued; a repeat is a duplicate, not handed on', async () => {
      const confirm = vi.fn<ConfirmRefund>(async () => 2);
      const now = new Date('2026-11-20T10:00:00Z');
      expect(await applyRefundWebhook(t.app, 'sandbox', verified('evt_unit_1'), null, confirm, now)).toEqual({ outcome: 'refund_processed', notices: 2 });
      expect(confirm).toHaveBeenCalledWith({ provider: 'sandbox', refundId: 'rfnd_evt_unit_1', status: 'processed', failureReason: null, receipt: 'key_000000001' }, now);
      expect(await eventsNamed(t, 'sandbox', 'evt_unit_1')).toMatchObject([{
        orderId: null, source: 'webhook', status: 'refund.processed', outcome: 'refund_processed',
        payload: { refundId: 'rfnd_evt_unit_1', paymentId: 'pay_1', amountPaise: 5_000, failureReason: null, receipt: 'key_000000001', data: { any: 'body' } },
      }]);
      expect(await applyRefundWebhook(t.app, 'sandbox', verified('evt_unit_1'), null, confirm, now)).toEqual({ outcome: 'duplicate', notices: 0 });
      expect(confirm).toHaveBeenCalledTimes(1);
    });

    it('when the returns module throws, the event is taken out again so the provider\'s retry applies it', async () => {
      const confirm = vi.fn<ConfirmRefund>().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(0);
      await expect(applyRefundWebhook(t.app, 'sandbox', verified('evt_unit_2', 'failed'), null, confirm)).rejects.toThrow('database away');
      expect(await eventsNamed(t, 'sandbox', 'evt_unit_2')).toHaveLength(0);
      expect(await applyRefundWebhook(t.app, 'sandbox', verified('evt_unit_2', 'failed'), null, confirm)).toEqual({ outcome: 'refund_failed', notices: 0 });
      expect(confirm).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'failed', failureReason: 'Account closed' }), expect.any(Date));
      expect(await eventsNamed(t, 'sandbox', 'evt_unit_2')).toHaveLength(1);
    });
  });

  describe('through POST /api/payments/webhook/sandbox (the returns module\'s confirmProviderRefund)', () => {
    it('refund.failed marks the pending refund failed with the reason, stored under the order; a repeat is a duplicate', async () => {
      const { order, paymentId, refundId } = await refunded('sbx_refund_key_1');
      const refund = await pendingRefund(t, order._id, 'sandbox', refundId);
      const kick = vi.spyOn(t.app.notifications, 'kick');
      const hook = sandbox.refundWebhook({ refundId, paymentId, amountPaise: 100_000, status: 'failed', failureReason: 'Account closed', eventId: 'evt_sbx_rf_1' });
      const res = await send(hook);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'refund_failed' });
      expect(await refundRow(t, refund.id)).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
      // No notice for a failed refund: the outbox is not kicked.
      expect(kick).not.toHaveBeenCalled();
      kick.mockRestore();
      expect(await eventsNamed(t, 'sandbox', 'evt_sbx_rf_1')).toMatchObject([{
        orderId: order._id, status: 'refund.failed', outcome: 'refund_failed', payload: { refundId, paymentId, receipt: 'sbx_refund_key_1' },
      }]);
      expect((await send(hook)).json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(await eventsNamed(t, 'sandbox', 'evt_sbx_rf_1')).toHaveLength(1);
      // The order's payment is the returns module's to change, not the webhook's.
      expect((await orderRow(t, order._id)).paymentStatus).toBe('paid');
    });

    it('a refund the shop does not know is stored and changes nothing', async () => {
      const { order, paymentId, refundId } = await refunded('sbx_refund_key_2');
      const res = await send(sandbox.refundWebhook({ refundId, paymentId, amountPaise: 100_000, status: 'processed', eventId: 'evt_sbx_rf_2' }));
      expect(res.json()).toEqual({ received: true, outcome: 'refund_processed' });
      expect(await eventsNamed(t, 'sandbox', 'evt_sbx_rf_2')).toMatchObject([{ orderId: order._id, outcome: 'refund_processed' }]);
    });

    it('a forged refund webhook is refused with nothing stored and nothing changed', async () => {
      const { order, paymentId, refundId } = await refunded('sbx_refund_key_3');
      const refund = await pendingRefund(t, order._id, 'sandbox', refundId);
      const hook = sandbox.refundWebhook({ refundId, paymentId, amountPaise: 100_000, status: 'failed', eventId: 'evt_sbx_rf_3' });
      const res = await send({ body: hook.body, headers: { ...hook.headers, 'x-sandbox-signature': 'f'.repeat(64) } });
      expect(res.statusCode).toBe(400);
      expect(await eventsNamed(t, 'sandbox', 'evt_sbx_rf_3')).toHaveLength(0);
      expect((await refundRow(t, refund.id)).status).toBe('pending');
    });
  });

  describe('through POST /api/payments/webhook/razorpay', () => {
    let rzp: FakeRazorpay;
    let r: TestContext;

    beforeAll(async () => {
      rzp = await startFakeRazorpay();
      r = await createTestApp({
        seed: false,
        env: {
          ONLINE_PAYMENTS_ENABLED: 'true', PAYMENT_PROVIDER: 'razorpay', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
          RAZORPAY_KEY_ID: rzp.keyId, RAZORPAY_KEY_SECRET: rzp.keySecret, RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret, RAZORPAY_BASE_URL: rzp.url,
        },
      });
    });
    afterAll(async () => {
      await r.close();
      await rzp.close();
    });

    it('refund.created is stored and ignored; refund.failed names its order through the payment and fails the refund', async () => {
      const { order } = await placeOnlineOrder(r, await createFixtures(r));
      const { payment } = rzp.pay((await orderRow(r, order._id)).paymentReference!, 'captured');
      expect((await send(rzp.webhook('payment.captured', payment), 'razorpay', r)).json()).toEqual({ received: true, outcome: 'paid' });
      const { refundId } = await (r.app.payments.provider() as RazorpayProvider).refund({ paymentId: payment.id, amountPaise: 100_000, idempotencyKey: 'rzp_refund_key_1' });
      const pending = await pendingRefund(r, order._id, 'razorpay', refundId);
      const refund = rzp.refunds.find((x) => x.id === refundId)!;

      const created = await send(rzp.refundWebhook('refund.created', refund, 'evt_rzp_rf_created'), 'razorpay', r);
      expect(created.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await eventsNamed(r, 'razorpay', 'evt_rzp_rf_created')).toMatchObject([{ orderId: order._id, outcome: 'ignored' }]);
      expect((await refundRow(r, pending.id)).status).toBe('pending');

      const failed = await send(rzp.refundWebhook('refund.failed', refund, 'evt_rzp_rf_failed'), 'razorpay', r);
      expect(failed.json()).toEqual({ received: true, outcome: 'refund_failed' });
      expect((await refundRow(r, pending.id)).status).toBe('failed');
      expect(await eventsNamed(r, 'razorpay', 'evt_rzp_rf_failed')).toMatchObject([{
        orderId: order._id, status: 'refund.failed', outcome: 'refund_failed', payload: { refundId, paymentId: payment.id, amountPaise: 100_000, receipt: 'rzp_refund_key_1' },
      }]);
    });
  });
});
