import { and, asc, eq, sql } from 'drizzle-orm';
import { formatReturnNumber, indiaDateParts, ORDER_MESSAGES, RETURN_MESSAGES, returnDeadline, returnRefusal } from '@dhatu/domain';
import type { ReturnList } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, returnEvents, returnLines, returnRequests } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { saveImages, saveMediaFiles } from '../../lib/media-store.ts';
import { enqueueReturnNotification, type NoticeSettings } from '../notifications/index.ts';
import type { InvoiceSettings } from '../invoices/index.ts';
import { ownOrder, type PaymentRegistry } from '../orders/index.ts';
import type { ReturnForm } from './return-form.ts';
import { loadReturns, toReturnDto, unitsInRequests } from './returns.repository.ts';

export interface ReturnContext {
  db: Db;
  notices: NoticeSettings;
  kickNotifications(): void;
  /** Online refunds go through the provider in use. */
  payments: PaymentRegistry;
  /** Credit notes are issued as invoices are. */
  invoiceSettings: InvoiceSettings;
}

/**
 * POST /api/orders/{id}/returns. Under the order's row lock (so two requests at once queue): the
 * order must be the caller's, delivered and inside the window; each line must be in it, with no
 * more units than were bought less those in other requests (rejected ones give theirs back). Cash
 * on delivery refunds need where to send the money. The media are saved in the same transaction.
 */
export async function requestReturn(ctx: ReturnContext, userId: string, idOrNumber: string, form: ReturnForm, now = new Date()): Promise<string> {
  const { fields } = form;
  const { returnId } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(ownOrder(userId, idOrNumber)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const refusal = returnRefusal(order, now);
    if (refusal) throw badRequest(refusal);
    if (fields.resolution === 'refund' && order.paymentMethod === 'COD' && !fields.refundTo) throw badRequest(RETURN_MESSAGES.refundToRequired);

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
    const taken = await unitsInRequests(tx, order.id);
    for (const line of fields.lines) {
      const item = items.find((i) => i.id === line.itemId);
      if (!item) throw badRequest(RETURN_MESSAGES.unknownLine);
      const left = item.quantity - (taken.get(item.id) ?? 0);
      if (line.quantity > left) throw badRequest(RETURN_MESSAGES.tooMany(item.productName, Math.max(left, 0)));
    }

    const [{ seq }] = (await tx.execute<{ seq: string }>(sql`select nextval('return_number_seq') as seq`)).rows as [{ seq: string }];
    const [created] = await tx.insert(returnRequests).values({
      returnNumber: formatReturnNumber(indiaDateParts(now).year, Number(seq)),
      orderId: order.id,
      userId,
      resolution: fields.resolution,
      reason: fields.reason,
      reasonText: fields.reasonText || null,
      photos: form.photos.map((p) => p.url),
      videoUrl: form.video.url,
      // Only a cash-on-delivery refund is paid by transfer; an online one goes back to the payment.
      refundTo: fields.resolution === 'refund' && order.paymentMethod === 'COD' ? fields.refundTo ?? null : null,
      createdAt: now,
      updatedAt: now,
    }).returning({ id: returnRequests.id });
    const id = created!.id;
    await tx.insert(returnLines).values(fields.lines.map((l) => ({ returnId: id, orderItemId: l.itemId, quantity: l.quantity })));
    await tx.insert(returnEvents).values({ returnId: id, status: 'requested', note: null, actorUserId: userId, createdAt: now });
    await saveImages(tx, form.photos);
    await saveMediaFiles(tx, [form.video.file]);
    const queued = await enqueueReturnNotification(tx, id, 'return_requested', ctx.notices, {}, now);
    return { returnId: id, queued };
  }).then((r) => {
    if (r.queued > 0) ctx.kickNotifications();
    return r;
  });
  return returnId;
}

/** GET /api/orders/{id}/returns: the order's requests, and what a new one could still cover. */
export async function listOrderReturns(db: Db, userId: string, idOrNumber: string, now = new Date()): Promise<ReturnList> {
  const [order] = await db.select().from(orders).where(ownOrder(userId, idOrNumber)).limit(1);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const [requests, items, taken] = await Promise.all([
    loadReturns(db, and(eq(returnRequests.orderId, order.id), eq(returnRequests.userId, userId))),
    db.select({ id: orderItems.id, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position)),
    unitsInRequests(db, order.id),
  ]);
  const returnable = items.map((i) => ({ itemId: i.id, quantity: Math.max(i.quantity - (taken.get(i.id) ?? 0), 0) }));
  return {
    returns: requests.map(toReturnDto),
    canRequest: returnRefusal(order, now) === null && returnable.some((r) => r.quantity > 0),
    deadline: order.deliveredAt ? returnDeadline(order.deliveredAt).toISOString() : null,
    returnable,
  };
}
