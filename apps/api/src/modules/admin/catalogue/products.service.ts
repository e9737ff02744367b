import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_MESSAGES, rupeesToPaise, type AdminProductCreate, type AdminProductPatch } from '@dhatu/domain';
import type { AdminProduct, adminProductListQuery } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { newId } from '../../../db/schema/ids.ts';
import { categories, orderItems, products, reviews, subcategories } from '../../../db/schema/index.ts';
import { buildSearchText } from '../../catalogue/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { badRequest } from '../../../lib/errors.ts';
import { relevance, searchCondition, searchWords, selectProducts } from '../../catalogue/index.ts';
import { removeUnusedImages } from '../../../lib/media-store.ts';
import {
  adminProductById, lockProductForAdmin, nextFestivePosition, notArchived, toAdminProductSummary,
} from './products.repository.ts';
import { slugify } from './slug.ts';
import { skusOf, VARIANT_FIELDS_MESSAGE } from './variants.service.ts';

type ListQuery = z.output<typeof adminProductListQuery>;

/** GET /api/admin/products: every product but archived ones, hidden included; search like the shop's. */
/** The product list's filters as a condition (the CSV export uses the same). */
export function adminProductFilter(query: Pick<ListQuery, 'search' | 'status' | 'categoryId'>) {
  return and(
    notArchived,
    query.status === 'visible' ? eq(products.isHidden, false) : query.status === 'hidden' ? eq(products.isHidden, true) : undefined,
    query.categoryId ? eq(products.categoryId, query.categoryId) : undefined,
    searchCondition(searchWords(query.search ?? '')),
  );
}

export async function listAdminProducts(db: Db, query: ListQuery) {
  const words = searchWords(query.search ?? '');
  const where = adminProductFilter(query);
  const order = words.length
    ? [desc(relevance(words, query.search ?? '')), desc(products.updatedAt), asc(products.id)]
    : [desc(products.updatedAt), asc(products.id)];
  const [rows, [counted]] = await Promise.all([
    selectProducts(db).where(where).orderBy(...order).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { products: rows.map(toAdminProductSummary), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

export const getAdminProduct = adminProductById;

/** The category and subcategory names, after checking that the subcategory belongs to the category. */
async function categoryNames(tx: Tx, categoryId: string, subcategoryId: string | null) {
  const [category] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw badRequest(ADMIN_MESSAGES.category, [`category: ${ADMIN_MESSAGES.category}`]);
  if (subcategoryId === null) return { categoryName: category.name, subcategoryName: null };
  const [subcategory] = await tx.select({ name: subcategories.name }).from(subcategories)
    .where(and(eq(subcategories.id, subcategoryId), eq(subcategories.categoryId, categoryId)));
  if (!subcategory) throw badRequest(ADMIN_MESSAGES.subcategory, [`subcategory: ${ADMIN_MESSAGES.subcategory}`]);
  return { categoryName: category.name, subcategoryName: subcategory.name };
}

/** POST /api/admin/products. */
export async function createAdminProduct(db: Db, actorUserId: string, input: AdminProductCreate): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const names = await categoryNames(tx, input.category, input.subcategory);
    const [row] = await tx.insert(products).values({
      slug: `${slugify(input.name) || 'product'}-${newId().slice(0, 6)}`,
      name: input.name,
      description: input.description,
      productDescription: input.productDescription,
      pricePaise: rupeesToPaise(input.price),
      discount: input.discount,
      stock: input.stock,
      maxPerOrder: input.maxPerOrder,
      categoryId: input.category,
      subcategoryId: input.subcategory,
      hsnCode: input.hsnCode,
      madeToOrderDays: input.madeToOrderDays,
      isFeatured: input.isFeatured,
      isNew: input.isNew,
      isHidden: input.isHidden,
      festivePosition: input.inFestive ? nextFestivePosition() : null,
      searchText: buildSearchText({ name: input.name, ...names }),
    }).returning({ id: products.id });
    const product = await adminProductById(tx, row!.id);
    await writeAudit(tx, { actorUserId, action: 'product.create', entityType: 'product', entityId: product._id, after: product });
    return product;
  });
}

/**
 * PATCH /api/admin/products/{id}: the fields given. The search text follows a new name, category or
 * subcategory; inFestive true puts the product at the end of the festive collection (where it
 * already is, it stays), false takes it out. A patch that changes nothing writes nothing.
 */
export async function updateAdminProduct(db: Db, actorUserId: string, id: string, patch: AdminProductPatch): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const current = await lockProductForAdmin(tx, id);
    if (current.options.length > 0 && (patch.price !== undefined || patch.discount !== undefined || patch.stock !== undefined)) {
      const field = patch.price !== undefined ? 'price' : patch.discount !== undefined ? 'discount' : 'stock';
      throw badRequest(VARIANT_FIELDS_MESSAGE, [`${field}: ${VARIANT_FIELDS_MESSAGE}`]);
    }
    const before = await adminProductById(tx, id);
    const categoryId = patch.category ?? current.categoryId;
    const subcategoryId = patch.subcategory !== undefined ? patch.subcategory : current.subcategoryId;

    const changes: Partial<typeof products.$inferInsert> = {};
    const set = <K extends keyof typeof products.$inferInsert>(key: K, value: (typeof products.$inferInsert)[K], now: unknown) => {
      if (value !== now) changes[key] = value;
    };
    if (patch.name !== undefined) set('name', patch.name, current.name);
    if (patch.description !== undefined) set('description', patch.description, current.description);
    if (patch.productDescription !== undefined) set('productDescription', patch.productDescription, current.productDescription);
    if (patch.price !== undefined) set('pricePaise', rupeesToPaise(patch.price), current.pricePaise);
    if (patch.discount !== undefined) set('discount', patch.discount, current.discount);
    if (patch.stock !== undefined) set('stock', patch.stock, current.stock);
    if (patch.maxPerOrder !== undefined) set('maxPerOrder', patch.maxPerOrder, current.maxPerOrder);
    if (patch.hsnCode !== undefined) set('hsnCode', patch.hsnCode, current.hsnCode);
    if (patch.madeToOrderDays !== undefined) set('madeToOrderDays', patch.madeToOrderDays, current.madeToOrderDays);
    if (patch.isFeatured !== undefined) set('isFeatured', patch.isFeatured, current.isFeatured);
    if (patch.isNew !== undefined) set('isNew', patch.isNew, current.isNew);
    if (patch.isHidden !== undefined) set('isHidden', patch.isHidden, current.isHidden);
    set('categoryId', categoryId, current.categoryId);
    set('subcategoryId', subcategoryId, current.subcategoryId);
    const festive = patch.inFestive === true && current.festivePosition === null ? { festivePosition: nextFestivePosition() }
      : patch.inFestive === false && current.festivePosition !== null ? { festivePosition: null }
        : {};

    // The category pair is checked whenever either is sent, so a stale subcategory is never kept silently.
    const names = patch.category !== undefined || patch.subcategory !== undefined || patch.name !== undefined
      ? await categoryNames(tx, categoryId, subcategoryId)
      : null;
    if (Object.keys(changes).length === 0 && !('festivePosition' in festive)) return before;
    if (names) changes.searchText = buildSearchText({ name: patch.name ?? current.name, ...names, skus: await skusOf(tx, id) });

    await tx.update(products).set({ ...changes, ...festive, updatedAt: new Date() }).where(eq(products.id, id));
    const after = await adminProductById(tx, id);
    await writeAudit(tx, { actorUserId, action: 'product.update', entityType: 'product', entityId: id, before, after });
    return after;
  });
}

/**
 * DELETE /api/admin/products/{id}. A product that was ever ordered is archived: hidden for good,
 * out of the festive collection, kept so its orders and invoices still show it. One never ordered
 * is deleted with its reviews (cart and wishlist lines go with it), and their images that nothing
 * else shows, in the same transaction.
 */
export async function deleteAdminProduct(db: Db, actorUserId: string, id: string): Promise<{ deleted: true } | { archived: true }> {
  return db.transaction(async (tx) => {
    // Placing an order locks its products first, so after this lock every order of it is visible.
    await lockProductForAdmin(tx, id);
    const before = await adminProductById(tx, id);
    const [ordered] = await tx.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
    if (ordered) {
      const now = new Date();
      await tx.update(products).set({ isHidden: true, deletedAt: now, festivePosition: null, updatedAt: now }).where(eq(products.id, id));
      await writeAudit(tx, {
        actorUserId, action: 'product.archive', entityType: 'product', entityId: id, before,
        after: { ...before, isHidden: true, inFestive: false, festivePosition: null, deletedAt: now.toISOString(), updatedAt: now.toISOString() },
      });
      return { archived: true as const };
    }
    const reviewImages = await tx.select({ images: reviews.images }).from(reviews).where(eq(reviews.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await writeAudit(tx, { actorUserId, action: 'product.delete', entityType: 'product', entityId: id, before });
    await removeUnusedImages(tx, [...before.images, ...reviewImages.flatMap((r) => r.images.map((i) => i.url))]);
    return { deleted: true as const };
  });
}
