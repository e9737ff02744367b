import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { OnlinePaymentOrder, PaymentStatusQuery, ProviderPaymentStatus, StartedPayment } from '../../orders/index.ts';
import {
  assertRefundKey, PaymentRejected, RefundRefused, type CallbackOrder, type CallbackResult, type OrderLookup, type PaymentProvider, type ProviderRefund,
  type RefundReport, type RefundRequest, type VerifiedWebhook,
} from '../payment-provider.ts';
import { hmacHex, pageToken, signatureMatches } from '../signing.ts';
import { parseWebhookBody } from '../webhook-body.ts';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com (a local fake in tests). */
  baseUrl: string;
  /** Signs the links to the shop's checkout page. */
  pageKey: Buffer;
  timeoutMs?: number;
}

/** A Razorpay payment entity, as far as the shop reads it. */
interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
}

/** A Razorpay refund entity (https://razorpay.com/docs/api/refunds/entity/), as far as the shop reads it. */
interface RazorpayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  receipt?: string | null;
}

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Razorpay's idempotency header for refunds: a retry with the same key and body answers the first refund. */
export const RAZORPAY_REFUND_IDEMPOTENCY_HEADER = 'x-refund-idempotency';

const isPayment = (value: unknown): value is RazorpayPayment => {
  const p = value as Partial<RazorpayPayment> | null;
  return !!p && typeof p.id === 'string' && typeof p.amount === 'number' && typeof p.currency === 'string' && typeof p.status === 'string';
};

const REFUND_STATUSES: readonly string[] = ['pending', 'processed', 'failed'] satisfies RazorpayRefund['status'][];
const isRefund = (value: unknown): value is RazorpayRefund => {
  const r = value as Partial<RazorpayRefund> | null;
  return !!r && typeof r.id === 'string' && typeof r.status === 'string' && REFUND_STATUSES.includes(r.status);
};
/** The refund events the shop acts on; refund.created is recorded only (its answer already said so). */
const REFUND_EVENTS: Record<string, RefundReport['status']> = { 'refund.processed': 'processed', 'refund.failed': 'failed' };
/** A refund call still being processed by Razorpay answers 409: asked again this many times, this far apart. */
const REFUND_CONFLICT_RETRIES = 2;
const REFUND_CONFLICT_WAIT_MS = 500;

/** A non-2xx answer from Razorpay, with its status and its error description. */
class RazorpayError extends Error {
  constructor(readonly status: number, readonly description: string, message: string) {
    super(message);
    this.name = 'RazorpayError';
  }
}

/**
 * Razorpay (https://razorpay.com/docs/api/): an order is created with the Orders API for the
 * order's total (paise, INR; receipt = our orderId) and the shopper pays on the shop's checkout page,
 * which opens Razorpay Checkout for that order. The return is checked with
 * HMAC-SHA256(stored Razorpay order id | payment id, key secret); webhooks with
 * HMAC-SHA256(raw body, webhook secret) and deduplicated by x-razorpay-event-id; the status comes
 * from GET /v1/orders/{id}/payments. Captured is paid: the account must capture automatically.
 * Refunds: POST /v1/payments/{id}/refund (normal speed) with the X-Refund-Idempotency header, and
 * the refund.processed / refund.failed webhooks for their outcome.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';

  constructor(private readonly settings: RazorpaySettings) {}

  get keyId(): string {
    return this.settings.keyId;
  }

  async startPayment(order: OnlinePaymentOrder): Promise<StartedPayment> {
    const created = await this.call('POST', '/v1/orders', {
      amount: order.amountPaise, currency: order.currency, receipt: order.orderId, notes: { orderId: order.orderId, shopOrderId: order.id },
    });
    const body = created as { id?: unknown; amount?: unknown; currency?: unknown } | null;
    if (typeof body?.id !== 'string' || body.amount !== order.amountPaise || body.currency !== 'INR') {
      throw new Error('Razorpay answered an order that does not match ours');
    }
    return { paymentUrl: this.pageUrl(order.id), providerReference: body.id };
  }

  /** The shop's checkout page for an order (root-relative). */
  pageUrl(orderId: string): string {
    return `/api/payments/razorpay/checkout/${encodeURIComponent(orderId)}?token=${pageToken(this.settings.pageKey, orderId)}`;
  }

  pageTokenMatches(orderId: string, token: unknown): boolean {
    return signatureMatches(pageToken(this.settings.pageKey, orderId), token);
  }

  async fetchStatus(order: PaymentStatusQuery): Promise<ProviderPaymentStatus> {
    const pending = (raw: unknown): ProviderPaymentStatus => ({ status: 'pending', paymentId: null, amountPaise: null, currency: null, raw });
    if (!order.reference) return pending(null);
    const answer = await this.call('GET', `/v1/orders/${encodeURIComponent(order.reference)}/payments`);
    const items = (answer as { items?: unknown } | null)?.items;
    if (!Array.isArray(items)) throw new Error('Razorpay answered no payment list');
    const payments = items.filter(isPayment);
    const captured = payments.find((p) => p.status === 'captured' || p.status === 'refunded');
    if (captured) return { status: 'paid', paymentId: captured.id, amountPaise: captured.amount, currency: captured.currency, raw: answer };
    // Authorised but not yet captured (or still being made): wait.
    if (payments.length === 0 || payments.some((p) => p.status !== 'failed')) return pending(answer);
    const last = payments.at(-1)!;
    return { status: 'failed', paymentId: last.id, amountPaise: last.amount, currency: last.currency, raw: answer };
  }

  callbackOrder(fields: Record<string, string>): OrderLookup | null {
    if (fields.orderId) return { id: fields.orderId };
    if (fields.razorpay_order_id) return { reference: fields.razorpay_order_id };
    const metadata = fields['error[metadata]'];
    if (metadata) {
      try {
        const { order_id: reference } = JSON.parse(metadata) as { order_id?: unknown };
        if (typeof reference === 'string' && reference) return { reference };
      } catch {
        return null;
      }
    }
    return null;
  }

  verifyCallback(fields: Record<string, string>, order: CallbackOrder): CallbackResult {
    const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = fields;
    if (paymentId || signature) {
      if (!paymentId || !signature || !orderId) throw new PaymentRejected('malformed', 'the Razorpay return is incomplete');
      // Signed over OUR stored Razorpay order id: a return for another order cannot pass as this one's.
      if (!order.reference || orderId !== order.reference) throw new PaymentRejected('order_mismatch', 'the Razorpay return names another order');
      if (!signatureMatches(hmacHex(this.settings.keySecret, `${order.reference}|${paymentId}`), signature)) {
        throw new PaymentRejected('invalid_signature', 'the Razorpay return signature does not match');
      }
      return { kind: 'report', report: { eventId: `callback:${paymentId}`, status: 'paid', paymentId, amountPaise: null, currency: null, payload: fields } };
    }
    // A failed payment's return is not signed: it is only a reason to ask Razorpay.
    if (Object.keys(fields).some((key) => key.startsWith('error['))) return { kind: 'ask', payload: fields };
    throw new PaymentRejected('malformed', 'the Razorpay return carries neither a payment nor an error');
  }

  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedWebhook {
    if (!signatureMatches(hmacHex(this.settings.webhookSecret, rawBody), headers[RAZORPAY_SIGNATURE_HEADER])) {
      throw new PaymentRejected('invalid_signature', 'the Razorpay webhook signature does not match');
    }
    const body = parseWebhookBody(rawBody) as {
      event?: unknown; payload?: { payment?: { entity?: unknown }; order?: { entity?: { id?: unknown } }; refund?: { entity?: unknown } };
    };
    if (typeof body.event !== 'string') throw new PaymentRejected('malformed', 'the webhook names no event');
    const header = headers[RAZORPAY_EVENT_ID_HEADER];
    // Razorpay always sends the header; without it, the same body is the same event.
    const eventId = typeof header === 'string' && header ? header : `body:${createHash('sha256').update(rawBody).digest('hex')}`;
    const payment = isPayment(body.payload?.payment?.entity) ? body.payload.payment.entity : null;
    const orderEntityId = body.payload?.order?.entity?.id;
    const reference = payment?.order_id ?? (typeof orderEntityId === 'string' ? orderEntityId : null);
    const status = { 'payment.captured': 'paid', 'order.paid': 'paid', 'payment.failed': 'failed', 'payment.authorized': 'pending' }[body.event] as
      'paid' | 'failed' | 'pending' | undefined;
    return {
      type: body.event,
      eventId,
      lookup: reference ? { reference } : null,
      report: status && payment
        ? { status, paymentId: payment.id, amountPaise: payment.amount, currency: payment.currency, payload: body }
        : null,
      refund: readRefund(body.event, body.payload?.refund?.entity),
      payload: body,
    };
  }

  /**
   * A normal-speed refund of part or all of a captured payment. The idempotency key goes in
   * X-Refund-Idempotency and as the receipt: Razorpay answers a retry with the same key and body
   * with the first refund (docs: refunds/normal-refunds-idempotent), and a retry while the first is
   * still being processed with 409, which is asked again a moment later. A 400 (more than is left,
   * not captured, the key reused with another body) is RefundRefused; a 5xx or timeout throws as is.
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    assertRefundKey(input.idempotencyKey);
    const path = `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`;
    const body = { amount: input.amountPaise, speed: 'normal', receipt: input.idempotencyKey, notes: input.notes ?? {} };
    const headers = { [RAZORPAY_REFUND_IDEMPOTENCY_HEADER]: input.idempotencyKey };
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await this.call('POST', path, body, headers);
        if (!isRefund(answer) || answer.payment_id !== input.paymentId || answer.amount !== input.amountPaise) {
          throw new Error('Razorpay answered a refund that does not match ours');
        }
        return { refundId: answer.id, status: answer.status, raw: answer };
      } catch (error) {
        if (!(error instanceof RazorpayError)) throw error;
        if (error.status === 409 && attempt < REFUND_CONFLICT_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, REFUND_CONFLICT_WAIT_MS));
          continue;
        }
        if (error.status === 400) throw new RefundRefused(`Razorpay refused the refund: ${error.description}`);
        throw error;
      }
    }
  }

  /** One call to Razorpay's API with Basic auth (key id : secret) and a hard timeout; non-2xx throws RazorpayError. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<unknown> {
    const { keyId, keySecret, baseUrl, timeoutMs = 10_000 } = this.settings;
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await response.text();
    if (!response.ok) throw new RazorpayError(response.status, errorDescription(text), `Razorpay ${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`Razorpay ${method} ${path} answered something that is not JSON`);
    }
  }
}

/** The outcome a refund.processed / refund.failed event reports; null for any other event (refund.created among them). */
function readRefund(event: string, entity: unknown): RefundReport | null {
  const status = Object.hasOwn(REFUND_EVENTS, event) ? REFUND_EVENTS[event] : undefined;
  // Without a readable refund entity the event is kept and ignored: refusing it would only bring it back.
  if (!status || !isRefund(entity)) return null;
  return {
    refundId: entity.id,
    paymentId: typeof entity.payment_id === 'string' ? entity.payment_id : null,
    status,
    amountPaise: typeof entity.amount === 'number' ? entity.amount : null,
    // The refund entity carries no reason; the shop shows its own words for a failed refund.
    failureReason: null,
    receipt: typeof entity.receipt === 'string' ? entity.receipt : null,
  };
}

/** error.description of a Razorpay error answer, or the start of the answer when it has none. */
function errorDescription(text: string): string {
  try {
    const description = (JSON.parse(text) as { error?: { description?: unknown } } | null)?.error?.description;
    if (typeof description === 'string' && description) return description;
  } catch {
    // not JSON: the text itself says what there is
  }
  return text.slice(0, 200);
}
