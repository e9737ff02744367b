import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../db/schema/index.ts';
import type { RefundOutcomeHook } from '../orders/index.ts';
import type { RefundReport, VerifiedWebhook } from './payment-provider.ts';
import type { PaymentContext } from './payment-transitions.ts';

/** Who applies a refund's outcome: the hooks on the payment registry (the returns module's). */
export type ConfirmRefund = RefundOutcomeHook;

export interface AppliedRefundWebhook {
  outcome: 'refund_processed' | 'refund_failed' | 'duplicate';
  /** Customer notices queued: the caller kicks the outbox when there are any. */
  notices: number;
}

/**
 * A verified refund webhook (refund.processed, refund.failed): stored in payment_events once, on
 * the provider and event id as every event, then handed to the returns module, which finishes the
 * refund it names or marks it failed (a refund it does not know, or a repeat, changes nothing
 * there). A repeat of a stored event is 'duplicate' and not handed on. If the returns module
 * throws, the event is taken out again so the provider's retry (it retries what is not answered
 * 2xx) is applied, and the error answers 500.
 */
export async function applyRefundWebhook(
  ctx: Pick<PaymentContext, 'db'>, provider: string, hook: VerifiedWebhook & { refund: RefundReport }, orderId: string | null,
  confirm: ConfirmRefund, now = new Date(),
): Promise<AppliedRefundWebhook> {
  const { refund } = hook;
  const outcome = refund.status === 'processed' ? 'refund_processed' : 'refund_failed';
  const [stored] = await ctx.db.insert(paymentEvents).values({
    provider, eventId: hook.eventId, orderId, source: 'webhook', status: hook.type, outcome,
    payload: {
      refundId: refund.refundId, paymentId: refund.paymentId, amountPaise: refund.amountPaise, failureReason: refund.failureReason,
      receipt: refund.receipt ?? null, data: hook.payload,
    },
  }).onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] }).returning({ id: paymentEvents.id });
  if (!stored) return { outcome: 'duplicate', notices: 0 };
  try {
    const notices = await confirm({ provider, refundId: refund.refundId, status: refund.status, failureReason: refund.failureReason, receipt: refund.receipt ?? null }, now);
    return { outcome, notices };
  } catch (error) {
    await ctx.db.delete(paymentEvents).where(eq(paymentEvents.id, stored.id));
    throw error;
  }
}
