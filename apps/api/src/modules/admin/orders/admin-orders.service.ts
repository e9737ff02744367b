import { asc, eq } from 'drizzle-orm';
import {
  ADMIN_ORDER_MESSAGES, adminStatusRefusal, markPaidRefusal, ORDER_MESSAGES, paymentStatusAfterCancel, type AdminOrderStatusChange,
} from '@dhatu/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { enqueueOrderNotification } from '../../notifications/index.ts';
import type { NoticeSettings, OrderEvent } from '../../notifications/index.ts';
import { cancelOrderInTx } from '../../orders/index.ts';
import type { OrderRow } from '../../orders/index.ts';
import { orderKey } from './admin-orders.repository.ts';

export interface AdminOrderContext {
  db: Db;
  notices: NoticeSettings;
  /** Called after a commit that queued customer notices (app.notifications.kick). */
  kickNotifications(): void;
}

interface Change {
  /** 'order.ship' … */
  action: string;
  /** The fields the change touched, as they were and as they became. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** The customer notice this change sends, if any. */
  notify?: OrderEvent;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * One admin change to one order, in one transaction: the order row locked, `change` applied, one
 * audit row (who, what, the touched fields before and after) and the customer's notices queued.
 * The notices are sent after the commit, so a slow SMS gateway never holds the order. Answers the
 * order's internal id.
 */
async function changeOrder(
  ctx: AdminOrderContext, actor: string, idOrNumber: string, now: Date,
  change: (tx: Tx, order: OrderRow) => Promise<Change>,
): Promise<string> {
  const { orderId, queued } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(orderKey(idOrNumber)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const done = await change(tx, order);
    await writeAudit(tx, { actorUserId: actor, action: done.action, entityType: 'order', entityId: order.id, before: done.before, after: done.after });
    const count = done.notify ? await enqueueOrderNotification(tx, order.id, done.notify, ctx.notices, now) : 0;
    return { orderId: order.id, queued: count };
  });
  if (queued > 0) ctx.kickNotifications();
  return orderId;
}

/** processing, shipped (with courier and tracking number) or delivered, along the domain's transitions. */
export function changeOrderStatus(ctx: AdminOrderContext, actor: string, idOrNumber: string, body: AdminOrderStatusChange, now = new Date()) {
  return changeOrder(ctx, actor, idOrNumber, now, async (tx, order) => {
    const refusal = adminStatusRefusal(order, body.status);
    if (refusal) throw badRequest(refusal);
    switch (body.status) {
      case 'processing':
        await tx.update(orders).set({ status: 'processing', updatedAt: now }).where(eq(orders.id, order.id));
        return { action: 'order.process', before: { status: order.status }, after: { status: 'processing' } };
      case 'shipped': {
        // The schema has made sure both are given for 'shipped'.
        const shipping = { courier: body.courier ?? null, trackingNumber: body.trackingNumber ?? null };
        await tx.update(orders).set({ status: 'shipped', ...shipping, shippedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
        return {
          action: 'order.ship',
          before: { status: order.status, courier: order.courier, trackingNumber: order.trackingNumber, shippedAt: iso(order.shippedAt) },
          after: { status: 'shipped', ...shipping, shippedAt: now.toISOString() },
          notify: 'order_shipped',
        };
      }
      case 'delivered':
        await tx.update(orders).set({ status: 'delivered', deliveredAt: now, updatedAt: now }).where(eq(orders.id, order.id));
        return {
          action: 'order.deliver',
          before: { status: order.status, deliveredAt: iso(order.deliveredAt) },
          after: { status: 'delivered', deliveredAt: now.toISOString() },
          notify: 'order_delivered',
        };
    }
  });
}

/**
 * The shop cancels a pending or processing order, at any time (the customer's 24 hours do not
 * bind it): the stock and the coupon use come back. A paid online order stays 'paid' for its refund.
 */
export function cancelOrderByAdmin(ctx: AdminOrderContext, actor: string, idOrNumber: string, now = new Date()) {
  return changeOrder(ctx, actor, idOrNumber, now, async (tx, order) => {
    const refusal = adminStatusRefusal(order, 'cancelled');
    if (refusal) throw badRequest(refusal);
    const items = await tx.select({ productId: orderItems.productId, name: orderItems.productName, quantity: orderItems.quantity })
      .from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.position));
    const paymentStatus = paymentStatusAfterCancel(order.paymentStatus);
    await cancelOrderInTx(tx, order, { now, paymentStatus });
    return {
      action: 'order.cancel',
      before: { status: order.status, paymentStatus: order.paymentStatus, cancelledAt: iso(order.cancelledAt) },
      after: { status: 'cancelled', paymentStatus, cancelledAt: now.toISOString(), restocked: items, couponReturned: order.couponCode },
    };
  });
}

/** The cash of a cash-on-delivery order was received. */
export function markOrderPaid(ctx: AdminOrderContext, actor: string, idOrNumber: string, now = new Date()) {
  return changeOrder(ctx, actor, idOrNumber, now, async (tx, order) => {
    const refusal = markPaidRefusal(order);
    if (refusal) throw badRequest(refusal);
    await tx.update(orders).set({ paymentStatus: 'paid', paymentVerifiedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    return {
      action: 'order.mark_paid',
      before: { paymentStatus: order.paymentStatus, paymentVerifiedAt: iso(order.paymentVerifiedAt) },
      after: { paymentStatus: 'paid', paymentVerifiedAt: now.toISOString() },
    };
  });
}

/** The shop has looked at the payment problem noted on the order (the note stays in the audit log). */
export function clearPaymentAttention(ctx: AdminOrderContext, actor: string, idOrNumber: string, now = new Date()) {
  return changeOrder(ctx, actor, idOrNumber, now, async (tx, order) => {
    if (!order.paymentAttention) throw badRequest(ADMIN_ORDER_MESSAGES.noAttention);
    await tx.update(orders).set({ paymentAttention: null, updatedAt: now }).where(eq(orders.id, order.id));
    return { action: 'order.clear_attention', before: { paymentAttention: order.paymentAttention }, after: { paymentAttention: null } };
  });
}
