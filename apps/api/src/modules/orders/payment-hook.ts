import type { FastifyInstance } from 'fastify';

/**
 * The seam online payments plug into. Checkout places an ONLINE order exactly as a COD one (stock
 * reserved, coupon counted, cart cleared) but with paymentStatus 'pending' and no invoice; after
 * that transaction commits it asks the registered provider for the page the shopper pays on.
 *
 * ONLINE is accepted only when ONLINE_PAYMENTS_ENABLED is true *and* a provider has registered
 * itself here (`app.payments.register(provider)`, before the app is ready); otherwise checkout
 * answers 400 'Online payment is temporarily under maintenance. Please choose Cash on Delivery.'
 *
 * When the payment is confirmed, the payments module sets paymentStatus 'paid' and calls
 * `issueInvoice(tx, orderId, …)` (modules/invoices) in the same transaction; when it fails, is
 * cancelled or expires, it calls `releaseOrder` (modules/orders/cancel-order.service.ts), which gives
 * the stock and the coupon use back.
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
  /** Where the browser goes to pay. */
  paymentUrl: string;
  /** The provider's own id for this payment (a Razorpay order id, say), kept on the order. */
  providerReference?: string | null;
}

export interface OnlinePaymentProvider {
  /** 'sandbox', 'razorpay': stored on the order as payment_provider. */
  readonly name: string;
  /**
   * Creates the payment for a placed order (its transaction has committed) and answers where the
   * shopper pays. Called outside any transaction, so a slow provider holds no lock. Throwing (or
   * answering no URL) releases the order: the shopper gets 502 'Payment URL not received from server'.
   */
  startPayment(order: OnlinePaymentOrder): Promise<StartedPayment>;
}

export interface PaymentRegistry {
  /** Makes `provider` the one online payments go through (one at a time). */
  register(provider: OnlinePaymentProvider): void;
  /** The registered provider, or null. */
  provider(): OnlinePaymentProvider | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentRegistry;
  }
}

export function createPaymentRegistry(): PaymentRegistry {
  let current: OnlinePaymentProvider | null = null;
  return {
    register(provider) {
      if (current && current !== provider) throw new Error(`payment provider '${current.name}' is already registered`);
      current = provider;
    },
    provider: () => current,
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
