import { createHmac, randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeAnswer, type FakeHttpServer, type RecordedRequest } from './fake-http-server.ts';

/**
 * A local stand-in for the parts of Razorpay's documented API the shop uses
 * (https://razorpay.com/docs/api/orders/): POST /v1/orders and GET /v1/orders/{id}/payments with
 * Basic auth, plus what Checkout and Razorpay's webhooks would send the shop, signed as Razorpay
 * signs them.
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

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  server: FakeHttpServer;
  orders: Map<string, FakeRazorpayOrder>;
  payments: FakeRazorpayPayment[];
  /** Every API answer becomes this status (500: Razorpay is down) until set back to null. */
  failWith: number | null;
  /** The shopper pays (or fails to) in Checkout: the payment is recorded and the fields Checkout posts to callback_url answered. */
  pay(orderId: string, status: 'captured' | 'failed' | 'authorized', amount?: number): { payment: FakeRazorpayPayment; callbackFields: Record<string, string> };
  /** A webhook as Razorpay sends it: body, X-Razorpay-Signature and X-Razorpay-Event-Id. */
  webhook(event: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid' | 'refund.processed', payment: FakeRazorpayPayment, eventId?: string): {
    body: string; headers: Record<string, string>;
  };
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
  const now = () => Math.floor(Date.now() / 1000);

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
    return error(404, 'The requested URL was not found on the server.');
  };

  const server = await startFakeHttpServer(handle);
  const fake: FakeRazorpay = {
    url: server.url, keyId, keySecret, webhookSecret, server, orders, payments, failWith: null,
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
    close: () => server.close(),
  };
  return fake;
}
