import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { PaymentRejected, RefundRefused } from './payment-provider.ts';
import { RazorpayProvider } from './razorpay/razorpay-provider.ts';
import { SandboxProvider } from './sandbox/sandbox-provider.ts';

const KEY = 'refund_key_0001';

describe('sandbox refunds', () => {
  const sandbox = () => new SandboxProvider({ signing: randomBytes(32), page: randomBytes(32) });
  /** A sandbox that took ₹3,000 for order o1 (the shopper pressed Pay). */
  const paidSandbox = () => {
    const provider = sandbox();
    const url = new URL(provider.decide({ id: 'o1', amountPaise: 300_000 }, 'paid'), 'http://shop');
    return { provider, paymentId: url.searchParams.get('paymentId')! };
  };

  it('refunds a paid payment at once; a retry with the same key answers the same refund', async () => {
    const { provider, paymentId } = paidSandbox();
    const first = await provider.refund({ paymentId, amountPaise: 100_000, idempotencyKey: KEY, notes: { returnId: 'r1' } });
    expect(first).toMatchObject({ status: 'processed', refundId: expect.stringMatching(/^rfnd_sbx_/) });
    const again = await provider.refund({ paymentId, amountPaise: 100_000, idempotencyKey: KEY });
    expect(again.refundId).toBe(first.refundId);
    // Only one refund was made: ₹2,000 is still left to refund, not ₹1,000.
    await expect(provider.refund({ paymentId, amountPaise: 200_000, idempotencyKey: 'refund_key_0002' })).resolves.toMatchObject({ status: 'processed' });
  });

  it('refuses more than is left of the payment, counting earlier refunds', async () => {
    const { provider, paymentId } = paidSandbox();
    await expect(provider.refund({ paymentId, amountPaise: 300_001, idempotencyKey: KEY })).rejects.toThrow(RefundRefused);
    await provider.refund({ paymentId, amountPaise: 250_000, idempotencyKey: KEY });
    await expect(provider.refund({ paymentId, amountPaise: 50_001, idempotencyKey: 'refund_key_0002' }))
      .rejects.toThrow('The refund of 50001 paise is more than the 50000 paise left of payment');
    await expect(provider.refund({ paymentId, amountPaise: 50_000, idempotencyKey: 'refund_key_0002' })).resolves.toMatchObject({ status: 'processed' });
  });

  it('refuses the key reused for another refund, an unknown or unpaid payment, and a key Razorpay would not take', async () => {
    const { provider, paymentId } = paidSandbox();
    await provider.refund({ paymentId, amountPaise: 1_000, idempotencyKey: KEY });
    await expect(provider.refund({ paymentId, amountPaise: 2_000, idempotencyKey: KEY })).rejects.toThrow(RefundRefused);
    await expect(provider.refund({ paymentId: 'pay_sbx_nope', amountPaise: 1_000, idempotencyKey: 'refund_key_0002' })).rejects.toThrow(RefundRefused);
    const failed = new URL(provider.decide({ id: 'o2', amountPaise: 300_000 }, 'failed'), 'http://shop').searchParams.get('paymentId')!;
    await expect(provider.refund({ paymentId: failed, amountPaise: 1_000, idempotencyKey: 'refund_key_0003' })).rejects.toThrow(RefundRefused);
    await expect(provider.refund({ paymentId, amountPaise: 1_000, idempotencyKey: 'short' })).rejects.toThrow(/at least 10/);
    await expect(provider.refund({ paymentId, amountPaise: 1_000, idempotencyKey: 'has spaces in it' })).rejects.toThrow(/at least 10/);
  });

  it('a payment its webhook reported paid can be refunded too', async () => {
    const provider = sandbox();
    provider.webhook({ orderId: 'o3', status: 'paid', paymentId: 'pay_sbx_hooked', amountPaise: 5_000 });
    await expect(provider.refund({ paymentId: 'pay_sbx_hooked', amountPaise: 5_000, idempotencyKey: KEY })).resolves.toMatchObject({ status: 'processed' });
  });

  it('refundWebhook: signed like its payment webhooks and read into `refund`; a forged or tampered one is refused', async () => {
    const { provider, paymentId } = paidSandbox();
    const { refundId } = await provider.refund({ paymentId, amountPaise: 100_000, idempotencyKey: KEY });
    const { body, headers } = provider.refundWebhook({ refundId, paymentId, amountPaise: 100_000, status: 'processed', eventId: 'evt_sbx_r1' });
    const hook = provider.readWebhook(Buffer.from(body), headers);
    expect(hook).toMatchObject({
      type: 'refund.processed', eventId: 'evt_sbx_r1', lookup: { id: 'o1' }, report: null,
      refund: { refundId, paymentId, status: 'processed', amountPaise: 100_000, failureReason: null, receipt: KEY },
    });
    expect(() => provider.readWebhook(Buffer.from(body), { ...headers, 'x-sandbox-signature': '0'.repeat(64) })).toThrow(PaymentRejected);
    expect(() => provider.readWebhook(Buffer.from(body.replace('100000', '300000')), headers)).toThrow('the webhook is not signed by the sandbox');
    // Another sandbox (another key) cannot speak for this one.
    const other = sandbox().refundWebhook({ refundId, paymentId, amountPaise: 100_000, status: 'processed' });
    expect(() => provider.readWebhook(Buffer.from(other.body), other.headers)).toThrow(PaymentRejected);
    // Payment events read as before.
    const payment = provider.webhook({ orderId: 'o1', status: 'paid', amountPaise: 300_000 });
    expect(provider.readWebhook(Buffer.from(payment.body), payment.headers)).not.toHaveProperty('refund');
  });

  it('refund.failed carries the reason, and gives the amount back to refund again', async () => {
    const { provider, paymentId } = paidSandbox();
    const { refundId } = await provider.refund({ paymentId, amountPaise: 300_000, idempotencyKey: KEY });
    const { body, headers } = provider.refundWebhook({ refundId, paymentId, amountPaise: 300_000, status: 'failed', failureReason: 'Account closed' });
    expect(provider.readWebhook(Buffer.from(body), headers).refund).toMatchObject({ refundId, status: 'failed', failureReason: 'Account closed' });
    await expect(provider.refund({ paymentId, amountPaise: 300_000, idempotencyKey: 'refund_key_0002' })).resolves.toMatchObject({ status: 'processed' });
    // A refund webhook without a refund id is malformed.
    const bare = JSON.stringify({ id: 'evt_x', event: 'refund.processed', paymentId });
    expect(() => provider.readWebhook(Buffer.from(bare), provider.webhookHeaders(bare))).toThrow('the refund webhook names no refundId');
  });
});

describe('Razorpay refunds (against a local fake of its API)', () => {
  let rzp: FakeRazorpay;
  let provider: RazorpayProvider;
  let serial = 0;
  let keys = 0;
  /** Razorpay's idempotency keys are the account's, across payments: each refund of these tests has its own. */
  const newKey = () => `rzp_refund_key_${++keys}`;

  /** A Razorpay order of ₹3,000 created through the provider and captured in the fake's Checkout. */
  const capturedPayment = async () => {
    const id = `o${++serial}`;
    const { providerReference } = await provider.startPayment({
      id, orderId: `DH-2026-${String(serial).padStart(6, '0')}`, amountPaise: 300_000, currency: 'INR', customer: { name: 'Asha', phone: '+919812345678' }, createdAt: new Date(),
    });
    return rzp.pay(providerReference!, 'captured').payment;
  };

  beforeAll(async () => {
    rzp = await startFakeRazorpay();
    provider = new RazorpayProvider({
      keyId: rzp.keyId, keySecret: rzp.keySecret, webhookSecret: rzp.webhookSecret, baseUrl: rzp.url, pageKey: randomBytes(32), timeoutMs: 2_000,
    });
  });
  afterAll(() => rzp.close());
  afterEach(() => {
    rzp.failWith = null;
    rzp.refundStatus = 'processed';
    rzp.refundConflicts = 0;
  });

  it('POSTs a normal refund of the amount with the key as X-Refund-Idempotency and receipt; a retry answers the same refund', async () => {
    const key = newKey();
    const payment = await capturedPayment();
    const first = await provider.refund({ paymentId: payment.id, amountPaise: 120_000, idempotencyKey: key, notes: { orderId: 'DH-1', returnId: 'r1' } });
    const call = rzp.server.requests.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe(`/v1/payments/${payment.id}/refund`);
    expect(call.headers['x-refund-idempotency']).toBe(key);
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${rzp.keyId}:${rzp.keySecret}`).toString('base64')}`);
    expect(JSON.parse(call.body)).toEqual({ amount: 120_000, speed: 'normal', receipt: key, notes: { orderId: 'DH-1', returnId: 'r1' } });
    expect(first).toMatchObject({ status: 'processed', refundId: expect.stringMatching(/^rfnd_/), raw: { amount: 120_000, payment_id: payment.id } });

    const again = await provider.refund({ paymentId: payment.id, amountPaise: 120_000, idempotencyKey: key, notes: { orderId: 'DH-1', returnId: 'r1' } });
    expect(again.refundId).toBe(first.refundId);
    expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it('maps the refund entity status: pending until Razorpay processes it', async () => {
    const key = newKey();
    const payment = await capturedPayment();
    rzp.refundStatus = 'pending';
    await expect(provider.refund({ paymentId: payment.id, amountPaise: 300_000, idempotencyKey: key })).resolves.toMatchObject({ status: 'pending' });
    rzp.refundStatus = 'failed';
    const other = await capturedPayment();
    await expect(provider.refund({ paymentId: other.id, amountPaise: 1_000, idempotencyKey: newKey() })).resolves.toMatchObject({ status: 'failed' });
  });

  it('refused (400): more than is left, the key reused for another amount, a payment not captured', async () => {
    const key = newKey();
    const key2 = newKey();
    const key3 = newKey();
    const payment = await capturedPayment();
    await expect(provider.refund({ paymentId: payment.id, amountPaise: 300_001, idempotencyKey: newKey() }))
      .rejects.toThrow(new RefundRefused('Razorpay refused the refund: The refund amount provided is greater than amount captured'));
    await provider.refund({ paymentId: payment.id, amountPaise: 200_000, idempotencyKey: key });
    await expect(provider.refund({ paymentId: payment.id, amountPaise: 100_001, idempotencyKey: key2 })).rejects.toThrow(RefundRefused);
    await expect(provider.refund({ paymentId: payment.id, amountPaise: 100_000, idempotencyKey: key }))
      .rejects.toThrow('Different request with the same idempotency key has already been processed.');
    const reference = [...rzp.orders.values()].at(-1)!.id;
    const { payment: failed } = rzp.pay(reference, 'failed');
    await expect(provider.refund({ paymentId: failed.id, amountPaise: 1_000, idempotencyKey: key3 })).rejects.toThrow(RefundRefused);
    // A key Razorpay would refuse is refused before any call.
    const calls = rzp.server.requests.length;
    await expect(provider.refund({ paymentId: payment.id, amountPaise: 1_000, idempotencyKey: 'short' })).rejects.toThrow(/at least 10/);
    expect(rzp.server.requests).toHaveLength(calls);
  });

  it('a 409 (the same key still being processed) is asked again; Razorpay down is an error to retry, never RefundRefused', async () => {
    const key = newKey();
    const key2 = newKey();
    const payment = await capturedPayment();
    rzp.refundConflicts = 1;
    const calls = rzp.server.requests.length;
    await expect(provider.refund({ paymentId: payment.id, amountPaise: 1_000, idempotencyKey: key })).resolves.toMatchObject({ status: 'processed' });
    expect(rzp.server.requests.length - calls).toBe(2);

    rzp.failWith = 500;
    const down = provider.refund({ paymentId: payment.id, amountPaise: 2_000, idempotencyKey: key2 });
    await expect(down).rejects.toThrow(/answered 500/);
    await expect(down).rejects.not.toBeInstanceOf(RefundRefused);
    // Back up: the same key makes the refund once.
    rzp.failWith = null;
    await provider.refund({ paymentId: payment.id, amountPaise: 2_000, idempotencyKey: key2 });
    expect(rzp.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(2);
  });

  it('reads refund.processed and refund.failed webhooks into `refund`; refund.created is only recorded', async () => {
    const key = newKey();
    const payment = await capturedPayment();
    const { refundId } = await provider.refund({ paymentId: payment.id, amountPaise: 50_000, idempotencyKey: key });
    const refund = rzp.refunds.find((r) => r.id === refundId)!;

    const created = rzp.refundWebhook('refund.created', refund, 'evt_rfnd_created');
    expect(provider.readWebhook(Buffer.from(created.body), created.headers)).toMatchObject({
      type: 'refund.created', eventId: 'evt_rfnd_created', report: null, refund: null, lookup: { reference: payment.order_id },
    });
    const processed = rzp.refundWebhook('refund.processed', refund, 'evt_rfnd_processed');
    expect(provider.readWebhook(Buffer.from(processed.body), processed.headers)).toMatchObject({
      type: 'refund.processed', eventId: 'evt_rfnd_processed', report: null, lookup: { reference: payment.order_id },
      refund: { refundId, paymentId: payment.id, status: 'processed', amountPaise: 50_000, failureReason: null, receipt: key },
    });
    const failed = rzp.refundWebhook('refund.failed', refund);
    expect(provider.readWebhook(Buffer.from(failed.body), failed.headers).refund).toMatchObject({ refundId, status: 'failed' });
    // Signed with the webhook secret, as the payment events.
    expect(() => provider.readWebhook(Buffer.from(processed.body.replace('50000', '60000')), processed.headers)).toThrow(PaymentRejected);
    // A refund event without a readable refund entity is kept and ignored, not refused.
    const bare = rzp.webhook('refund.processed', payment);
    expect(provider.readWebhook(Buffer.from(bare.body), bare.headers).refund).toBeNull();
  });
});
