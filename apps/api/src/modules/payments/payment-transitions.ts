import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime, formatPaise } from '@dhatu/domain';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ChangeBus } from '../../lib/changes/change-bus.ts';
import { orders, paymentEvents } from '../../db/schema/index.ts';
import { invoiceSettings, issueInvoice } from '../invoices/index.ts';
import { orderStockTags, releaseOrderInTx } from '../orders/index.ts';
import type { OrderRow } from '../orders/index.ts';
import type { PaymentRegistry } from '../orders/index.ts';
import { paidPaymentId } from './paid-payment.ts';
import { PaymentRejected, type PaymentReport, type PaymentSource } from './payment-provider.ts';

export interface PaymentContext {
  db: Db;
  config: Config;
  registry: PaymentRegistry;
  log: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** A released order's stock is back on sale: every instance hears it (lib/changes). */
  changes: Pick<ChangeBus, 'publish'>;
}

/**
 * What a report did: 'paid' (the one pending → paid transition), 'released' (stock and coupon
 * back), 'flagged' (money arrived for an order that cannot take it: payment_attention set),
 * 'noted' (nothing to change yet), 'ignored' (already settled), 'duplicate' (seen before),
 * 'rejected' (does not match the order).
 */
export type PaymentOutcome = 'paid' | 'released' | 'flagged' | 'ignored' | 'noted' | 'duplicate' | 'rejected';

export interface AppliedReport {
  outcome: PaymentOutcome;
  /** The order after the report. */
  order: OrderRow;
}

/**
 * THE state-transition service of online payments: every callback, webhook, verification and
 * reconciliation ends here. Inside one transaction it locks the order row (`FOR UPDATE`), so reports
 * about one order — however many, in whatever order, at the same moment — are applied one after
 * another, each seeing what the previous one did:
 *
 * - an event seen before (same provider and event id) changes nothing: 'duplicate';
 * - a report for another provider, or with an amount or currency other than the order's, changes
 *   nothing: it is recorded as 'rejected' and PaymentRejected is thrown (answered 400);
 * - paid, while the payment is pending: paymentStatus 'paid', paymentVerifiedAt, the invoice issued
 *   and the `onPaid` hooks run — in this transaction, so exactly once;
 * - failed or cancelled, while pending: the order is released (releaseOrderInTx: stock and coupon
 *   use back, status cancelled, paymentStatus failed or cancelled);
 * - paid, after the order was released or cancelled (or by a second payment): never applied
 *   silently — payment_attention tells the shop what to refund or restore;
 * - anything else (failed after paid, pending) is recorded and changes nothing.
 *
 * Every report is stored in payment_events with what it did.
 */
export async function applyPaymentReport(ctx: PaymentContext, orderId: string, report: PaymentReport, now = new Date()): Promise<AppliedReport> {
  const result = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new PaymentRejected('unknown_order', `order ${orderId} not found`);
    const [seen] = await tx.select({ id: paymentEvents.id }).from(paymentEvents)
      .where(and(eq(paymentEvents.provider, report.provider), eq(paymentEvents.eventId, report.eventId))).limit(1);
    if (seen) return { outcome: 'duplicate' as const, order, rejection: null };

    const rejection = mismatch(order, report);
    if (rejection) {
      await recordEvent(tx, order.id, report, 'rejected', `rejected:${randomUUID()}`, { reason: rejection.message, claimedEventId: report.eventId });
      rejection.recorded = true;
      return { outcome: 'rejected' as const, order, rejection };
    }
    const outcome = await transition(tx, ctx, order, report, now);
    await recordEvent(tx, order.id, report, outcome, report.eventId);
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return { outcome, order: after!, rejection: null };
  });

  const where = { orderId: result.order.orderNumber, provider: report.provider, source: report.source, eventId: report.eventId, status: report.status };
  if (result.rejection) {
    ctx.log.warn({ ...where, reason: result.rejection.message }, 'payment report rejected: nothing changed');
    throw result.rejection;
  }
  if (result.outcome === 'flagged') ctx.log.warn({ ...where, attention: result.order.paymentAttention }, 'payment needs the shop\'s attention');
  else if (result.outcome === 'paid' || result.outcome === 'released') ctx.log.info({ ...where, outcome: result.outcome }, 'online payment settled');
  if (result.outcome === 'released') await ctx.changes.publish(await orderStockTags(ctx.db, result.order.id));
  return { outcome: result.outcome, order: result.order };
}

function mismatch(order: OrderRow, report: PaymentReport): PaymentRejected | null {
  if (order.paymentProvider && order.paymentProvider !== report.provider) {
    return new PaymentRejected('order_mismatch', `order ${order.orderNumber} is paid through ${order.paymentProvider}, not ${report.provider}`);
  }
  if (report.amountPaise !== null && report.amountPaise !== order.totalPaise) {
    return new PaymentRejected('amount_mismatch', `amount ${report.amountPaise} paise does not match the order total ${order.totalPaise}`);
  }
  if (report.currency !== null && report.currency !== 'INR') {
    return new PaymentRejected('amount_mismatch', `currency ${report.currency} is not INR`);
  }
  return null;
}

async function transition(tx: Tx, ctx: PaymentContext, order: OrderRow, report: PaymentReport, now: Date): Promise<PaymentOutcome> {
  if (order.paymentMethod !== 'ONLINE') return 'ignored';
  const open = order.paymentStatus === 'pending' && order.status !== 'cancelled';
  switch (report.status) {
    case 'pending':
      return 'noted';
    case 'paid': {
      if (open) {
        await tx.update(orders).set({ paymentStatus: 'paid', paymentVerifiedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
        await issueInvoice(tx, order.id, invoiceSettings(ctx.config), now);
        const [paid] = await tx.select().from(orders).where(eq(orders.id, order.id));
        for (const hook of ctx.registry.onPaid) await hook(tx, paid!);
        return 'paid';
      }
      if (order.paymentStatus === 'paid') {
        const first = await paidPaymentId(tx, order.id);
        if (!report.paymentId || !first || first === report.paymentId) return 'ignored';
        return flag(tx, order, report, now, `A second payment ${report.paymentId} of ${formatPaise(report.amountPaise ?? order.totalPaise)} was reported by ${report.provider} on ${formatDateTime(now)} for order ${order.orderNumber}, already paid by ${first}. Refund one of them.`);
      }
      return flag(tx, order, report, now, `Payment ${report.paymentId ?? '(no payment id)'} of ${formatPaise(report.amountPaise ?? order.totalPaise)} was reported by ${report.provider} on ${formatDateTime(now)} after order ${order.orderNumber} had been ${order.status === 'cancelled' ? 'cancelled' : order.paymentStatus} (payment ${order.paymentStatus}); its stock and coupon use had been given back. Refund the customer, or restore the order if the goods are still available.`);
    }
    case 'failed':
    case 'cancelled': {
      if (!open) return 'ignored';
      if (order.status !== 'pending') {
        ctx.log.warn({ orderId: order.orderNumber, status: order.status }, 'payment failed for an order already being processed: left as it is');
        return 'ignored';
      }
      return (await releaseOrderInTx(tx, order.id, report.status, now)) ? 'released' : 'ignored';
    }
  }
}

/** Sets payment_attention (once per payment: a repeat of the same late payment adds nothing). */
async function flag(tx: Tx, order: OrderRow, report: PaymentReport, now: Date, text: string): Promise<PaymentOutcome> {
  const existing = order.paymentAttention;
  if (existing && report.paymentId && existing.includes(report.paymentId)) return 'ignored';
  await tx.update(orders).set({ paymentAttention: existing ? `${existing}\n${text}` : text, updatedAt: now }).where(eq(orders.id, order.id));
  return 'flagged';
}

async function recordEvent(
  tx: Tx, orderId: string, report: PaymentReport, outcome: PaymentOutcome, eventId: string, extra: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(paymentEvents).values({
    provider: report.provider, eventId, orderId, source: report.source, status: report.status, outcome,
    payload: { paymentId: report.paymentId, amountPaise: report.amountPaise, currency: report.currency, ...extra, data: report.payload },
  });
}

/**
 * Records a verified message that was refused before it reached an order (a signed webhook naming
 * an order the shop does not have), under an event id of its own. Never for a message whose
 * signature did not hold: those are only logged and counted (provider-routes.ts), so a flood of
 * forged calls cannot grow the database.
 */
export async function recordRejected(db: Db, entry: {
  provider: string; source: PaymentSource; orderId: string | null; reason: string; claimedEventId?: string | null; payload: unknown;
}): Promise<void> {
  await db.insert(paymentEvents).values({
    provider: entry.provider, eventId: `rejected:${randomUUID()}`, orderId: entry.orderId, source: entry.source,
    status: 'unknown', outcome: 'rejected',
    payload: { reason: entry.reason, claimedEventId: entry.claimedEventId ?? null, data: entry.payload },
  });
}
