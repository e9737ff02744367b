import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { couponRedemptions, orders, paymentEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import {
  couponUses, eventCount, eventsOf, invoiceCount, orderRow, payOnSandboxPage, placeOnlineOrder, SANDBOX_ENV, sandboxOf,
  sendSandboxWebhook, stockOf,
} from './test-helpers.ts';

describe('online payment through the sandbox', () => {
  let t: TestContext;
  let f: Fixtures;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: SANDBOX_ENV });
    f = await createFixtures(t);
  });
  afterAll(() => t.close());

  it('answers a paymentUrl to the shop-served test page, with a deadline on the order', async () => {
    const before = Date.now();
    const { order } = await placeOnlineOrder(t, f);
    expect(order.paymentUrl).toMatch(new RegExp(`^/api/payments/sandbox/${order._id}\\?token=[\\w-]{43}$`));
    const row = await orderRow(t, order._id);
    expect(row).toMatchObject({ paymentProvider: 'sandbox', paymentReference: `sandbox_${order._id}`, paymentStatus: 'pending' });
    const minutes = (row.paymentExpiresAt!.getTime() - before) / 60_000;
    // Issue 18: an unpaid online order holds its stock for 15 minutes, not longer.
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.1);

    const page = await t.app.inject({ method: 'GET', url: order.paymentUrl! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<h1>Dhatu</h1>');
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('₹3,000');
    for (const name of ['Pay', 'Fail', 'Cancel']) expect(page.body).toMatch(new RegExp(`<button type="submit" name="outcome" value="\\w+" class="\\w+">${name}</button>`));
    expect(page.body).not.toMatch(/<script/);
  });

  it('Pay: the signed return marks the order paid once, issues the invoice and lands on the status page', async () => {
    const { order, productId } = await placeOnlineOrder(t, f, { stock: 5 });
    const { location, callbackUrl } = await payOnSandboxPage(t, order.paymentUrl!, 'paid');
    expect(location).toBe(`/payment/status/${order._id}`);
    const row = await orderRow(t, order._id);
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'pending', paymentAttention: null });
    expect(row.paymentVerifiedAt).toBeInstanceOf(Date);
    expect(await invoiceCount(t, order._id)).toBe(1);
    expect(await stockOf(t, productId)).toBe(3);

    // The browser reloads the return: nothing more happens.
    const again = await t.app.inject({ method: 'GET', url: callbackUrl });
    expect(again.headers.location).toBe(`/payment/status/${order._id}`);
    expect(await invoiceCount(t, order._id)).toBe(1);
    expect(await eventCount(t, order._id, 'paid')).toBe(1);
    // The page is closed now.
    const page = await t.app.inject({ method: 'GET', url: order.paymentUrl! });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('is no longer waiting for payment');
  });

  it('a paid order the customer then cancels: stock back, still paid, and the shop is told to refund', async () => {
    const { customer, order, productId } = await placeOnlineOrder(t, f, { stock: 5 });
    await payOnSandboxPage(t, order.paymentUrl!, 'paid');
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRow(t, order._id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', paymentAttention: 'Cancelled after online payment: refund ₹3,000 to the customer' });
    expect(await stockOf(t, productId)).toBe(5);
  });

  it('Fail: the order is released — stock and coupon use back, payment failed, no invoice', async () => {
    const { order, productId, couponId } = await placeOnlineOrder(t, f, { stock: 5, coupon: true });
    expect(await couponUses(t, couponId!)).toBe(1);
    const { location } = await payOnSandboxPage(t, order.paymentUrl!, 'failed');
    expect(location).toBe(`/payment/status/${order._id}`);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(t, productId)).toBe(5);
    expect(await couponUses(t, couponId!)).toBe(0);
    expect(await t.database.db.$count(couponRedemptions, eq(couponRedemptions.orderId, order._id))).toBe(0);
    expect(await invoiceCount(t, order._id)).toBe(0);
  });

  it('Cancel: the order is released with payment cancelled', async () => {
    const { order, productId } = await placeOnlineOrder(t, f, { stock: 4, quantity: 1 });
    await payOnSandboxPage(t, order.paymentUrl!, 'cancelled');
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(t, productId)).toBe(4);
  });

  it('documents the payment routes in /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/payments/verify/{orderId}', '/api/payments/callback/{provider}', '/api/payments/webhook/{provider}',
      '/api/payments/sandbox/{id}',
    ]));
  });

  it('the page and its buttons need the link\'s token', async () => {
    const { order } = await placeOnlineOrder(t, f);
    const forged = `/api/payments/sandbox/${order._id}?token=${'A'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/${order._id}` })).statusCode).toBe(404);
    const pressed = await t.app.inject({
      method: 'POST', url: `/api/payments/sandbox/${order._id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${'A'.repeat(43)}&outcome=paid`,
    });
    expect(pressed.statusCode).toBe(404);
    expect((await orderRow(t, order._id)).paymentStatus).toBe('pending');
  });

  it('the page closes at the payment deadline, pointing to the status page', async () => {
    const { order } = await placeOnlineOrder(t, f);
    await t.database.db.update(orders).set({ paymentExpiresAt: new Date(Date.now() - 1000) }).where(eq(orders.id, order._id));
    const page = await t.app.inject({ method: 'GET', url: order.paymentUrl! });
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain(`href="/payment/status/${order._id}"`);
  });

  describe('a return that does not hold changes nothing, is logged and counted (stored only when signed), and lands on the status page with the error', () => {
    const signed = (t2: TestContext, orderId: string, amountPaise: number, status: 'paid' | 'failed' = 'paid') =>
      sandboxOf(t2).signedCallbackFields(orderId, 'pay_sbx_test1', status, amountPaise);
    const callback = (fields: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/payments/callback/sandbox?${new URLSearchParams(fields).toString()}` });

    it('a tampered signature, order id or amount: error=invalid_signature', async () => {
      const { order, productId } = await placeOnlineOrder(t, f, { stock: 5 });
      const other = await placeOnlineOrder(t, f);
      const good = signed(t, order._id, 300_000);
      const tampered: Record<string, string>[] = [
        { ...good, signature: good.signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
        { ...good, orderId: other.order._id },
        { ...good, amount: '100' },
        { ...good, status: 'failed' },
      ];
      for (const fields of tampered) {
        const res = await callback(fields);
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe(`/payment/status?orderId=${fields.orderId}&error=invalid_signature`);
      }
      for (const id of [order._id, other.order._id]) {
        expect(await orderRow(t, id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
        expect(await invoiceCount(t, id)).toBe(0);
      }
      expect(await stockOf(t, productId)).toBe(3);
      // Unsigned: nothing of them is stored.
      expect(await eventsOf(t, order._id)).toEqual([]);
      expect(await eventsOf(t, other.order._id)).toEqual([]);
    });

    it('signed, but for another amount than the order total: error=verification_failed', async () => {
      const { order } = await placeOnlineOrder(t, f);
      const res = await callback(signed(t, order._id, 1_00));
      expect(res.headers.location).toBe(`/payment/status?orderId=${order._id}&error=verification_failed`);
      expect((await orderRow(t, order._id)).paymentStatus).toBe('pending');
      const [event] = await eventsOf(t, order._id);
      expect(event).toMatchObject({ outcome: 'rejected', source: 'callback', status: 'paid' });
      expect(event!.eventId).toMatch(/^rejected:/);
    });

    it('no order id: error=missing_order_id; an unknown order: error=order_not_found', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/api/payments/callback/sandbox?status=paid' });
      expect(missing.headers.location).toBe('/payment/status?error=missing_order_id');
      const unknown = await callback(signed(t, 'no-such-order', 100));
      expect(unknown.headers.location).toBe('/payment/status?orderId=no-such-order&error=order_not_found');
    });
  });

  describe('webhooks', () => {
    it('a signed webhook marks the order paid; its repeat answers 200 and changes nothing', async () => {
      const { order } = await placeOnlineOrder(t, f);
      const event = { orderId: order._id, status: 'paid' as const, paymentId: 'pay_sbx_hook1', amountPaise: 300_000, eventId: 'evt_sbx_hook1' };
      const first = await sendSandboxWebhook(t, event);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ received: true, outcome: 'paid' });
      const repeat = await sendSandboxWebhook(t, event);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(await invoiceCount(t, order._id)).toBe(1);
      expect(await t.database.db.$count(paymentEvents, eq(paymentEvents.eventId, 'evt_sbx_hook1'))).toBe(1);
    });

    it('out of order: a failure arriving after the success changes nothing', async () => {
      const { order, productId } = await placeOnlineOrder(t, f, { stock: 5 });
      await sendSandboxWebhook(t, { orderId: order._id, status: 'paid', paymentId: 'pay_sbx_ooo', amountPaise: 300_000 });
      const late = await sendSandboxWebhook(t, { orderId: order._id, status: 'failed', paymentId: 'pay_sbx_ooo', amountPaise: 300_000 });
      expect(late.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
      expect(await stockOf(t, productId)).toBe(3);
    });

    it('a success after the order was released is flagged for the shop, never applied silently', async () => {
      const { order, productId, couponId } = await placeOnlineOrder(t, f, { stock: 5, coupon: true });
      await sendSandboxWebhook(t, { orderId: order._id, status: 'failed', paymentId: 'pay_sbx_try1', amountPaise: order.total * 100 });
      expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      const late = await sendSandboxWebhook(t, { orderId: order._id, status: 'paid', paymentId: 'pay_sbx_try2', amountPaise: order.total * 100 });
      expect(late.statusCode).toBe(200);
      expect(late.json().outcome).toBe('flagged');
      const row = await orderRow(t, order._id);
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      expect(row.paymentAttention).toContain('Payment pay_sbx_try2 of ₹2,700 was reported by sandbox');
      expect(row.paymentAttention).toContain(`after order ${order.orderId} had been cancelled`);
      expect(row.paymentAttention).toContain('Refund the customer');
      expect(await invoiceCount(t, order._id)).toBe(0);
      expect(await stockOf(t, productId)).toBe(5);
      expect(await couponUses(t, couponId!)).toBe(0);
      // The same late payment again (callback after webhook): flagged once.
      const again = await sendSandboxWebhook(t, { orderId: order._id, status: 'paid', paymentId: 'pay_sbx_try2', amountPaise: order.total * 100 });
      expect(again.json().outcome).toBe('ignored');
      expect((await orderRow(t, order._id)).paymentAttention).toBe(row.paymentAttention);
    });

    it('a second, different payment for a paid order is flagged (refund one)', async () => {
      const { order } = await placeOnlineOrder(t, f);
      await sendSandboxWebhook(t, { orderId: order._id, status: 'paid', paymentId: 'pay_sbx_first', amountPaise: 300_000 });
      const second = await sendSandboxWebhook(t, { orderId: order._id, status: 'paid', paymentId: 'pay_sbx_second', amountPaise: 300_000 });
      expect(second.json().outcome).toBe('flagged');
      expect((await orderRow(t, order._id)).paymentAttention).toContain('A second payment pay_sbx_second');
      expect(await invoiceCount(t, order._id)).toBe(1);
    });

    it('a bad signature, an unknown order or another amount: 400, nothing changes, only the signed ones recorded', async () => {
      const { order } = await placeOnlineOrder(t, f);
      const { body, headers } = sandboxOf(t).webhook({ orderId: order._id, status: 'paid', amountPaise: 300_000, eventId: 'evt_sbx_forged' });
      const forged = await t.app.inject({
        method: 'POST', url: '/api/payments/webhook/sandbox', headers: { ...headers, 'x-sandbox-signature': '0'.repeat(64) }, payload: body,
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ message: 'Invalid signature' });
      const tamperedBody = await t.app.inject({
        method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: body.replace('300000', '100'),
      });
      expect(tamperedBody.statusCode).toBe(400);
      const wrongAmount = await sendSandboxWebhook(t, { orderId: order._id, status: 'paid', amountPaise: 100 });
      expect(wrongAmount.statusCode).toBe(400);
      const unknown = await sendSandboxWebhook(t, { orderId: 'no-such-order', status: 'paid', amountPaise: 100 });
      expect(unknown.statusCode).toBe(400);
      expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
      // The forged and the tampered ones left nothing; the signed one with another amount is kept.
      expect(await eventCount(t, order._id, 'rejected')).toBe(1);
      // A forged event never takes the id the genuine one will arrive with.
      const genuine = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers, payload: body });
      expect(genuine.json()).toEqual({ received: true, outcome: 'paid' });
    });

    it('a webhook for a provider that is not in use is 404', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/razorpay', headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(404);
    });
  });
});

describe('the sandbox in production', () => {
  it('is refused at start-up when online payment is on, unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', ONLINE_PAYMENTS_ENABLED: 'true' };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER: the sandbox takes no money/);
    expect(loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'true' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).ONLINE_PAYMENTS_ENABLED).toBe(false);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID: is required when PAYMENT_PROVIDER=razorpay/);
  });

  it('is not set up in production without the allowance, so no test page exists', async () => {
    const t = await createTestApp({ seed: false, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0' } });
    try {
      expect(t.app.payments.provider()).toBeNull();
      const page = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/x?token=y' });
      expect(page.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
