import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

/**
 * Which of these users have a delivered order containing the product: their reviews are marked
 * 'Verified purchase'. One query for a whole list (order_items is indexed by product).
 */
export async function deliveredBuyers(db: Db | Tx, productId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.selectDistinct({ userId: orders.userId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), eq(orders.status, 'delivered'), inArray(orders.userId, [...userIds])));
  return new Set(rows.map((r) => r.userId));
}
