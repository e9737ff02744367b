import type { OrderRow } from '../orders/index.ts';
import type { OnlinePaymentProvider } from '../orders/index.ts';
import type { PaymentSource } from './payment-provider.ts';
import { applyPaymentReport, type AppliedReport, type PaymentContext } from './payment-transitions.ts';

/** How long past its deadline an order waits when its provider cannot be asked, before it is released anyway. */
export const UNREACHABLE_PROVIDER_GRACE_MS = 60 * 60_000;

/** The order's payment deadline (set at checkout; older orders: placed + PAYMENT_TIMEOUT_MINUTES). */
export function paymentDeadline(order: OrderRow, timeoutMinutes: number): Date {
  return order.paymentExpiresAt ?? new Date(order.createdAt.getTime() + timeoutMinutes * 60_000);
}

/** The provider that can answer for this order now, or null (another provider took it, or it cannot be asked). */
export function providerFor(ctx: PaymentContext, order: OrderRow): (OnlinePaymentProvider & Required<Pick<OnlinePaymentProvider, 'fetchStatus'>>) | null {
  const provider = ctx.registry.provider();
  if (!provider?.fetchStatus || provider.name !== order.paymentProvider) return null;
  return provider as OnlinePaymentProvider & Required<Pick<OnlinePaymentProvider, 'fetchStatus'>>;
}

/**
 * Asks the provider about an order's payment and applies the answer. Each distinct answer is one
 * event (`status:{reference}:{status}:{payment}`), so asking again and again records it once.
 */
export async function askProvider(ctx: PaymentContext, order: OrderRow, source: PaymentSource, now = new Date()): Promise<AppliedReport | null> {
  const provider = providerFor(ctx, order);
  if (!provider) return null;
  const answer = await provider.fetchStatus({ id: order.id, orderId: order.orderNumber, reference: order.paymentReference, amountPaise: order.totalPaise });
  return applyPaymentReport(ctx, order.id, {
    provider: provider.name,
    source,
    eventId: `status:${order.paymentReference ?? order.id}:${answer.status}:${answer.paymentId ?? 'none'}`,
    status: answer.status,
    paymentId: answer.paymentId,
    amountPaise: answer.amountPaise,
    currency: answer.currency,
    payload: answer.raw,
  }, now);
}

/**
 * An online order still waiting for its payment: the provider is asked first (a payment whose
 * return never came is found this way); when it is still unpaid past its deadline, the order is
 * released as cancelled — stock and coupon use come back. When the provider cannot be asked, the
 * order gets an hour's grace past the deadline before it is released all the same.
 */
export async function checkPendingPayment(ctx: PaymentContext, order: OrderRow, source: 'verify' | 'reconcile', now = new Date()): Promise<AppliedReport> {
  let applied: AppliedReport | null = null;
  let asked = true;
  try {
    applied = await askProvider(ctx, order, source, now);
  } catch (error) {
    asked = false;
    ctx.log.warn({ err: error, orderId: order.orderNumber, provider: order.paymentProvider }, 'could not ask the payment provider');
  }
  const current = applied?.order ?? order;
  const unchanged: AppliedReport = applied ?? { outcome: 'noted', order: current };
  if (current.paymentStatus !== 'pending' || current.status === 'cancelled') return unchanged;
  const deadline = paymentDeadline(current, ctx.config.PAYMENT_TIMEOUT_MINUTES).getTime() + (asked ? 0 : UNREACHABLE_PROVIDER_GRACE_MS);
  if (now.getTime() < deadline) return unchanged;
  return applyPaymentReport(ctx, order.id, {
    provider: current.paymentProvider ?? ctx.registry.provider()?.name ?? 'shop',
    source,
    eventId: `expired:${order.id}`,
    status: 'cancelled',
    paymentId: null,
    amountPaise: null,
    currency: null,
    payload: { reason: 'not paid in time', deadline: new Date(deadline).toISOString() },
  }, now);
}
