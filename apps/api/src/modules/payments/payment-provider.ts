import type { IncomingHttpHeaders } from 'node:http';
import type { OnlinePaymentProvider, PaymentRegistry, PaymentStatusQuery, ProviderPaymentStatus } from '../orders/index.ts';

export type ReportedStatus = ProviderPaymentStatus['status'];
export type PaymentSource = 'callback' | 'webhook' | 'verify' | 'reconcile';

/** One thing a provider told us about an order's payment, its signature already checked. */
export interface PaymentReport {
  provider: string;
  source: PaymentSource;
  /** With the provider, the key payment_events is unique on: the same event applies once. */
  eventId: string;
  status: ReportedStatus;
  paymentId: string | null;
  /** What the provider says was paid, in paise (null when the message does not say). */
  amountPaise: number | null;
  currency: string | null;
  /** The message as received, kept in payment_events. */
  payload: unknown;
}

/** The order a message names: our internal id, or the provider's reference for it. */
export type OrderLookup = { id: string } | { reference: string };

/** A webhook whose signature held. */
export interface VerifiedWebhook {
  /** 'payment.captured', 'order.paid' … */
  type: string;
  eventId: string;
  lookup: OrderLookup | null;
  /** null for an event the shop does not act on (it is still recorded). */
  report: Omit<PaymentReport, 'provider' | 'source' | 'eventId'> | null;
  /** A refund's final outcome (refund.processed, refund.failed); absent or null for anything else. */
  refund?: RefundReport | null;
  payload: unknown;
}

/** What a provider's webhook says became of a refund, its signature already checked. */
export interface RefundReport {
  refundId: string;
  paymentId: string | null;
  status: 'processed' | 'failed';
  amountPaise: number | null;
  failureReason: string | null;
  /**
   * The idempotency key the refund was asked with, when the event carries it (Razorpay's receipt):
   * it finds our refund even before the refund id from the provider's answer is stored.
   */
  receipt?: string | null;
}

/** A refund asked of the provider: part or all of one captured payment, in paise. */
export interface RefundRequest {
  paymentId: string;
  amountPaise: number;
  /**
   * The same key answers the same refund, never a second one: retry with it after a timeout. At
   * least 10 characters of letters, digits, '-' and '_' (Razorpay's X-Refund-Idempotency rule).
   */
  idempotencyKey: string;
  notes?: Record<string, string>;
}

/** The provider's answer to a refund: 'pending' until its webhook (or a later look) says processed or failed. */
export interface ProviderRefund {
  refundId: string;
  status: 'processed' | 'pending' | 'failed';
  /** The answer as received, to keep. */
  raw: unknown;
}

/**
 * The provider will not make this refund (more than is left of the payment, a payment it does not
 * know or that is not captured, the key reused for another refund): asking again will not help.
 * Any other error (timeout, 5xx) leaves the outcome unknown: ask again with the same key.
 */
export class RefundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefused';
  }
}

const REFUND_KEY = /^[A-Za-z0-9_-]{10,}$/;

/** Throws unless the key is one Razorpay accepts (both providers check it, so the sandbox catches a bad one first). */
export function assertRefundKey(key: string): void {
  if (!REFUND_KEY.test(key)) throw new Error(`refund idempotency key '${key}' must be at least 10 letters, digits, '-' or '_'`);
}

/** The order as a callback is checked against: our own stored values, never the client's. */
export interface CallbackOrder {
  id: string;
  reference: string | null;
  amountPaise: number;
}

/**
 * What a browser return says. `report`: a signed statement of the outcome. `ask`: the return
 * carries no signature the shop can check (Razorpay's failure return), so the provider is asked.
 */
export type CallbackResult = { kind: 'report'; report: Omit<PaymentReport, 'provider' | 'source'> } | { kind: 'ask'; payload: unknown };

/**
 * A payment provider: creates the payment for an order, reads the shopper's return (callback) and
 * the provider's server-to-server notices (webhooks) after checking their signatures, answers
 * the status of a payment when asked, and refunds (returns, issue 23). Callbacks and webhooks are
 * checked against what the shop stored (amount, reference), never against what the message claims.
 */
export interface PaymentProvider extends OnlinePaymentProvider {
  fetchStatus(order: PaymentStatusQuery): Promise<ProviderPaymentStatus>;
  /** Which order a browser return is about (from its fields and query), or null when it names none. */
  callbackOrder(fields: Record<string, string>): OrderLookup | null;
  /** Checks a browser return against the order; throws PaymentRejected when it does not hold. */
  verifyCallback(fields: Record<string, string>, order: CallbackOrder): CallbackResult;
  /** Checks a webhook's signature over its raw body and reads it; throws PaymentRejected when it does not hold. */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedWebhook;
  /**
   * Gives back part or all of a captured payment. Idempotent on idempotencyKey: a retry with the
   * same key (and the same request) answers the refund the first call made. Throws RefundRefused
   * when the provider refuses it; any other throw leaves the outcome unknown.
   */
  refund(input: RefundRequest): Promise<ProviderRefund>;
}

export function isPaymentProvider(provider: OnlinePaymentProvider | null): provider is PaymentProvider {
  return provider !== null && typeof (provider as Partial<PaymentProvider>).readWebhook === 'function'
    && typeof (provider as Partial<PaymentProvider>).verifyCallback === 'function';
}

/**
 * The provider in use when it is the one named (a webhook's URL, an order's payment_provider: a
 * refund goes back through the provider that took the money), or null.
 */
export function paymentProviderNamed(registry: Pick<PaymentRegistry, 'provider'>, name: string | null): PaymentProvider | null {
  const provider = registry.provider();
  return isPaymentProvider(provider) && provider.name === name ? provider : null;
}

export type RejectionReason = 'invalid_signature' | 'order_mismatch' | 'amount_mismatch' | 'unknown_order' | 'missing_order_id' | 'malformed';

/** A callback or webhook that does not hold: nothing changes, it is logged and answered 400. */
export class PaymentRejected extends Error {
  /** Set once it is stored in payment_events. */
  recorded = false;

  constructor(readonly reason: RejectionReason, message: string) {
    super(message);
    this.name = 'PaymentRejected';
  }
}

/** The payment status page's `error` value for a rejected or failed browser return (account §8). */
export function statusPageError(reason: RejectionReason | 'processing'): string {
  switch (reason) {
    case 'invalid_signature':
    case 'order_mismatch':
      return 'invalid_signature';
    case 'missing_order_id': return 'missing_order_id';
    case 'unknown_order': return 'order_not_found';
    case 'amount_mismatch':
    case 'malformed':
      return 'verification_failed';
    default: return 'processing_failed';
  }
}
