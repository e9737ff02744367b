import { ORDER_MESSAGES } from '@dhatu/domain';
import { type PaymentVerification, VERIFY_MESSAGES } from '@dhatu/domain/contracts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findOrder, ownOrder } from '../orders/index.ts';
import { checkPendingPayment } from './check-payment.ts';
import type { PaymentContext } from './payment-transitions.ts';

export { VERIFY_MESSAGES };

/**
 * GET /payments/verify/{orderId}: the customer's own order (another's is 404 'Order not found').
 * An online payment still pending is first checked with its provider (and released when past its
 * deadline); cash on delivery answers success with the payment status as stored.
 */
export async function verifyPayment(ctx: PaymentContext, userId: string, idOrNumber: string, now = new Date()): Promise<PaymentVerification> {
  const [row] = await ctx.db.select().from(orders).where(ownOrder(userId, idOrNumber)).limit(1);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  if (row.paymentMethod === 'ONLINE' && row.paymentStatus === 'pending' && row.status !== 'cancelled') {
    try {
      await checkPendingPayment(ctx, row, 'verify', now);
    } catch (error) {
      // A report that did not hold is logged and recorded; the answer is the order as stored.
      ctx.log.warn({ err: error, orderId: row.orderNumber }, 'payment verification could not settle the order');
    }
  }
  const order = await findOrder(ctx.db, userId, row.id, now);
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  const cod = order.paymentMethod === 'COD';
  return {
    success: cod || order.paymentStatus === 'paid',
    message: cod ? VERIFY_MESSAGES.cod : VERIFY_MESSAGES[order.paymentStatus],
    paymentStatus: order.paymentStatus,
    orderId: order._id,
    customOrderId: order.orderId,
    order,
    total: order.total,
    verifiedAt: order.paymentVerifiedAt,
  };
}
