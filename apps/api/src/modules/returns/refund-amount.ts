import { inArray, sql } from 'drizzle-orm';
import { returnedLinePaise, SHOP_FAULT_REASONS } from '@dhatu/domain';
import type { Tx } from '../../db/client.ts';
import { refunds, returnLines } from '../../db/schema/index.ts';
import type { LoadedReturn } from './returns.repository.ts';

export interface RefundAmount {
  /** Lines plus shipping, in paise. */
  totalPaise: number;
  shippingPaise: number;
  lines: { orderItemId: string; quantity: number }[];
}

/** What was paid for an order and can still be refunded: a delivered COD order's cash was collected. */
export function paidPaise(order: LoadedReturn['order']): number {
  if (order.paymentMethod === 'ONLINE') return order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' ? order.totalPaise : 0;
  return order.status === 'delivered' || order.paymentStatus === 'paid' ? order.totalPaise : 0;
}

/** Money already given back (or on its way) for the order: every refund that has not failed. */
export async function refundedPaise(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx.select({ sum: sql<string | null>`sum(${refunds.amountPaise})` }).from(refunds)
    .where(sql`${refunds.orderId} = ${orderId} and ${refunds.status} <> 'failed'`);
  return Number(row?.sum ?? 0);
}

/**
 * What refunding this request pays (decision 45): what its units were paid (their coupon share
 * taken off), and the shipping fee when the reason is the shop's doing and, with this request,
 * every unit of the order has been refunded: a customer who sends all of it back because it
 * arrived broken paid for delivery of nothing; one who changed their mind keeps the delivery.
 */
export async function refundAmount(tx: Tx, loaded: LoadedReturn): Promise<RefundAmount> {
  const { request, order, lines } = loaded;
  const linesPaise = lines.reduce((sum, { line, item }) => sum + returnedLinePaise(item, line.quantity), 0);
  let shippingPaise = 0;
  if (order.shippingFeePaise > 0 && SHOP_FAULT_REASONS.includes(request.reason)) {
    const refundedReturns = await tx.select({ returnId: refunds.returnId, shipping: refunds.shippingPaise }).from(refunds)
      .where(sql`${refunds.orderId} = ${order.id} and ${refunds.status} <> 'failed' and ${refunds.returnId} <> ${request.id}`);
    const earlierUnits = refundedReturns.length === 0 ? 0 : Number((await tx.select({ units: sql<string>`coalesce(sum(${returnLines.quantity}), 0)` })
      .from(returnLines).where(inArray(returnLines.returnId, refundedReturns.map((r) => r.returnId))))[0]?.units ?? 0);
    const shippingBack = refundedReturns.reduce((sum, r) => sum + r.shipping, 0);
    const units = earlierUnits + lines.reduce((sum, l) => sum + l.line.quantity, 0);
    if (units >= order.itemCount && shippingBack === 0) shippingPaise = order.shippingFeePaise;
  }
  return {
    totalPaise: linesPaise + shippingPaise,
    shippingPaise,
    lines: lines.map(({ line }) => ({ orderItemId: line.orderItemId, quantity: line.quantity })),
  };
}

