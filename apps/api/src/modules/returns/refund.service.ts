import { and, eq, or } from 'drizzle-orm';
import { RETURN_MESSAGES, formatPaise } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { orders, refunds, returnRequests } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { issueCreditNote } from '../invoices/index.ts';
import { enqueueReturnNotification, type NoticeSettings } from '../notifications/index.ts';
import { isPaymentProvider, paidPaymentId, RefundRefused } from '../payments/index.ts';
import { changeReturn, recordStep, type ReturnStep } from './change-return.ts';
import { paidPaise, refundAmount, refundedPaise } from './refund-amount.ts';
import type { ReturnContext } from './request-return.service.ts';
import { loadReturn, type LoadedReturn } from './returns.repository.ts';

type RefundRow = typeof refunds.$inferSelect;

/**
 * POST /api/admin/returns/{id}/refund. In one transaction under the order's lock: the amount is
 * computed (refund-amount.ts), refused when it would pass what was paid less what was refunded,
 * the refund row written (one per request: a second click finds it), the GST credit note issued
 * for an invoiced order, and the request set to 'refund in progress'. Then, outside any lock:
 * an online order's refund is asked of the payment provider with the refund's id as idempotency
 * key, and a processed answer finishes it; a cash-on-delivery refund waits for the owner's transfer
 * (markRefundPaid). Pressed again while an online refund is still pending, it asks the provider
 * again with the same key, which never refunds twice.
 */
export async function refundReturn(ctx: ReturnContext, actor: string, returnId: string, now = new Date()): Promise<string> {
  const [current] = await ctx.db.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.id, returnId));
  if (!current) throw notFound(RETURN_MESSAGES.notFound);
  if (current.status === 'refund_pending') return retryRefund(ctx, actor, returnId, now);
  await changeReturn(ctx, actor, returnId, 'refund', now, async (tx, loaded) => {
    const { request, order } = loaded;
    if (request.resolution !== 'refund') throw badRequest(RETURN_MESSAGES.notRefund);
    const amount = await refundAmount(tx, loaded);
    const left = paidPaise(order) - await refundedPaise(tx, order.id);
    if (amount.totalPaise <= 0 || amount.totalPaise > left) throw conflict(RETURN_MESSAGES.refundTooBig);
    const provider = order.paymentMethod === 'ONLINE' ? ctx.payments.provider() : null;
    if (order.paymentMethod === 'ONLINE' && (!isPaymentProvider(provider) || provider.name !== order.paymentProvider)) {
      throw conflict(`This order was paid through ${order.paymentProvider ?? 'a provider'} that is not set up now: refund it there`);
    }
    const method = order.paymentMethod === 'ONLINE' ? 'provider' as const : request.refundTo?.method ?? 'bank';
    const [refund] = await tx.insert(refunds).values({
      orderId: order.id, returnId: request.id, amountPaise: amount.totalPaise, shippingPaise: amount.shippingPaise,
      method, provider: method === 'provider' ? order.paymentProvider : null, createdAt: now,
    }).returning();
    const note = await issueCreditNote(tx, { refundId: refund!.id, orderId: order.id, lines: amount.lines, shippingPaise: amount.shippingPaise }, ctx.invoiceSettings, now);
    return {
      status: 'refund_pending', action: 'return.refund',
      note: `${formatPaise(amount.totalPaise)}${amount.shippingPaise > 0 ? ' (with shipping)' : ''}${note ? `, credit note ${note.creditNoteNumber}` : ''}`,
      after: { amountPaise: amount.totalPaise, shippingPaise: amount.shippingPaise, method, creditNote: note?.creditNoteNumber ?? null },
    } satisfies ReturnStep;
  }, (loaded) => loaded.refund !== null); // A second click, or a second instance, finds the refund made.
  return retryRefund(ctx, actor, returnId, now);
}

/** An online refund not yet confirmed is asked of the provider (again); any other is left as it is. */
async function retryRefund(ctx: ReturnContext, actor: string, returnId: string, now: Date): Promise<string> {
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.returnId, returnId));
  return refund?.method === 'provider' && refund.status !== 'processed' ? askProvider(ctx, actor, returnId, now) : returnId;
}

/** Asks the provider to refund (idempotent on the refund's id) and applies a final answer. */
async function askProvider(ctx: ReturnContext, actor: string, returnId: string, now: Date): Promise<string> {
  const [row] = await ctx.db.select({ refund: refunds, order: orders }).from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId)).where(eq(refunds.returnId, returnId));
  if (!row || row.refund.method !== 'provider' || row.refund.status === 'processed') throw badRequest(RETURN_MESSAGES.transition('refund_pending', 'refunded'));
  const provider = ctx.payments.provider();
  const paymentId = await paidPaymentId(ctx.db, row.order.id);
  if (!isPaymentProvider(provider) || provider.name !== row.refund.provider || !paymentId) throw new AppError(502, RETURN_MESSAGES.refundFailed);
  // A refund the provider refused is asked for anew (a new key); any other retry repeats the first ask.
  let idempotencyKey = row.refund.id;
  if (row.refund.status === 'failed') {
    idempotencyKey = `${row.refund.id}-${now.getTime()}`;
    await ctx.db.update(refunds).set({ status: 'pending', failureReason: null }).where(eq(refunds.id, row.refund.id));
  }
  let answer;
  try {
    answer = await provider.refund({
      paymentId, amountPaise: row.refund.amountPaise, idempotencyKey,
      notes: { orderId: row.order.orderNumber, returnId },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown';
    // Refused for good (more than is left of the payment, say): failed, and the owner is told why.
    // Anything else left the outcome unknown: still pending, asked again with the same key.
    const refused = error instanceof RefundRefused;
    await ctx.db.update(refunds).set({ failureReason: reason, ...(refused ? { status: 'failed' as const } : {}) }).where(eq(refunds.id, row.refund.id));
    throw refused ? conflict(`The payment provider refused the refund: ${reason}`) : new AppError(502, RETURN_MESSAGES.refundFailed);
  }
  await ctx.db.update(refunds).set({ reference: answer.refundId }).where(and(eq(refunds.id, row.refund.id), eq(refunds.status, 'pending')));
  if (answer.status !== 'pending') {
    await applyProviderAnswer(ctx, actor, returnId, { refundId: answer.refundId, status: answer.status, failureReason: null }, now);
  }
  return returnId;
}

/**
 * A refund is done: the row processed, the order 'refunded' once everything paid has come back,
 * and the request's step 'refunded' with the customer's notice. Inside the caller's transaction.
 */
export async function finishRefund(tx: Tx, loaded: LoadedReturn, refund: RefundRow, now: Date, where?: string): Promise<ReturnStep> {
  await tx.update(refunds).set({ status: 'processed', reference: refund.reference, processedAt: now }).where(eq(refunds.id, refund.id));
  const { order } = loaded;
  if (await refundedPaise(tx, order.id) >= paidPaise(order)) {
    await tx.update(orders).set({ paymentStatus: 'refunded', updatedAt: now }).where(eq(orders.id, order.id));
  }
  return {
    status: 'refunded', action: 'return.refunded',
    note: `${formatPaise(refund.amountPaise)}${where ? ` to ${where}` : ''}${refund.reference ? `, reference ${refund.reference}` : ''}`,
    after: { amountPaise: refund.amountPaise, reference: refund.reference },
    notify: 'return_refunded', detail: { refundPaise: refund.amountPaise, refundWhere: where ?? 'your original payment method' },
  };
}

interface ProviderAnswer { refundId: string; status: 'processed' | 'failed'; failureReason: string | null }

async function applyProviderAnswer(ctx: ReturnContext, actor: string | null, returnId: string, answer: ProviderAnswer, now: Date): Promise<void> {
  if (answer.status === 'failed') {
    await ctx.db.update(refunds).set({ status: 'failed', failureReason: answer.failureReason ?? 'refused by the provider' })
      .where(and(eq(refunds.returnId, returnId), eq(refunds.status, 'pending')));
    return;
  }
  await changeReturn(ctx, actor, returnId, 'confirmRefund', now, async (tx, loaded) => {
    const refund = loaded.refund!;
    return finishRefund(tx, loaded, { ...refund, reference: answer.refundId }, now);
  });
}

/**
 * A provider's webhook about a refund (modules/payments calls this after recording the event):
 * the refund it names is finished or marked failed. Unknown refunds and repeats change nothing.
 * Answers how many customer notices were queued (the caller kicks the outbox).
 */
export async function confirmProviderRefund(
  db: Db, report: { provider: string; refundId: string; status: 'processed' | 'failed'; failureReason: string | null; receipt?: string | null },
  notices: NoticeSettings, now = new Date(),
): Promise<number> {
  // The receipt is the idempotency key we sent (our refund's id, '-…' on a retry): it finds a refund
  // whose webhook came before the provider's answer to our call was saved.
  const ours = report.receipt?.split('-')[0];
  const [refund] = await db.select().from(refunds).where(and(
    eq(refunds.provider, report.provider),
    ours ? or(eq(refunds.reference, report.refundId), eq(refunds.id, ours)) : eq(refunds.reference, report.refundId),
  ));
  if (!refund || refund.status !== 'pending') return 0;
  if (report.status === 'failed') {
    await db.update(refunds).set({ status: 'failed', failureReason: report.failureReason ?? 'refused by the provider' })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
    return 0;
  }
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, refund.orderId)).for('update');
    const loaded = await loadReturn(tx, refund.returnId);
    if (!loaded?.refund || loaded.refund.status !== 'pending' || loaded.request.status !== 'refund_pending') return 0;
    const step = await finishRefund(tx, loaded, { ...loaded.refund, reference: report.refundId }, now);
    await recordStep(tx, loaded, step, null, now);
    return enqueueReturnNotification(tx, refund.returnId, 'return_refunded', notices, step.detail, now);
  });
}
