import { createHmac, randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeAnswer, type FakeHttpServer, type RecordedRequest } from './fake-http-server.ts';

/**
 * A local stand-in for the parts of Razorpay's documented API the shop uses
 * (https://razorpay.com/docs/api/orders/): POST /v1/orders, GET /v1/orders/{id}/payments and
 * POST /v1/payments/{id}/refund (with X-Refund-Idempotency, https://razorpay.com/docs/api/refunds/)
 * with Basic auth, plus what Checkout and Razorpay's webhooks would send the shop, signed as
 * Razorpay signs them.
 */
export interface FakeRazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface FakeRazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface FakeRazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal';
}

export type FakeRefundEvent = 'refund.created' | 'refund.processed' | 'refund.failed';

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  server: FakeHttpServer;
  orders: Map<string, FakeRazorpayOrder>;
  payments: FakeRazorpayPayment[];
  refunds: FakeRazorpayRefund[];
  /** Every API answer becomes this status (500: Razorpay is down) until set back to null. */
  failWith: number | null;
  /** The status a new refund is answered with ('processed' by default; 'pending' until its webhook). */
  refundStatus: FakeRazorpayRefund['status'];
  /** The next this-many refund calls answer 409, as Razorpay does while the same key's first call is still being processed. */
  refundConflicts: number;
  /** The shopper pays (or fails to) in Checkout: the payment is recorded and the fields Checkout posts to callback_url answered. */
  pay(orderId: string, status: 'captured' | 'failed' | 'authorized', amount?: number): { payment: FakeRazorpayPayment; callbackFields: Record<string, string> };
  /** A webhook as Razorpay sends it: body, X-Razorpay-Signature and X-Razorpay-Event-Id. */
  webhook(event: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid' | 'refund.processed', payment: FakeRazorpayPayment, eventId?: string): {
    body: string; headers: Record<string, string>;
  };
  /** A refund webhook as Razorpay sends it: payload.refund.entity (its status set to the event's) and payload.payment.entity. */
  refundWebhook(event: FakeRefundEvent, refund: FakeRazorpayRefund, eventId?: string): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');
const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;
const error = (status: number, description: string): FakeAnswer => ({ status, json: { error: { code: 'BAD_REQUEST_ERROR', description } } });

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = 'rzp_test_fakeKey123';
  const keySecret = 'fake-razorpay-key-secret';
  const webhookSecret = 'fake-razorpay-webhook-secret';
  const orders = new Map<string, FakeRazorpayOrder>();
  const payments: FakeRazorpayPayment[] = [];
  const refunds: FakeRazorpayRefund[] = [];
  /** Idempotency key → the request body it was first used with and the refund it made. */
  const refundKeys = new Map<string, { body: string; refund: FakeRazorpayRefund }>();
  const now = () => Math.floor(Date.now() / 1000);

  const createRefund = (request: RecordedRequest, paymentId: string): FakeAnswer => {
    const key = request.headers['x-refund-idempotency'];
    if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_-]{10,}$/.test(key))) {
      return error(400, 'The idempotency key must be at least 10 characters long and contain only alphabets, numbers, hyphens and underscores');
    }
    if (typeof key === 'string') {
      const seen = refundKeys.get(key);
      if (seen) return seen.body === request.body ? { json: seen.refund } : error(400, 'Different request with the same idempotency key has already been processed.');
    }
    if (fake.refundConflicts > 0) {
      fake.refundConflicts -= 1;
      return error(409, 'A request with the same idempotency key is being processed');
    }
    const payment = payments.find((p) => p.id === paymentId);
    if (!payment) return error(400, 'The id provided does not exist');
    if (payment.status !== 'captured') return error(400, 'Only captured payments can be refunded');
    const body = JSON.parse(request.body || '{}') as { amount?: unknown; speed?: unknown; receipt?: unknown; notes?: Record<string, string> };
    const refunded = refunds.filter((r) => r.payment_id === paymentId && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    const amount = body.amount === undefined ? payment.amount - refunded : body.amount;
    if (!Number.isInteger(amount) || (amount as number) < 100) return error(400, 'The amount must be atleast INR 1.00');
    if ((amount as number) > payment.amount - refunded) return error(400, 'The refund amount provided is greater than amount captured');
    const refund: FakeRazorpayRefund = {
      id: id('rfnd'), entity: 'refund', amount: amount as number, currency: 'INR', payment_id: paymentId, notes: body.notes ?? {},
      receipt: typeof body.receipt === 'string' ? body.receipt : null, acquirer_data: { arn: null }, created_at: now(), batch_id: null,
      status: fake.refundStatus, speed_processed: 'normal', speed_requested: 'normal',
    };
    refunds.push(refund);
    if (typeof key === 'string') refundKeys.set(key, { body: request.body, refund });
    return { json: refund };
  };

  const handle = (request: RecordedRequest): FakeAnswer => {
    if (fake.failWith) return error(fake.failWith, 'Something went wrong');
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return error(401, 'Authentication failed');
    if (request.method === 'POST' && request.url === '/v1/orders') {
      const body = JSON.parse(request.body || '{}') as { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: Record<string, string> };
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100) return error(400, 'The amount must be atleast INR 1.00');
      if (body.currency !== 'INR') return error(400, 'The currency must be INR');
      if (typeof body.receipt !== 'string' || body.receipt.length > 40) return error(400, 'The receipt may not be greater than 40 characters');
      const order: FakeRazorpayOrder = {
        id: id('order'), entity: 'order', amount: body.amount as number, amount_paid: 0, amount_due: body.amount as number, currency: 'INR',
        receipt: body.receipt, status: 'created', attempts: 0, notes: body.notes ?? {}, created_at: now(),
      };
      orders.set(order.id, order);
      return { json: order };
    }
    const list = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url);
    if (request.method === 'GET' && list) {
      if (!orders.has(list[1]!)) return error(400, 'The id provided does not exist');
      const items = payments.filter((p) => p.order_id === list[1]);
      return { json: { entity: 'collection', count: items.length, items } };
    }
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url);
    if (request.method === 'POST' && refund) return createRefund(request, decodeURIComponent(refund[1]!));
    return error(404, 'The requested URL was not found on the server.');
  };

  const server = await startFakeHttpServer(handle);
  const fake: FakeRazorpay = {
    url: server.url, keyId, keySecret, webhookSecret, server, orders, payments, refunds, failWith: null, refundStatus: 'processed', refundConflicts: 0,
    pay(orderId, status, amount) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no Razorpay order ${orderId}`);
      const payment: FakeRazorpayPayment = {
        id: id('pay'), entity: 'payment', amount: amount ?? order.amount, currency: 'INR', status, order_id: orderId, method: 'upi',
        captured: status === 'captured', error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: status === 'failed' ? 'Payment failed' : null, created_at: now(),
      };
      payments.push(payment);
      order.attempts += 1;
      order.status = status === 'captured' ? 'paid' : 'attempted';
      if (status === 'captured') {
        order.amount_paid = payment.amount;
        order.amount_due = 0;
      }
      const callbackFields: Record<string, string> = status === 'failed'
        ? {
          'error[code]': 'BAD_REQUEST_ERROR', 'error[description]': 'Payment failed', 'error[source]': 'customer', 'error[step]': 'payment_authentication',
          'error[reason]': 'payment_failed', 'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: orderId }),
        }
        : { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: hmac(keySecret, `${orderId}|${payment.id}`) };
      return { payment, callbackFields };
    },
    webhook(event, payment, eventId = id('evt')) {
      const order = orders.get(payment.order_id);
      const body = JSON.stringify({
        entity: 'event', account_id: 'acc_fake', event, contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: { payment: { entity: payment }, ...(event === 'order.paid' ? { order: { entity: order } } : {}) },
        created_at: now(),
      });
      return {
        body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(webhookSecret, body), 'x-razorpay-event-id': eventId },
      };
    },
    refundWebhook(event, refund, eventId = id('evt')) {
      if (event !== 'refund.created') refund.status = event === 'refund.processed' ? 'processed' : 'failed';
      const payment = payments.find((p) => p.id === refund.payment_id);
      const body = JSON.stringify({
        entity: 'event', account_id: 'acc_fake', event, contains: ['refund', 'payment'],
        payload: { refund: { entity: refund }, ...(payment ? { payment: { entity: payment } } : {}) },
        created_at: now(),
      });
      return {
        body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(webhookSecret, body), 'x-razorpay-event-id': eventId },
      };
    },
    close: () => server.close(),
  };
  return fake;
}
