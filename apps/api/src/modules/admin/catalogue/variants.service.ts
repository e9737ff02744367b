import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { rupeesToPaise, VARIANT_MESSAGES, type VariantsBody } from '@dhatu/domain';
import type { AdminProduct } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { categories, orderItems, products, productVariants, subcategories } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { badRequest } from '../../../lib/errors.ts';
import { buildSearchText, refreshVariantSummary } from '../../catalogue/index.ts';
import { adminProductById, lockProductForAdmin } from './products.repository.ts';

export const VARIANT_FIELDS_MESSAGE = 'This product has variants: set price, discount and stock per variant';

const keyOf = (values: readonly string[]) => JSON.stringify(values);

/**
 * PUT /api/admin/products/{id}/variants: the options and the whole set of variants, in one
 * transaction holding the product's row (orders lock it before taking a variant's stock).
 * A row whose values match a variant keeps that variant (its id, so carts and links stay);
 * a variant left out is deleted, or retired when it was ordered (kept for orders, invoices and
 * returns); a retired one given again comes back. SKUs must be the shop's only ones. The product's
 * summary (cheapest price in stock, stock sum) and its search text (SKUs) follow. Audited.
 */
export async function setProductVariants(db: Db, actorUserId: string, productId: string, body: VariantsBody): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const product = await lockProductForAdmin(tx, productId);
    const before = await adminProductById(tx, productId);
    const images = new Set(product.images);
    body.variants.forEach((row, i) => {
      if (row.image !== null && !images.has(row.image)) throw badRequest(VARIANT_MESSAGES.image(i + 1), [`variants.${i}.image: ${VARIANT_MESSAGES.image(i + 1)}`]);
    });
    await refuseTakenSkus(tx, productId, body);

    const existing = await tx.select().from(productVariants).where(eq(productVariants.productId, productId));
    const byValues = new Map(existing.map((v) => [keyOf(v.values), v]));
    const wanted = new Set(body.variants.map((v) => keyOf(v.values)));
    const gone = existing.filter((v) => !wanted.has(keyOf(v.values)));
    const orderedIds = await orderedAmong(tx, gone.map((v) => v.id));
    // A variant kept for its orders keeps its SKU too (invoices name it).
    const retiredSkus = new Map(gone.filter((v) => orderedIds.has(v.id)).map((v) => [v.sku.toLowerCase(), v]));
    body.variants.forEach((row, i) => {
      const holder = retiredSkus.get(row.sku.toLowerCase());
      if (holder) {
        const message = VARIANT_MESSAGES.skuTaken(i + 1, row.sku);
        throw badRequest(message, [`variants.${i}.sku: ${message}`]);
      }
    });
    const kept = new Set<string>();
    const now = new Date();
    // SKUs may move between rows: free the kept rows' SKUs first so the unique index never sees two at once.
    if (existing.length > 0) {
      await tx.update(productVariants).set({ sku: sql`'~' || ${productVariants.id}` }).where(eq(productVariants.productId, productId));
    }
    for (const [position, row] of body.variants.entries()) {
      const fields = {
        position, values: row.values, sku: row.sku, pricePaise: rupeesToPaise(row.price), discount: row.discount, stock: row.stock,
        weightGrams: row.weightGrams, image: row.image, retiredAt: null, updatedAt: now,
      };
      const match = byValues.get(keyOf(row.values));
      if (match) {
        kept.add(match.id);
        await tx.update(productVariants).set(fields).where(eq(productVariants.id, match.id));
      } else {
        await tx.insert(productVariants).values({ productId, ...fields, createdAt: now });
      }
    }
    await removeOthers(tx, gone, orderedIds, now);

    const names = await categoryNames(tx, product.categoryId, product.subcategoryId);
    await tx.update(products).set({
      options: body.options,
      searchText: buildSearchText({ name: product.name, ...names, skus: body.variants.map((v) => v.sku) }),
      // Without options the product is sold as one again: its stock is set in the editor (the variants' units went with them).
      ...(body.variants.length === 0 ? { variants: [], stock: product.options.length > 0 ? 0 : product.stock } : {}),
      updatedAt: now,
    }).where(eq(products.id, productId));
    await refreshVariantSummary(tx, [productId]);

    const after = await adminProductById(tx, productId);
    await writeAudit(tx, { actorUserId, action: 'product.variants', entityType: 'product', entityId: productId, before, after });
    return after;
  });
}

/** A SKU another product's variant holds (retired or not, whatever its case): 400 naming the row. */
async function refuseTakenSkus(tx: Tx, productId: string, body: VariantsBody): Promise<void> {
  if (body.variants.length === 0) return;
  const skus = body.variants.map((v) => v.sku.toLowerCase());
  const taken = await tx.select({ sku: productVariants.sku }).from(productVariants)
    .where(and(ne(productVariants.productId, productId), inArray(sql`lower(${productVariants.sku})`, skus)));
  if (taken.length === 0) return;
  const takenSet = new Set(taken.map((t) => t.sku.toLowerCase()));
  const row = body.variants.findIndex((v) => takenSet.has(v.sku.toLowerCase()));
  const message = VARIANT_MESSAGES.skuTaken(row + 1, body.variants[row]!.sku);
  throw badRequest(message, [`variants.${row}.sku: ${message}`]);
}

/** Variants no longer in the set: retired when an order holds them, deleted otherwise (cart lines go with them). */
async function orderedAmong(tx: Tx, ids: readonly string[]): Promise<Set<string | null>> {
  if (ids.length === 0) return new Set();
  const ordered = await tx.selectDistinct({ id: orderItems.variantId }).from(orderItems).where(inArray(orderItems.variantId, [...ids]));
  return new Set(ordered.map((o) => o.id));
}

async function removeOthers(tx: Tx, gone: readonly (typeof productVariants.$inferSelect)[], orderedIds: Set<string | null>, now: Date): Promise<void> {
  if (gone.length === 0) return;
  const ids = gone.map((v) => v.id);
  const toDelete = ids.filter((id) => !orderedIds.has(id));
  if (toDelete.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, toDelete));
  for (const variant of gone.filter((v) => orderedIds.has(v.id))) {
    // Its SKU comes back as it was: order lines and invoices name it.
    await tx.update(productVariants).set({ sku: variant.sku, retiredAt: variant.retiredAt ?? now, updatedAt: now })
      .where(and(eq(productVariants.id, variant.id)));
  }
  // A retired variant cannot be bought: its cart lines go now rather than at the next cart read.
  await tx.execute(sql`delete from cart_items where variant_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}

async function categoryNames(tx: Tx, categoryId: string, subcategoryId: string | null) {
  const [category] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  const [subcategory] = subcategoryId
    ? await tx.select({ name: subcategories.name }).from(subcategories).where(eq(subcategories.id, subcategoryId))
    : [];
  return { categoryName: category?.name ?? '', subcategoryName: subcategory?.name ?? null };
}

/** The product's variants' SKUs on sale, for a search text rebuilt by another edit. */
export async function skusOf(tx: Tx, productId: string): Promise<string[]> {
  const rows = await tx.select({ sku: productVariants.sku }).from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.retiredAt)));
  return rows.map((r) => r.sku);
}
