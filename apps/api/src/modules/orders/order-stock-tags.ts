import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { stockChangeTags } from '../../lib/changes/cache-tags.ts';

/**
 * The change tags of an order's products, read after the transaction that moved their stock
 * (placed, cancelled, released) committed: their pages and cards show the stock message.
 */
export async function orderStockTags(db: Db, orderId: string): Promise<string[]> {
  const rows = await db.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return stockChangeTags(rows.map((row) => row.productId));
}
