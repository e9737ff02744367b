import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { OnlinePaymentOrder, PaymentStatusQuery, ProviderPaymentStatus, StartedPayment } from '../../orders/index.ts';
import {
  assertRefundKey, PaymentRejected, RefundRefused, type CallbackOrder, type CallbackResult, type OrderLookup, type PaymentProvider, type ProviderRefund,
  type RefundReport, type RefundRequest, type ReportedStatus, type VerifiedWebhook,
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

/** A captured payment the sandbox can refund. */
interface RefundablePayment {
  orderId: string;
  amountPaise: number;
}

/** What the sandbox remembers about one refund (by its idempotency key). */
interface SandboxRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  status: 'processed' | 'failed';
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const WEBHOOK_EVENTS: Record<string, SandboxOutcome> = { 'payment.paid': 'paid', 'payment.failed': 'failed', 'payment.cancelled': 'cancelled' };
const REFUND_EVENTS: Record<string, RefundReport['status']> = { 'refund.processed': 'processed', 'refund.failed': 'failed' };

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;
const isOutcome = (value: unknown): value is SandboxOutcome => typeof value === 'string' && (SANDBOX_OUTCOMES as readonly string[]).includes(value);

/**
 * The built-in test provider: it plays the payment gateway inside the shop, for development and
 * tests (no money moves). Its payment page (served by the shop) offers Pay, Fail and Cancel; the
 * choice is remembered as a gateway would and the browser returns with a callback signed with
 * HMAC-SHA256 over `orderId|paymentId|status|amountPaise`. It also signs webhooks the same way a
 * real provider does (`webhook()`, `refundWebhook()`), answers status questions from what it
 * remembers, and refunds paid payments at once ('processed'), never beyond what was paid.
 *
 * What it remembers lives in this process's memory: after a restart an order whose shopper pressed
 * a button but never came back is treated as unpaid and expires — acceptable for a test gateway;
 * payments made before a restart can no longer be refunded through it (RefundRefused says so).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly payments = new Map<string, SandboxPayment>();
  /** Paid payments by payment id: the ones pressed on the page and the ones its webhooks reported. */
  private readonly paid = new Map<string, RefundablePayment>();
  private readonly refunds = new Map<string, SandboxRefund>();

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
      if (status === 'paid') this.paid.set(payment.paymentId, { orderId: order.id, amountPaise: order.amountPaise });
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
    const paymentId = event.paymentId ?? this.payments.get(event.orderId)?.paymentId ?? newId('pay_sbx');
    // A payment the gateway reports paid is one it can refund later.
    if (event.status === 'paid' && !this.paid.has(paymentId)) this.paid.set(paymentId, { orderId: event.orderId, amountPaise: event.amountPaise });
    const body = JSON.stringify({
      id: event.eventId ?? newId('evt_sbx'),
      event: `payment.${event.status}`,
      orderId: event.orderId,
      paymentId,
      amountPaise: event.amountPaise,
      currency: event.currency ?? 'INR',
      createdAt: new Date().toISOString(),
    });
    return { body, headers: this.webhookHeaders(body) };
  }

  /**
   * Refunds a paid payment at once ('processed'). The same idempotency key answers the same
   * refund; the key reused for another payment or amount, a payment the sandbox does not know as
   * paid, or more than is left of it (its amount less the refunds not failed) is RefundRefused.
   */
  async refund(input: RefundRequest): Promise<ProviderRefund> {
    assertRefundKey(input.idempotencyKey);
    const earlier = this.refunds.get(input.idempotencyKey);
    if (earlier) {
      if (earlier.paymentId !== input.paymentId || earlier.amountPaise !== input.amountPaise) {
        throw new RefundRefused('Different request with the same idempotency key has already been processed.');
      }
      return { refundId: earlier.refundId, status: earlier.status, raw: { ...earlier } };
    }
    if (!Number.isInteger(input.amountPaise) || input.amountPaise < 1) throw new RefundRefused('The refund amount must be a whole number of paise above 0');
    const payment = this.paid.get(input.paymentId);
    if (!payment) throw new RefundRefused(`The sandbox knows no paid payment ${input.paymentId} (it forgets payments when the shop restarts)`);
    const refunded = [...this.refunds.values()]
      .filter((r) => r.paymentId === input.paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amountPaise, 0);
    if (input.amountPaise > payment.amountPaise - refunded) {
      throw new RefundRefused(`The refund of ${input.amountPaise} paise is more than the ${payment.amountPaise - refunded} paise left of payment ${input.paymentId}`);
    }
    const refund: SandboxRefund = { refundId: newId('rfnd_sbx'), paymentId: input.paymentId, amountPaise: input.amountPaise, status: 'processed' };
    this.refunds.set(input.idempotencyKey, refund);
    return { refundId: refund.refundId, status: refund.status, raw: { ...refund, notes: input.notes ?? {} } };
  }

  /**
   * A refund webhook as the sandbox gateway sends it (`refund.processed` or `refund.failed`),
   * signed like `webhook()`. Inject it into POST /api/payments/webhook/sandbox. A failed one also
   * makes the sandbox's own refund failed, so its amount can be refunded again.
   */
  refundWebhook(event: {
    refundId: string; paymentId: string; amountPaise: number; status: RefundReport['status']; failureReason?: string; eventId?: string;
  }) {
    const known = [...this.refunds.entries()].find(([, r]) => r.refundId === event.refundId);
    if (known) known[1].status = event.status;
    const orderId = this.paid.get(event.paymentId)?.orderId;
    const body = JSON.stringify({
      id: event.eventId ?? newId('evt_sbx'),
      event: `refund.${event.status}`,
      ...(orderId ? { orderId } : {}),
      refundId: event.refundId,
      paymentId: event.paymentId,
      amountPaise: event.amountPaise,
      ...(known ? { receipt: known[0] } : {}),
      ...(event.status === 'failed' ? { failureReason: event.failureReason ?? 'The bank could not credit the refund' } : {}),
      currency: 'INR',
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
    if (typeof id === 'string' && typeof event === 'string' && Object.hasOwn(REFUND_EVENTS, event)) return readRefundWebhook(id, event, body);
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

/** A signed refund event: { id, event, refundId, paymentId, amountPaise, receipt?, failureReason?, orderId? }. */
function readRefundWebhook(id: string, event: string, body: Record<string, unknown>): VerifiedWebhook {
  const { orderId, refundId, paymentId, amountPaise, failureReason, receipt } = body;
  if (typeof refundId !== 'string' || !refundId) throw new PaymentRejected('malformed', 'the refund webhook names no refundId');
  return {
    type: event,
    eventId: id,
    lookup: typeof orderId === 'string' ? { id: orderId } : null,
    report: null,
    refund: {
      refundId,
      paymentId: typeof paymentId === 'string' ? paymentId : null,
      status: REFUND_EVENTS[event]!,
      amountPaise: typeof amountPaise === 'number' ? amountPaise : null,
      failureReason: typeof failureReason === 'string' ? failureReason : null,
      receipt: typeof receipt === 'string' ? receipt : null,
    },
    payload: body,
  };
}
