import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { OnlinePaymentOrder, PaymentStatusQuery, ProviderPaymentStatus, StartedPayment } from '../../orders/index.ts';
import {
  PaymentRejected, type CallbackOrder, type CallbackResult, type OrderLookup, type PaymentProvider, type ReportedStatus, type VerifiedWebhook,
} from '../payment-provider.ts';
import { hmacHex, pageToken, signatureMatches } from '../signing.ts';
import { parseWebhookBody } from '../webhook-body.ts';

export type SandboxOutcome = Exclude<ReportedStatus, 'pending'>;
export const SANDBOX_OUTCOMES: readonly SandboxOutcome[] = ['paid', 'failed', 'cancelled'];

/** What the sandbox "gateway" remembers about one order's payment. */
interface SandboxPayment {
  paymentId: string;
  status: SandboxOutcome;
  amountPaise: number;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const WEBHOOK_EVENTS: Record<string, SandboxOutcome> = { 'payment.paid': 'paid', 'payment.failed': 'failed', 'payment.cancelled': 'cancelled' };

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
const isOutcome = (value: unknown): value is SandboxOutcome => typeof value === 'string' && (SANDBOX_OUTCOMES as readonly string[]).includes(value);

/**
 * The built-in test provider: it plays the payment gateway inside the shop, for development and
 * tests (no money moves). Its payment page (served by the shop) offers Pay, Fail and Cancel; the
 * choice is remembered as a gateway would and the browser returns with a callback signed with
 * HMAC-SHA256 over `orderId|paymentId|status|amountPaise`. It also signs webhooks the same way a
 * real provider does (`webhook()`), and answers status questions from what it remembers.
 *
 * What it remembers lives in this process's memory: after a restart an order whose shopper pressed
 * a button but never came back is treated as unpaid and expires — acceptable for a test gateway.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly payments = new Map<string, SandboxPayment>();

  constructor(private readonly keys: { signing: Buffer; page: Buffer }) {}

  async startPayment(order: OnlinePaymentOrder): Promise<StartedPayment> {
    return { paymentUrl: this.pageUrl(order.id), providerReference: `sandbox_${order.id}` };
  }

  /** The shop-served test payment page of an order (root-relative: it works on any host name). */
  pageUrl(orderId: string): string {
    return `/api/payments/sandbox/${encodeURIComponent(orderId)}?token=${pageToken(this.keys.page, orderId)}`;
  }

  pageTokenMatches(orderId: string, token: unknown): boolean {
    return signatureMatches(pageToken(this.keys.page, orderId), token);
  }

  /**
   * The shopper pressed a button: the outcome is recorded as the gateway would (the first choice
   * stands, as a real payment cannot be undone by pressing again) and the signed return URL answered.
   */
  decide(order: { id: string; amountPaise: number }, status: SandboxOutcome): string {
    let payment = this.payments.get(order.id);
    if (!payment) {
      payment = { paymentId: newId('pay_sbx'), status, amountPaise: order.amountPaise };
      this.payments.set(order.id, payment);
    }
    return this.callbackUrl(order.id, payment);
  }

  /** The browser's return to the shop, signed. */
  callbackUrl(orderId: string, payment: SandboxPayment): string {
    const fields = this.signedCallbackFields(orderId, payment.paymentId, payment.status, payment.amountPaise);
    return `/api/payments/callback/sandbox?${new URLSearchParams(fields).toString()}`;
  }

  /** The fields of a signed return (tests build tampered ones from these). */
  signedCallbackFields(orderId: string, paymentId: string, status: SandboxOutcome, amountPaise: number): Record<string, string> {
    const amount = String(amountPaise);
    return { orderId, paymentId, status, amount, signature: hmacHex(this.keys.signing, `${orderId}|${paymentId}|${status}|${amount}`) };
  }

  async fetchStatus(order: PaymentStatusQuery): Promise<ProviderPaymentStatus> {
    const payment = this.payments.get(order.id);
    if (!payment) return { status: 'pending', paymentId: null, amountPaise: null, currency: null, raw: { orderId: order.id, status: 'created' } };
    return { status: payment.status, paymentId: payment.paymentId, amountPaise: payment.amountPaise, currency: 'INR', raw: { orderId: order.id, ...payment } };
  }

  callbackOrder(fields: Record<string, string>): OrderLookup | null {
    return fields.orderId ? { id: fields.orderId } : null;
  }

  verifyCallback(fields: Record<string, string>, order: CallbackOrder): CallbackResult {
    const { orderId = '', paymentId = '', status = '', amount = '', signature } = fields;
    const expected = hmacHex(this.keys.signing, `${orderId}|${paymentId}|${status}|${amount}`);
    if (!signatureMatches(expected, signature)) throw new PaymentRejected('invalid_signature', 'the sandbox return is not signed by the sandbox');
    if (orderId !== order.id) throw new PaymentRejected('order_mismatch', 'the sandbox return names another order');
    if (!isOutcome(status) || !paymentId || !/^\d+$/.test(amount)) throw new PaymentRejected('malformed', 'the sandbox return is incomplete');
    return {
      kind: 'report',
      report: { eventId: `callback:${paymentId}`, status, paymentId, amountPaise: Number(amount), currency: 'INR', payload: fields },
    };
  }

  /**
   * A webhook as the sandbox gateway sends it: a JSON body signed with HMAC-SHA256 (hex) in the
   * x-sandbox-signature header. Inject it into POST /api/payments/webhook/sandbox.
   */
  webhook(event: { orderId: string; status: SandboxOutcome; paymentId?: string; amountPaise: number; eventId?: string; currency?: string }) {
    const body = JSON.stringify({
      id: event.eventId ?? newId('evt_sbx'),
      event: `payment.${event.status}`,
      orderId: event.orderId,
      paymentId: event.paymentId ?? this.payments.get(event.orderId)?.paymentId ?? newId('pay_sbx'),
      amountPaise: event.amountPaise,
      currency: event.currency ?? 'INR',
      createdAt: new Date().toISOString(),
    });
    return { body, headers: this.webhookHeaders(body) };
  }

  /** The headers the sandbox gateway sends with a webhook of exactly this body (tests sign bodies of their own with it). */
  webhookHeaders(body: string | Buffer): Record<string, string> {
    return { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: hmacHex(this.keys.signing, body) };
  }

  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedWebhook {
    if (!signatureMatches(hmacHex(this.keys.signing, rawBody), headers[SANDBOX_SIGNATURE_HEADER])) {
      throw new PaymentRejected('invalid_signature', 'the webhook is not signed by the sandbox');
    }
    const body = parseWebhookBody(rawBody);
    const { id, event, orderId, paymentId, amountPaise, currency } = body;
    if (typeof id !== 'string' || typeof event !== 'string' || typeof orderId !== 'string') throw new PaymentRejected('malformed', 'the webhook lacks id, event or orderId');
    const status = WEBHOOK_EVENTS[event];
    return {
      type: event,
      eventId: id,
      lookup: { id: orderId },
      report: status
        ? {
          status,
          paymentId: typeof paymentId === 'string' ? paymentId : null,
          amountPaise: typeof amountPaise === 'number' ? amountPaise : null,
          currency: typeof currency === 'string' ? currency : null,
          payload: body,
        }
        : null,
      payload: body,
    };
  }
}
