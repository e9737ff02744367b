import { and, eq, isNull, sql } from 'drizzle-orm';
import { averageRating } from '@dhatu/domain';
import type { AdminProduct, AdminProductSummary, AdminVariant } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { products, type productVariants } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { selectProducts, variantsOf, type ProductRow } from '../../catalogue/index.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Archived products (deleted after they were sold) are gone from the console as from the shop. */
export const notArchived = isNull(products.deletedAt);

export function toAdminProductSummary(row: ProductRow): AdminProductSummary {
  return {
    _id: row.id,
    name: row.name,
    price: row.pricePaise / 100,
    discount: row.discount,
    salePrice: row.salePricePaise / 100,
    stock: row.stock,
    category: { _id: row.categoryId, name: row.categoryName },
    subcategory: row.subcategoryId && row.subcategoryName ? { _id: row.subcategoryId, name: row.subcategoryName } : null,
    images: row.images,
    isFeatured: row.isFeatured,
    isNew: row.isNew,
    inFestive: row.festivePosition !== null,
    isHidden: row.isHidden,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type VariantRow = typeof productVariants.$inferSelect;

export function toAdminVariant(v: VariantRow): AdminVariant {
  return {
    _id: v.id, values: v.values, sku: v.sku, price: v.pricePaise / 100, discount: v.discount, salePrice: v.salePricePaise / 100,
    stock: v.stock, weightGrams: v.weightGrams, image: v.image,
  };
}

export function toAdminProduct(row: ProductRow, variants: readonly VariantRow[]): AdminProduct {
  return {
    ...toAdminProductSummary(row),
    slug: row.slug,
    description: row.description,
    productDescription: row.productDescription,
    festivePosition: row.festivePosition,
    maxPerOrder: row.maxPerOrder,
    hsnCode: row.hsnCode,
    madeToOrderDays: row.madeToOrderDays,
    options: row.options,
    variants: variants.map(toAdminVariant),
    ratings: averageRating(row.ratingsTotal, row.reviewsCount),
    reviewsCount: row.reviewsCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One product (not archived) as the console shows it, or 404. */
export async function adminProductById(db: Db | Tx, id: string): Promise<AdminProduct> {
  const [row] = await selectProducts(db as Db).where(and(eq(products.id, id), notArchived)).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toAdminProduct(row, row.options.length > 0 ? await variantsOf(db, [id]) : []);
}

/** Takes the product's row until the transaction ends (and reads it), or 404 when it is gone or archived. */
export async function lockProductForAdmin(tx: Tx, id: string): Promise<typeof products.$inferSelect> {
  const [row] = await tx.select().from(products).where(and(eq(products.id, id), notArchived)).for('update');
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** The next place at the end of the festive collection. */
export function nextFestivePosition() {
  return sql<number>`(select coalesce(max(${products.festivePosition}), 0) + 1 from ${products})`;
}
