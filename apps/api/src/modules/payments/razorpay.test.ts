import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentEvents } from '../../db/schema/index.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createFixtures, type Fixtures } from '../cart/test-fixtures.ts';
import { createCustomer, fillCarts, orderBody, postOrder } from '../orders/test-helpers.ts';
import { reconcilePayments } from './reconcile.ts';
import { couponUses, eventCount, invoiceCount, orderRow, placeOnlineOrder, stockOf } from './test-helpers.ts';

describe('online payment through Razorpay (against a local fake of its API)', () => {
  let t: TestContext;
  let f: Fixtures;
  let rzp: FakeRazorpay;
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const returnTo = (orderId: string | null, fields: Record<string, string>) => t.app.inject({
    method: 'POST', url: `/api/payments/callback/razorpay${orderId ? `?orderId=${orderId}` : ''}`, headers: form,
    payload: new URLSearchParams(fields).toString(),
  });
  const webhook = (hook: { body: string; headers: Record<string, string> }) =>
    t.app.inject({ method: 'POST', url: '/api/payments/webhook/razorpay', headers: hook.headers, payload: hook.body });
  const referenceOf = async (id: string) => (await orderRow(t, id)).paymentReference!;

  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    t = await createTestApp({
      seed: false,
      env: {
        ONLINE_PAYMENTS_ENABLED: 'true', PAYMENT_PROVIDER: 'razorpay', PAYMENT_RECONCILE_INTERVAL_SECONDS: '0',
        RAZORPAY_KEY_ID: rzp.keyId, RAZORPAY_KEY_SECRET: rzp.keySecret, RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret, RAZORPAY_BASE_URL: rzp.url,
        PUBLIC_URL: 'https://shop.example',
      },
    });
    f = await createFixtures(t);
  });
  afterAll(async () => {
    await t.close();
    await rzp.close();
  });
  afterEach(() => {
    rzp.failWith = null;
  });

  it('creates a Razorpay order for the order total and answers the shop\'s checkout page', async () => {
    const { order } = await placeOnlineOrder(t, f);
    const created = rzp.server.requests.at(-1)!;
    expect(created.method).toBe('POST');
    expect(created.url).toBe('/v1/orders');
    expect(created.headers.authorization).toBe(`Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`);
    expect(JSON.parse(created.body)).toEqual({ amount: 300_000, currency: 'INR', receipt: order.orderId, notes: { orderId: order.orderId, shopOrderId: order._id } });
    const reference = await referenceOf(order._id);
    expect(rzp.orders.get(reference)).toMatchObject({ amount: 300_000, receipt: order.orderId });
    expect(order.paymentUrl).toMatch(new RegExp(`^/api/payments/razorpay/checkout/${order._id}\\?token=[\\w-]{43}$`));

    const page = await t.app.inject({ method: 'GET', url: order.paymentUrl! });
    expect(page.statusCode).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' https://checkout.razorpay.com`);
    expect(csp).toContain('frame-src https://api.razorpay.com');
    expect(page.body).toContain(`<script nonce="${nonce}" src="https://checkout.razorpay.com/v1/checkout.js" defer></script>`);
    expect(page.body).toContain('₹3,000');
    expect(page.body).toContain(order.orderId);
    const options = JSON.parse(/<script type="application\/json" id="razorpay-options">(.*?)<\/script>/s.exec(page.body)![1]!);
    expect(options).toMatchObject({
      key: rzp.keyId, amount: 300_000, currency: 'INR', order_id: reference, redirect: true, retry: { enabled: false }, timeout: expect.any(Number),
      callback_url: `https://shop.example/api/payments/callback/razorpay?orderId=${order._id}`,
    });
    // Every other page keeps the shop's own policy.
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['content-security-policy']).not.toContain('razorpay');
    expect((await t.app.inject({ method: 'GET', url: `/api/payments/razorpay/checkout/${order._id}?token=nope` })).statusCode).toBe(404);
  });

  it('Razorpay down (5xx) or answering another amount: 503, no order, stock and coupon untouched, the cart kept', async () => {
    const customer = await createCustomer(t);
    const box = await f.product({ price: 1500, stock: 3 });
    const couponId = await f.coupon({ code: `RZPDOWN${Date.now().toString(36)}`.toUpperCase(), value: 10 });
    await fillCarts(t, [customer], [{ productId: box.id, quantity: 2 }], couponId);
    const cartBefore = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer.headers })).json();
    for (const status of [500, 503]) {
      rzp.failWith = status;
      const res = await postOrder(t, customer, orderBody({ paymentMethod: 'ONLINE' }));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'Online payment is not available right now. Please try again or choose Cash on Delivery.' });
    }
    rzp.failWith = null;
    expect(await t.database.db.$count(orders, eq(orders.userId, customer.id))).toBe(0);
    expect(await stockOf(t, box.id)).toBe(3);
    expect(await couponUses(t, couponId)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer.headers })).json()).toEqual(cartBefore);

    // Back up: the same cart becomes an order, paid for exactly its total.
    const res = await postOrder(t, customer, orderBody({ paymentMethod: 'ONLINE', expectedTotal: 2700 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(rzp.orders.get((await orderRow(t, res.json()._id)).paymentReference!)).toMatchObject({ amount: 270_000, receipt: res.json().orderId });
    expect(await couponUses(t, couponId)).toBe(1);
  });

  it('a signed return marks the order paid; the webhooks that follow change nothing', async () => {
    const { order, productId } = await placeOnlineOrder(t, f, { stock: 5 });
    const reference = await referenceOf(order._id);
    const { payment, callbackFields } = rzp.pay(reference, 'captured');
    const back = await returnTo(order._id, callbackFields);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/status/${order._id}`);
    expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(await invoiceCount(t, order._id)).toBe(1);

    const captured = rzp.webhook('payment.captured', payment);
    expect((await webhook(captured)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await webhook(captured)).json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await webhook(rzp.webhook('order.paid', payment))).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventCount(t, order._id, 'paid')).toBe(1);
    expect(await invoiceCount(t, order._id)).toBe(1);
    expect(await stockOf(t, productId)).toBe(3);
    // Without the orderId in the URL the return is matched by the Razorpay order id.
    expect((await returnTo(null, callbackFields)).headers.location).toBe(`/payment/status/${order._id}`);
  });

  it('a tampered return (signature, another order id, a payment of another order) changes nothing: error=invalid_signature', async () => {
    const { order } = await placeOnlineOrder(t, f);
    const other = await placeOnlineOrder(t, f);
    const reference = await referenceOf(order._id);
    const otherReference = await referenceOf(other.order._id);
    const { callbackFields } = rzp.pay(reference, 'captured');
    const { callbackFields: otherFields } = rzp.pay(otherReference, 'captured');
    const tampered = [
      { ...callbackFields, razorpay_signature: '0'.repeat(64) },
      { ...callbackFields, razorpay_payment_id: 'pay_someoneElse' },
      // A genuine return of the other order replayed against this one: signed over the other's Razorpay order id.
      otherFields,
    ];
    for (const fields of tampered) {
      const res = await returnTo(order._id, fields);
      expect(res.headers.location).toBe(`/payment/status?orderId=${order._id}&error=invalid_signature`);
    }
    expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await orderRow(t, other.order._id)).toMatchObject({ paymentStatus: 'pending' });
    // None of them is signed for this order: nothing of them is stored.
    expect(await eventCount(t, order._id, 'rejected')).toBe(0);
    expect((await returnTo(order._id, { razorpay_payment_id: 'pay_x' })).headers.location).toBe(`/payment/status?orderId=${order._id}&error=verification_failed`);
  });

  it('a failed payment\'s return is not trusted on its own: Razorpay is asked, and the order released', async () => {
    const { order, productId, couponId } = await placeOnlineOrder(t, f, { stock: 5, coupon: true });
    const reference = await referenceOf(order._id);
    const { callbackFields } = rzp.pay(reference, 'failed');
    const asked = rzp.server.requests.length;
    const back = await returnTo(order._id, callbackFields);
    expect(back.headers.location).toBe(`/payment/status/${order._id}`);
    expect(rzp.server.requests.slice(asked).map((r) => `${r.method} ${r.url}`)).toEqual([`GET /v1/orders/${reference}/payments`]);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(await stockOf(t, productId)).toBe(5);
    expect(await couponUses(t, couponId!)).toBe(0);
  });

  it('a forged failure return for an order Razorpay knows nothing bad about changes nothing', async () => {
    const { order } = await placeOnlineOrder(t, f);
    const back = await returnTo(order._id, { 'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed' });
    expect(back.headers.location).toBe(`/payment/status/${order._id}`);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  describe('webhooks', () => {
    it('payment.captured marks the order paid; a redelivery (same X-Razorpay-Event-Id) answers 200 and changes nothing', async () => {
      const { order } = await placeOnlineOrder(t, f);
      const { payment } = rzp.pay(await referenceOf(order._id), 'captured');
      const hook = rzp.webhook('payment.captured', payment, 'evt_rzp_dup');
      expect((await webhook(hook)).json()).toEqual({ received: true, outcome: 'paid' });
      const again = await webhook(hook);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
      expect(await t.database.db.$count(paymentEvents, eq(paymentEvents.eventId, 'evt_rzp_dup'))).toBe(1);
      expect(await invoiceCount(t, order._id)).toBe(1);
    });

    it('order.paid alone is enough', async () => {
      const { order } = await placeOnlineOrder(t, f);
      const { payment } = rzp.pay(await referenceOf(order._id), 'captured');
      expect((await webhook(rzp.webhook('order.paid', payment))).json()).toEqual({ received: true, outcome: 'paid' });
      expect((await orderRow(t, order._id)).paymentStatus).toBe('paid');
    });

    it('payment.failed releases the order; payment.authorized is only noted; other events are stored and ignored', async () => {
      const { order, productId } = await placeOnlineOrder(t, f, { stock: 5 });
      const reference = await referenceOf(order._id);
      const { payment: authorised } = rzp.pay(reference, 'authorized');
      expect((await webhook(rzp.webhook('payment.authorized', authorised))).json()).toEqual({ received: true, outcome: 'noted' });
      expect((await webhook(rzp.webhook('refund.processed', authorised))).json()).toEqual({ received: true, outcome: 'ignored' });
      const { payment: failed } = rzp.pay(reference, 'failed');
      expect((await webhook(rzp.webhook('payment.failed', failed))).json()).toEqual({ received: true, outcome: 'released' });
      expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      expect(await stockOf(t, productId)).toBe(5);
    });

    it('a late capture after the order was released is flagged for the shop', async () => {
      const { order } = await placeOnlineOrder(t, f);
      const reference = await referenceOf(order._id);
      const { payment: failed } = rzp.pay(reference, 'failed');
      await webhook(rzp.webhook('payment.failed', failed));
      const { payment: late } = rzp.pay(reference, 'captured');
      expect((await webhook(rzp.webhook('payment.captured', late))).json()).toEqual({ received: true, outcome: 'flagged' });
      const row = await orderRow(t, order._id);
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      expect(row.paymentAttention).toContain(`Payment ${late.id} of ₹3,000 was reported by razorpay`);
    });

    it('a bad signature, an unknown order or another amount: 400 and nothing changes', async () => {
      const { order } = await placeOnlineOrder(t, f);
      const reference = await referenceOf(order._id);
      const { payment } = rzp.pay(reference, 'captured');
      const hook = rzp.webhook('payment.captured', payment);
      const forged = await webhook({ ...hook, headers: { ...hook.headers, 'x-razorpay-signature': 'f'.repeat(64) } });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ message: 'Invalid signature' });
      const bodyChanged = await webhook({ ...hook, body: hook.body.replace('"amount":300000', '"amount":100') });
      expect(bodyChanged.statusCode).toBe(400);
      const cheap = await webhook(rzp.webhook('payment.captured', { ...payment, id: 'pay_cheap', amount: 100 }));
      expect(cheap.statusCode).toBe(400);
      expect(cheap.json()).toEqual({ message: 'Payment notice refused' });
      const stranger = await webhook(rzp.webhook('payment.captured', { ...payment, order_id: 'order_notOurs' }));
      expect(stranger.statusCode).toBe(400);
      expect(await orderRow(t, order._id)).toMatchObject({ paymentStatus: 'pending' });
      // The forged and the altered ones left nothing; Razorpay's own notice with another amount is kept.
      expect(await eventCount(t, order._id, 'rejected')).toBe(1);
      // The genuine notice still goes through afterwards.
      expect((await webhook(hook)).json()).toEqual({ received: true, outcome: 'paid' });
    });
  });

  it('verify asks Razorpay (GET /v1/orders/{id}/payments) while pending', async () => {
    const { order, customer } = await placeOnlineOrder(t, f);
    const reference = await referenceOf(order._id);
    const verify = () => t.app.inject({ method: 'GET', url: `/api/payments/verify/${order._id}`, headers: customer.headers });
    expect((await verify()).json()).toMatchObject({ success: false, paymentStatus: 'pending' });
    rzp.pay(reference, 'captured');
    expect((await verify()).json()).toMatchObject({ success: true, paymentStatus: 'paid' });
    expect(rzp.server.requests.filter((r) => r.url === `/v1/orders/${reference}/payments`)).toHaveLength(2);
    const before = rzp.server.requests.length;
    await verify();
    expect(rzp.server.requests.length).toBe(before);
  });

  it('verify while Razorpay is down answers the stored status', async () => {
    const { order, customer } = await placeOnlineOrder(t, f);
    rzp.failWith = 503;
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/verify/${order._id}`, headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: false, paymentStatus: 'pending' });
  });

  it('Cancel on the checkout page releases the order — unless Razorpay already took the payment', async () => {
    const cancel = (id: string, url: string) => t.app.inject({
      method: 'POST', url: `/api/payments/razorpay/checkout/${id}/cancel`, headers: form,
      payload: `token=${new URL(url, 'http://x').searchParams.get('token')}`,
    });
    const { order, productId } = await placeOnlineOrder(t, f, { stock: 5 });
    const res = await cancel(order._id, order.paymentUrl!);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/payment/status/${order._id}`);
    expect(await orderRow(t, order._id)).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(await stockOf(t, productId)).toBe(5);

    const paid = await placeOnlineOrder(t, f);
    rzp.pay(await referenceOf(paid.order._id), 'captured');
    await cancel(paid.order._id, paid.order.paymentUrl!);
    expect(await orderRow(t, paid.order._id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
  });

  it('reconciliation finds a capture whose return and webhook were lost', async () => {
    const { order } = await placeOnlineOrder(t, f);
    rzp.pay(await referenceOf(order._id), 'captured');
    await reconcilePayments({ db: t.database.db, config: t.config, registry: t.app.payments, log: t.app.log, changes: t.app.changes });
    expect((await orderRow(t, order._id)).paymentStatus).toBe('paid');
    expect(await invoiceCount(t, order._id)).toBe(1);
  });
});
