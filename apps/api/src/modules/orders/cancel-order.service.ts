import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  customerCancelRefusal, ORDER_MESSAGES, orderTransitionRefusal, paymentStatusAfterCancel, refundDueAttention, type PaymentStatus,
} from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { couponRedemptions, coupons, invoices, orderItems, orders, products } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { refreshVariantSummary } from '../catalogue/index.ts';
import { ownOrder, type OrderRow } from './orders.repository.ts';

/**
 * Locks products in id order — the order checkout locks them in — so a cancellation and an order
 * placement touching the same products queue instead of deadlocking.
 */
export async function lockProducts(tx: Tx, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return tx.select({ id: products.id, name: products.name, stock: products.stock, isHidden: products.isHidden, maxPerOrder: products.maxPerOrder })
    .from(products).where(inArray(products.id, [...new Set(productIds)])).orderBy(asc(products.id)).for('update');
}

export interface StockChange {
  productId: string;
  /** The variant whose stock moves, for a product with options; null or absent for one without. */
  variantId?: string | null;
  delta: number;
}

/**
 * Adds (or, negative, takes) quantities to stock, one statement for products and one for
 * variants; answers the ids it changed (the variant's id for a variant, else the product's).
 * A variant's product gets its summary (stock sum, cheapest price in stock) again in the same
 * transaction. Callers lock the products first (lockProducts), so this never waits on a variant.
 */
export async function changeStock(tx: Tx, changes: readonly StockChange[]): Promise<Set<string>> {
  const plain = changes.filter((c) => !c.variantId);
  const ofVariants = changes.filter((c) => c.variantId);
  const changed = new Set<string>();
  // Taking stock only where enough is left: the CHECKs (stock >= 0) back this up.
  if (plain.length > 0) {
    const values = sql.join(plain.map((c) => sql`(${c.productId}::text, ${c.delta}::integer)`), sql`, `);
    const result = await tx.execute<{ id: string }>(sql`
      update products set stock = products.stock + v.delta
      from (values ${values}) as v(id, delta)
      where products.id = v.id and products.stock + v.delta >= 0
        -- A product that has options since (an old line without a variant) counts its stock per variant only.
        and jsonb_array_length(products.options) = 0
      returning products.id`);
    for (const row of result.rows) changed.add(row.id);
  }
  if (ofVariants.length > 0) {
    const values = sql.join(ofVariants.map((c) => sql`(${c.variantId!}::text, ${c.productId}::text, ${c.delta}::integer)`), sql`, `);
    const result = await tx.execute<{ id: string; product_id: string }>(sql`
      update product_variants set stock = product_variants.stock + v.delta, updated_at = now()
      from (values ${values}) as v(id, product_id, delta)
      where product_variants.id = v.id and product_variants.product_id = v.product_id and product_variants.stock + v.delta >= 0
      returning product_variants.id, product_variants.product_id`);
    for (const row of result.rows) changed.add(row.id);
    await refreshVariantSummary(tx, result.rows.map((r) => r.product_id));
  }
  return changed;
}

/**
 * Cancels an order inside the caller's transaction (the order row already locked by the caller):
 * its stock goes back, its coupon use is given back (used_count − 1, the redemption removed),
 * and it becomes 'cancelled' with the payment status given. Its invoice, if one was issued, is
 * marked cancelled (cancelled_at): it keeps its number, so the year's numbers stay consecutive,
 * and its PDF says CANCELLED instead of standing as a valid tax invoice.
 */
export async function cancelOrderInTx(tx: Tx, order: OrderRow, { now, paymentStatus }: { now: Date; paymentStatus: PaymentStatus }): Promise<void> {
  const refusal = orderTransitionRefusal(order.status, 'cancelled');
  if (refusal) throw badRequest(refusal);
  const items = await tx.select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems).where(eq(orderItems.orderId, order.id));
  await lockProducts(tx, items.map((i) => i.productId));
  // A retired variant takes its units back too: they are the shop's, should it bring it back.
  const back = new Map<string, StockChange>();
  for (const item of items) {
    const key = item.variantId ?? item.productId;
    const before = back.get(key);
    back.set(key, { productId: item.productId, variantId: item.variantId, delta: (before?.delta ?? 0) + item.quantity });
  }
  await changeStock(tx, [...back.values()]);

  if (order.couponId) {
    const removed = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)).returning({ id: couponRedemptions.id });
    if (removed.length > 0) {
      await tx.update(coupons)
        .set({ usedCount: sql`greatest(${coupons.usedCount} - ${removed.length}, 0)` })
        .where(eq(coupons.id, order.couponId));
    }
  }
  // Money taken online is not returned by cancelling: the shop is reminded to refund it.
  const paymentAttention = order.paymentMethod === 'ONLINE' && paymentStatus === 'paid' ? refundDueAttention(order.totalPaise) : order.paymentAttention;
  await tx.update(orders).set({ status: 'cancelled', paymentStatus, paymentAttention, cancelledAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.update(invoices).set({ cancelledAt: now }).where(and(eq(invoices.orderId, order.id), isNull(invoices.cancelledAt)));
}

/**
 * POST /orders/{id}/cancel: the owner cancels within 24 hours of placing, while the order is
 * pending or processing. Stock and coupon use come back in the same transaction.
 */
export async function cancelOrderByCustomer(db: Db, userId: string, idOrNumber: string, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(ownOrder(userId, idOrNumber)).for('update');
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    const refusal = customerCancelRefusal(order, now);
    if (refusal) throw badRequest(refusal);
    await cancelOrderInTx(tx, order, { now, paymentStatus: paymentStatusAfterCancel(order.paymentStatus) });
    return order.id;
  });
}

/**
 * Releases an online order whose payment did not happen (failed, cancelled at the provider, or
 * expired) inside the caller's transaction: stock and coupon use come back and the order is
 * cancelled with the given payment status. For the payments module. A paid or already cancelled
 * order is left alone (answers false).
 */
export async function releaseOrderInTx(
  tx: Tx, orderId: string, paymentStatus: Extract<PaymentStatus, 'failed' | 'cancelled'>, now = new Date(),
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.status === 'cancelled' || order.paymentStatus === 'paid') return false;
  if (order.status !== 'pending') throw conflict(`Order ${order.orderNumber} is ${order.status} and cannot be released`);
  await cancelOrderInTx(tx, order, { now, paymentStatus });
  return true;
}

/** releaseOrderInTx in its own transaction. */
export function releaseOrder(db: Db, orderId: string, paymentStatus: Extract<PaymentStatus, 'failed' | 'cancelled'>, now = new Date()): Promise<boolean> {
  return db.transaction((tx) => releaseOrderInTx(tx, orderId, paymentStatus, now));
}
