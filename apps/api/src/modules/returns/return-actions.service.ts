import { eq } from 'drizzle-orm';
import { RETURN_MESSAGES, maskRefundDestination } from '@dhatu/domain';
import type { z } from 'zod';
import type { approveReturnSchema, receiveReturnSchema, refundPaidSchema, rejectReturnSchema, sendExchangeSchema } from '@dhatu/domain';
import { refunds, returnLines, returnRequests } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { changeStock, lockProducts } from '../orders/index.ts';
import { changeReturn } from './change-return.ts';
import type { ReturnContext } from './request-return.service.ts';
import { finishRefund } from './refund.service.ts';

/** Approved, with how the piece comes back (shown to the customer and sent in the e-mail). */
export function approveReturn(ctx: ReturnContext, actor: string, returnId: string, body: z.infer<typeof approveReturnSchema>, now = new Date()) {
  return changeReturn(ctx, actor, returnId, 'approve', now, async (tx, { request }) => {
    await tx.update(returnRequests).set({ instructions: body.instructions }).where(eq(returnRequests.id, request.id));
    return { status: 'approved', note: body.instructions, action: 'return.approve', after: { instructions: body.instructions }, notify: 'return_approved' };
  });
}

/** Rejected, with the reason the customer is shown; its units may be asked for again. */
export function rejectReturn(ctx: ReturnContext, actor: string, returnId: string, body: z.infer<typeof rejectReturnSchema>, now = new Date()) {
  return changeReturn(ctx, actor, returnId, 'reject', now, async (tx, { request }) => {
    await tx.update(returnRequests).set({ rejectionReason: body.reason }).where(eq(returnRequests.id, request.id));
    return { status: 'rejected', note: body.reason, action: 'return.reject', after: { rejectionReason: body.reason }, notify: 'return_rejected' };
  });
}

/**
 * The pieces are back: per line, the units that go back on sale (stock up, the product or variant
 * sold) and the rest written off. Every line of the request must be named once.
 */
export function receiveReturn(ctx: ReturnContext, actor: string, returnId: string, body: z.infer<typeof receiveReturnSchema>, now = new Date()) {
  return changeReturn(ctx, actor, returnId, 'receive', now, async (tx, { lines }) => {
    if (body.lines.length !== lines.length || new Set(body.lines.map((l) => l.lineId)).size !== lines.length) throw badRequest(RETURN_MESSAGES.restockInvalid);
    const decided = lines.map(({ line, item }) => {
      const given = body.lines.find((l) => l.lineId === line.id);
      if (!given || given.restock > line.quantity) throw badRequest(RETURN_MESSAGES.restockInvalid);
      return { line, item, restock: given.restock };
    });
    await lockProducts(tx, decided.map((d) => d.item.productId));
    const back = decided.filter((d) => d.restock > 0);
    if (back.length > 0) await changeStock(tx, back.map((d) => ({ productId: d.item.productId, variantId: d.item.variantId, delta: d.restock })));
    for (const d of decided) await tx.update(returnLines).set({ restocked: d.restock }).where(eq(returnLines.id, d.line.id));
    const summary = decided.map((d) => ({ name: d.item.productName, restocked: d.restock, writtenOff: d.line.quantity - d.restock }));
    return { status: 'received', action: 'return.receive', after: { lines: summary }, notify: 'return_received' };
  }).then(() => returnId);
}

/** The replacement is on its way: the same pieces are taken from stock and shipped. */
export function sendExchange(ctx: ReturnContext, actor: string, returnId: string, body: z.infer<typeof sendExchangeSchema>, now = new Date()) {
  return changeReturn(ctx, actor, returnId, 'sendExchange', now, async (tx, { request, lines }) => {
    if (request.resolution !== 'exchange') throw badRequest(RETURN_MESSAGES.notExchange);
    await lockProducts(tx, lines.map((l) => l.item.productId));
    for (const { line, item } of lines) {
      const changed = await changeStock(tx, [{ productId: item.productId, variantId: item.variantId, delta: -line.quantity }]);
      if (!changed.has(item.variantId ?? item.productId)) throw conflict(RETURN_MESSAGES.noStockForExchange(item.productName));
    }
    const shipment = { exchangeCourier: body.courier, exchangeTrackingNumber: body.trackingNumber };
    await tx.update(returnRequests).set(shipment).where(eq(returnRequests.id, request.id));
    return {
      status: 'exchanged', note: `${body.courier}, tracking number ${body.trackingNumber}`, action: 'return.exchange',
      after: shipment, notify: 'exchange_shipped',
    };
  });
}

/** A cash-on-delivery refund was paid by the owner's bank or UPI transfer (its UTR recorded). */
export function markRefundPaid(ctx: ReturnContext, actor: string, returnId: string, body: z.infer<typeof refundPaidSchema>, now = new Date()) {
  return changeReturn(ctx, actor, returnId, 'markRefundPaid', now, async (tx, loaded) => {
    const { refund, request } = loaded;
    if (!refund || refund.method === 'provider' || refund.status !== 'pending') throw badRequest(RETURN_MESSAGES.notAwaitingPayment);
    await tx.update(refunds).set({ reference: body.reference }).where(eq(refunds.id, refund.id));
    return finishRefund(tx, loaded, { ...refund, reference: body.reference }, now, request.refundTo ? maskRefundDestination(request.refundTo) : undefined);
  });
}
