import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { cacheTags, stockChangeTags } from '../../lib/changes/cache-tags.ts';

/**
 * The change tags of an order's products, read after the transaction that moved their stock
 * (placed, cancelled, released) committed: their pages and cards show the stock message.
 * Variants' lines add `catalogue`: their product's card price is the cheapest variant in stock.
 */
export async function orderStockTags(db: Db, orderId: string): Promise<string[]> {
  const rows = await db.select({ productId: orderItems.productId, variantId: orderItems.variantId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const tags = stockChangeTags(rows.map((row) => row.productId));
  // A variant selling out (or back) can change its product's card price, and so lists sorted or filtered by price.
  return rows.some((row) => row.variantId !== null) ? [...tags, cacheTags.catalogue] : tags;
}
