import type { IncomingHttpHeaders } from 'node:http';
import type { OnlinePaymentProvider, PaymentStatusQuery, ProviderPaymentStatus } from '../orders/index.ts';

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
  payload: unknown;
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
 * the provider's server-to-server notices (webhooks) after checking their signatures, and answers
 * the status of a payment when asked. Callbacks and webhooks are checked against what the shop
 * stored (amount, reference), never against what the message claims.
 */
export interface PaymentProvider extends OnlinePaymentProvider {
  fetchStatus(order: PaymentStatusQuery): Promise<ProviderPaymentStatus>;
  /** Which order a browser return is about (from its fields and query), or null when it names none. */
  callbackOrder(fields: Record<string, string>): OrderLookup | null;
  /** Checks a browser return against the order; throws PaymentRejected when it does not hold. */
  verifyCallback(fields: Record<string, string>, order: CallbackOrder): CallbackResult;
  /** Checks a webhook's signature over its raw body and reads it; throws PaymentRejected when it does not hold. */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): VerifiedWebhook;
}

export function isPaymentProvider(provider: OnlinePaymentProvider | null): provider is PaymentProvider {
  return provider !== null && typeof (provider as Partial<PaymentProvider>).readWebhook === 'function'
    && typeof (provider as Partial<PaymentProvider>).verifyCallback === 'function';
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
