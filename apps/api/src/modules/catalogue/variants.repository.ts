import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { discountedPrice } from '@dhatu/domain';
import type { ProductVariantDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { productVariants, type VariantSnapshot } from '../../db/schema/index.ts';

/**
 * Brings products' copy of their variants (products.variants) and their summary up to date with
 * product_variants, in the caller's transaction: price and discount of the cheapest variant in
 * stock (else of the cheapest), stock the sum. Lists, filters, sorts and their indexes read the
 * summary as they read a product without options. Products with no variant on sale are left as
 * they are. Every change to a variant (the console, an order, a cancellation) calls this.
 */
export async function refreshVariantSummary(tx: Tx | Db, productIds: Iterable<string>): Promise<void> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  await tx.execute(sql`
    update products p set
      variants = s.list,
      stock = s.total,
      price_paise = s.cheapest_price,
      discount = s.cheapest_discount
    from (
      select v.product_id,
        jsonb_agg(jsonb_build_object(
          'id', v.id, 'values', v.values, 'sku', v.sku, 'pricePaise', v.price_paise, 'discount', v.discount,
          'stock', v.stock, 'image', v.image) order by v.position, v.id) as list,
        sum(v.stock)::integer as total,
        (array_agg(v.price_paise order by v.stock > 0 desc, v.sale_price_paise, v.position))[1] as cheapest_price,
        (array_agg(v.discount order by v.stock > 0 desc, v.sale_price_paise, v.position))[1] as cheapest_discount
      from product_variants v
      where v.product_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and v.retired_at is null
      group by v.product_id
    ) s
    where p.id = s.product_id`);
}

/** A variant as the storefront reads it (rupees). */
export function toVariantDto(v: VariantSnapshot): ProductVariantDto {
  const price = v.pricePaise / 100;
  return {
    _id: v.id, values: v.values, sku: v.sku, price, discount: v.discount,
    discountedPrice: discountedPrice(price, v.discount), stock: v.stock, image: v.image,
  };
}

/** A variant a cart line may hold: of this product and on sale (not retired). Null otherwise. */
export async function findVariantOf(db: Db | Tx, productId: string, variantId: string) {
  const [row] = await db.select().from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId), isNull(productVariants.retiredAt)))
    .limit(1);
  return row ?? null;
}

/** Variants on sale of these products, in the shop's order. */
export function variantsOf(db: Db | Tx, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db.select().from(productVariants)
    .where(and(inArray(productVariants.productId, [...productIds]), isNull(productVariants.retiredAt)))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}
