import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, returnLines } from '../../db/schema/index.ts';
import { cacheTags, stockChangeTags } from '../../lib/changes/cache-tags.ts';

/** The change tags of a request's pieces, once their stock moved (received back, or sent as an exchange). */
export async function returnStockTags(db: Db, returnId: string): Promise<string[]> {
  const rows = await db.select({ productId: orderItems.productId, variantId: orderItems.variantId }).from(returnLines)
    .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId)).where(eq(returnLines.returnId, returnId));
  const tags = stockChangeTags(rows.map((r) => r.productId));
  return rows.some((r) => r.variantId !== null) ? [...tags, cacheTags.catalogue] : tags;
}
