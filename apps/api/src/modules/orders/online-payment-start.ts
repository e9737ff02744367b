import { eq, sql } from 'drizzle-orm';
import { formatOrderId, ONLINE_PAYMENT_DOWN_MESSAGE } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/schema/ids.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { cartReadyToOrder } from './order-checks.ts';
import type { OnlinePaymentProvider } from './payment-hook.ts';
import type { OrderContext } from './order-context.ts';

/** An online payment created at the provider for an order not written yet: the order takes these. */
export interface StartedOnlinePayment {
  orderId: string;
  orderNumber: string;
  amountPaise: number;
  provider: string;
  reference: string | null;
  paymentUrl: string;
}

/** The next 'DH-2026-000123' (a number taken by an order that is then not placed leaves a harmless gap). */
export async function nextOrderNumber(db: Db | Tx, now: Date): Promise<string> {
  const [next] = await db.execute<{ value: string }>(sql`select nextval('order_number_seq')::text as value`).then((r) => r.rows);
  return formatOrderId(now, Number(next!.value));
}

/**
 * ONLINE checkout, first step (issue 18 §6): the cart is checked as the order will be (limits,
 * stock, coupon, the total shown) without locking anything, the order's id and number are
 * reserved, and the provider creates the payment for that total — all BEFORE anything is written.
 * When the provider cannot be reached or answers nonsense, the shopper gets 503 'Online payment is
 * not available right now…' and there is nothing to undo: no order, no stock taken, no coupon
 * used, the cart as it was. The order's transaction then checks everything again under its locks
 * and refuses (409) a total other than the one paid for here.
 *
 * A payment created for an order that is then refused stays unused at the provider (a Razorpay
 * order nobody pays expires there); no page of the shop leads to it.
 */
export async function startOnlinePaymentFirst(
  ctx: OrderContext, provider: OnlinePaymentProvider, userId: string, input: { userName: string; pincode: string }, expectedTotalPaise: number | null, now: Date,
): Promise<StartedOnlinePayment> {
  const delivery = { pincode: input.pincode, paymentMethod: 'ONLINE' as const };
  const cart = await cartReadyToOrder(ctx.db, userId, { config: ctx.config, now, expectedTotalPaise, lock: false, delivery });
  const [customer] = await ctx.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  if (!customer) throw unauthorized();
  const orderId = newId();
  const orderNumber = await nextOrderNumber(ctx.db, now);
  const amountPaise = cart.totals.total;
  try {
    const started = await provider.startPayment({
      id: orderId, orderId: orderNumber, amountPaise, currency: 'INR', customer: { name: input.userName, phone: customer.phone }, createdAt: now,
    });
    if (!started.paymentUrl) throw new Error('the provider answered no payment URL');
    return { orderId, orderNumber, amountPaise, provider: provider.name, reference: started.providerReference ?? null, paymentUrl: started.paymentUrl };
  } catch (error) {
    ctx.log.error({ err: error, orderId: orderNumber, provider: provider.name }, 'could not start the online payment: nothing was placed');
    throw new AppError(503, ONLINE_PAYMENT_DOWN_MESSAGE, undefined, { 'retry-after': '30' });
  }
}
