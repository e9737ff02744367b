import { eq } from 'drizzle-orm';
import type { OrderDto } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { cacheTags, stockChangeTags } from '../../lib/changes/cache-tags.ts';

interface StockLine { productId: string; hasVariant: boolean }

/**
 * The change tags of lines whose stock moved (placed, cancelled, released): their pages and cards
 * show the stock message. Variants' lines add `catalogue`: their product's card price is the
 * cheapest variant in stock, so a variant selling out (or back) can move lists sorted by price.
 */
function stockLineTags(lines: readonly StockLine[]): string[] {
  const tags = stockChangeTags(lines.map((line) => line.productId));
  return lines.some((line) => line.hasVariant) ? [...tags, cacheTags.catalogue] : tags;
}

/** An order's tags, read after the transaction that moved its stock committed. */
export async function orderStockTags(db: Db, orderId: string): Promise<string[]> {
  const rows = await db.select({ productId: orderItems.productId, variantId: orderItems.variantId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return stockLineTags(rows.map((row) => ({ productId: row.productId, hasVariant: row.variantId !== null })));
}

/** A just-placed order's tags, from the answer itself: no query after the commit. */
export function placedOrderStockTags(order: OrderDto): string[] {
  return stockLineTags(order.items.map((item) => ({ productId: item.product._id, hasVariant: item.variant !== null })));
}
