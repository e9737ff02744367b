import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';

/**
 * The provider's id of the payment that paid an online order (what a refund is made against), or
 * null when none did. It is the one report that made the order paid: payment_events holds exactly
 * one 'paid' outcome per order (the pending → paid transition happens once).
 */
export async function paidPaymentId(db: Db | Tx, orderId: string): Promise<string | null> {
  const [row] = await db.select({ paymentId: sql<string | null>`${paymentEvents.payload}->>'paymentId'` }).from(paymentEvents)
    .where(and(eq(paymentEvents.orderId, orderId), eq(paymentEvents.outcome, 'paid'))).limit(1);
  return row?.paymentId ?? null;
}
