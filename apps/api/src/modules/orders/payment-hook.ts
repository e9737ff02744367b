import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { OrderRow } from './orders.repository.ts';

/**
 * The seam online payments plug into. Checkout first asks the provider to create the payment for
 * the cart's total (nothing written yet: a provider that is down leaves nothing behind, issue 18),
 * then places the ONLINE order exactly as a COD one (stock reserved, coupon counted, cart cleared)
 * but with paymentStatus 'pending', no invoice, the page the shopper pays on and a deadline
 * (payment_expires_at, PAYMENT_TIMEOUT_MINUTES: 15 by default).
 *
 * ONLINE is accepted only when ONLINE_PAYMENTS_ENABLED is true *and* a provider is there: the one
 * PAYMENT_PROVIDER names (modules/payments sets it with `useConfigured`), or one registered in code
 * with `app.payments.register(provider)` before the app is ready, which takes its place. Otherwise
 * checkout answers 400 'Online payment is temporarily under maintenance. Please choose Cash on Delivery.'
 *
 * Every change of an online payment goes through one service (modules/payments/payment-transitions.ts):
 * paid sets paymentStatus 'paid' and issues the invoice in the same transaction, then runs the
 * `onPaid` hooks below in it; failed, cancelled or expired releases the order (stock and coupon back).
 */

/** What a provider is told about an order waiting for its payment. Money in paise. */
export interface OnlinePaymentOrder {
  /** Internal id (orders.id). */
  id: string;
  /** 'DH-2026-000123'. */
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  customer: { name: string; phone: string };
  createdAt: Date;
}

export interface StartedPayment {
  /** Where the browser goes to pay (root-relative when the shop serves the page itself). */
  paymentUrl: string;
  /** The provider's own id for this payment (a Razorpay order id, say), kept on the order. */
  providerReference?: string | null;
}

/** What a provider says, when asked, about the payment of one order. */
export interface ProviderPaymentStatus {
  status: 'paid' | 'failed' | 'cancelled' | 'pending';
  /** The provider's payment id, when a payment was attempted. */
  paymentId: string | null;
  /** What was paid, in paise, when the provider says. */
  amountPaise: number | null;
  currency: string | null;
  /** The provider's answer as received (kept in payment_events). */
  raw: unknown;
}

/** The order a status question is about. */
export interface PaymentStatusQuery {
  id: string;
  orderId: string;
  /** payment_reference: the provider's id for it. */
  reference: string | null;
  amountPaise: number;
}

export interface OnlinePaymentProvider {
  /** 'sandbox', 'razorpay': stored on the order as payment_provider. */
  readonly name: string;
  /**
   * Creates the payment for an order about to be placed (its id, number and total are final; it is
   * written only after this answers) and answers where the shopper pays. Called outside any
   * transaction, so a slow provider holds no lock. Throwing (or answering no URL) places nothing:
   * the shopper gets 503 'Online payment is not available right now. Please try again or choose
   * Cash on Delivery.' and keeps the cart. If the order is then refused (stock ran out meanwhile),
   * the payment is left unused: no page of the shop leads to it.
   */
  startPayment(order: OnlinePaymentOrder): Promise<StartedPayment>;
  /**
   * Asks the provider about an order's payment. Verification (GET /api/payments/verify) and the
   * reconciliation job call it for orders still pending; a provider without it is left to its
   * callbacks, webhooks and the payment deadline.
   */
  fetchStatus?(order: PaymentStatusQuery): Promise<ProviderPaymentStatus>;
}

/**
 * Something that must happen when an order becomes paid (an order notice in the notifications
 * outbox, say). Runs inside the paid transition's transaction, exactly once per order, with the
 * order as it now is; throwing rolls the payment back (the provider's retry or the next
 * verification applies it again), so keep it to database writes and send after commit.
 */
export type OrderPaidHook = (tx: Tx, order: OrderRow) => Promise<void>;

/** What a provider reported about a refund (a webhook), for the module that made it. */
export interface RefundOutcome {
  provider: string;
  refundId: string;
  status: 'processed' | 'failed';
  failureReason: string | null;
  /** The idempotency key the shop sent with the refund. */
  receipt: string | null;
}

/**
 * Applies a refund's outcome (the returns module registers one: it finishes the return and tells
 * the customer). Answers how many customer notices it queued, for the caller to send after.
 */
export type RefundOutcomeHook = (outcome: RefundOutcome, now: Date) => Promise<number>;

export interface PaymentRegistry {
  /** Makes `provider` the one online payments go through (one at a time); it replaces the configured one. */
  register(provider: OnlinePaymentProvider): void;
  /** The provider chosen in the settings (PAYMENT_PROVIDER), used unless one was registered. */
  useConfigured(provider: OnlinePaymentProvider): void;
  /** The provider in use, or null. */
  provider(): OnlinePaymentProvider | null;
  /** "Order paid" side effects, in the order added. The single place they plug in. */
  readonly onPaid: OrderPaidHook[];
  /** Refund outcomes the providers report, in the order added (payments hands them on; returns applies them). */
  readonly onRefundOutcome: RefundOutcomeHook[];
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentRegistry;
  }
}

export function createPaymentRegistry(): PaymentRegistry {
  let registered: OnlinePaymentProvider | null = null;
  let configured: OnlinePaymentProvider | null = null;
  return {
    register(provider) {
      if (registered && registered !== provider) throw new Error(`payment provider '${registered.name}' is already registered`);
      registered = provider;
    },
    useConfigured(provider) {
      configured = provider;
    },
    provider: () => registered ?? configured,
    onPaid: [],
    onRefundOutcome: [],
  };
}

/** Decorates the root instance with an empty registry; payments register into it. */
export function registerPaymentHook(app: FastifyInstance): void {
  app.decorate('payments', createPaymentRegistry());
}

/** The provider ONLINE orders go through, or null when online payment is off or none is registered. */
export function onlinePaymentProvider(enabled: boolean, registry: PaymentRegistry): OnlinePaymentProvider | null {
  return enabled ? registry.provider() : null;
}
