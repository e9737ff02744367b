/**
 * The owner's category tree: categories and their subcategories, created, renamed, reordered,
 * pictured and deleted. Longer than 300 lines on purpose: the two levels share their slug, search
 * text, picture and audit rules, which read best next to each other.
 */
import { and, asc, eq, getTableName, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { IMAGE_WIDTHS } from '@dhatu/domain';
import type {
  AdminCategory, adminCategoryListQuery, AdminSubcategory, adminSubcategoryListQuery, categoryCreateBody,
  categoryPatchBody, subcategoryCreateBody, subcategoryPatchBody,
} from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { categories, products, subcategories } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { removeUnusedImages, saveImages } from '../../../lib/media-store.ts';
import { prepareImages } from './admin-media.ts';
import { slugify } from './slug.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const SUBCATEGORY_NOT_FOUND = 'Subcategory not found';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists';
export const SUBCATEGORY_NAME_TAKEN = 'This category already has a subcategory with this name';
export const NAME_WITHOUT_LETTERS = 'The name needs at least one letter or number';
/** Category and subcategory pictures sit beside the seeded tiles, at the same widths. */
const MEDIA_FOLDER = { category: 'categories', subcategory: 'subcategories' } as const;

// Qualified by hand: in a single-table select Drizzle writes bare column names, which a subquery
// would read as its own table's columns.
const outerId = (table: typeof categories | typeof subcategories) => sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`;
const productsWhere = (column: 'category_id' | 'subcategory_id', table: typeof categories | typeof subcategories) =>
  sql<number>`(select count(*)::int from ${products} p where p.${sql.identifier(column)} = ${outerId(table)} and p.deleted_at is null)`;
const productCountOfCategory = productsWhere('category_id', categories);
const subcategoryCountOfCategory = sql<number>`(select count(*)::int from ${subcategories} s where s.category_id = ${outerId(categories)})`;
const productCountOfSubcategory = productsWhere('subcategory_id', subcategories);

type CategoryRow = typeof categories.$inferSelect & { productCount: number; subcategoryCount: number };
type SubcategoryRow = typeof subcategories.$inferSelect & { categoryName: string; productCount: number };

function toCategory(row: CategoryRow): AdminCategory {
  return {
    _id: row.id, name: row.name, slug: row.slug, image: row.image, position: row.position, hsnCode: row.hsnCode,
    productCount: row.productCount, subcategoryCount: row.subcategoryCount,
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

function toSubcategory(row: SubcategoryRow): AdminSubcategory {
  return {
    _id: row.id, name: row.name, slug: row.slug, categoryId: row.categoryId, categoryName: row.categoryName, image: row.image,
    position: row.position, productCount: row.productCount, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

const selectCategories = (db: Db | Tx) => db.select({
  id: categories.id, name: categories.name, slug: categories.slug, image: categories.image, position: categories.position,
  hsnCode: categories.hsnCode, createdAt: categories.createdAt, updatedAt: categories.updatedAt,
  productCount: productCountOfCategory, subcategoryCount: subcategoryCountOfCategory,
}).from(categories);

const selectSubcategories = (db: Db | Tx) => db.select({
  id: subcategories.id, name: subcategories.name, slug: subcategories.slug, categoryId: subcategories.categoryId,
  image: subcategories.image, position: subcategories.position, createdAt: subcategories.createdAt, updatedAt: subcategories.updatedAt,
  categoryName: categories.name, productCount: productCountOfSubcategory,
}).from(subcategories).innerJoin(categories, eq(categories.id, subcategories.categoryId));

async function categoryById(db: Db | Tx, id: string): Promise<AdminCategory> {
  const [row] = await selectCategories(db).where(eq(categories.id, id));
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return toCategory(row);
}

async function subcategoryById(db: Db | Tx, id: string): Promise<AdminSubcategory> {
  const [row] = await selectSubcategories(db).where(eq(subcategories.id, id));
  if (!row) throw notFound(SUBCATEGORY_NOT_FOUND);
  return toSubcategory(row);
}

const likeName = (column: typeof categories.name | typeof subcategories.name, search?: string) =>
  search ? ilike(column, `%${search.replace(/[\\%_]/g, '\\$&')}%`) : undefined;

function slugOf(name: string): string {
  const slug = slugify(name);
  if (!slug) throw badRequest(NAME_WITHOUT_LETTERS, [`name: ${NAME_WITHOUT_LETTERS}`]);
  return slug;
}

/**
 * Products keep their category and subcategory names in their search text (typo-tolerant search
 * matches it), so a rename rewrites it for every product concerned — the rule of
 * modules/catalogue/search-text.ts (name and both names, lower-cased, whitespace collapsed), in one statement.
 */
async function refreshSearchText(tx: Tx, where: SQL) {
  const categoryName = sql`(select c.name from ${categories} c where c.id = p.category_id)`;
  const subcategoryName = sql`coalesce((select s.name from ${subcategories} s where s.id = p.subcategory_id), '')`;
  await tx.execute(sql`
    update ${products} p
    set search_text = btrim(regexp_replace(lower(p.name || ' ' || ${categoryName} || ' ' || ${subcategoryName}), ${'\\s+'}, ' ', 'g'))
    where ${where}`);
}

// ── Categories ──────────────────────────────────────────────────────────────────────────────
export async function listAdminCategories(db: Db, query: z.output<typeof adminCategoryListQuery>) {
  const where = likeName(categories.name, query.search);
  const [rows, [counted]] = await Promise.all([
    selectCategories(db).where(where).orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(categories).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { categories: rows.map(toCategory), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

export async function createAdminCategory(db: Db, actorUserId: string, input: z.output<typeof categoryCreateBody>): Promise<AdminCategory> {
  const slug = slugOf(input.name);
  try {
    return await db.transaction(async (tx) => {
      await refuseTakenCategorySlug(tx, slug);
      const [row] = await tx.insert(categories).values({
        name: input.name, slug, hsnCode: input.hsnCode,
        position: input.position ?? sql`(select coalesce(max(${categories.position}), 0) + 1 from ${categories})`,
      }).returning({ id: categories.id });
      const after = await categoryById(tx, row!.id);
      await writeAudit(tx, { actorUserId, action: 'category.create', entityType: 'category', entityId: after._id, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'categories_slug_key')) throw conflict(CATEGORY_NAME_TAKEN);
    throw error;
  }
}

export async function updateAdminCategory(db: Db, actorUserId: string, id: string, patch: z.output<typeof categoryPatchBody>): Promise<AdminCategory> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw notFound(CATEGORY_NOT_FOUND);
      const changes: Partial<typeof categories.$inferInsert> = {};
      if (patch.name !== undefined && patch.name !== current.name) {
        changes.name = patch.name;
        changes.slug = slugOf(patch.name);
        if (changes.slug !== current.slug) await refuseTakenCategorySlug(tx, changes.slug, id);
      }
      if (patch.position !== undefined && patch.position !== current.position) changes.position = patch.position;
      if (patch.hsnCode !== undefined && patch.hsnCode !== current.hsnCode) changes.hsnCode = patch.hsnCode;
      const before = await categoryById(tx, id);
      if (Object.keys(changes).length === 0) return before;
      await tx.update(categories).set({ ...changes, updatedAt: new Date() }).where(eq(categories.id, id));
      if (changes.name !== undefined) await refreshSearchText(tx, sql`p.category_id = ${id}`);
      const after = await categoryById(tx, id);
      await writeAudit(tx, { actorUserId, action: 'category.update', entityType: 'category', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'categories_slug_key')) throw conflict(CATEGORY_NAME_TAKEN);
    throw error;
  }
}

/**
 * DELETE /api/admin/categories/{id}: refused (409) while products use it — archived ones too, as
 * their orders still name the category. Its subcategories, then all empty, go with it.
 */
export async function deleteAdminCategory(db: Db, actorUserId: string, id: string): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFound(CATEGORY_NOT_FOUND);
    const [usage] = await tx.select({
      live: sql<number>`count(*) filter (where ${products.deletedAt} is null)::int`,
      archived: sql<number>`count(*) filter (where ${products.deletedAt} is not null)::int`,
    }).from(products).where(eq(products.categoryId, id));
    if (usage && usage.live > 0) {
      throw conflict(`${current.name} still has ${usage.live} product${usage.live === 1 ? '' : 's'}. Move them to another category or delete them first.`);
    }
    if (usage && usage.archived > 0) {
      throw conflict(`${current.name} cannot be deleted: old orders show ${usage.archived} archived product${usage.archived === 1 ? '' : 's'} of it.`);
    }
    const before = await categoryById(tx, id);
    const subs = await tx.delete(subcategories).where(eq(subcategories.categoryId, id))
      .returning({ id: subcategories.id, name: subcategories.name, image: subcategories.image });
    await tx.delete(categories).where(eq(categories.id, id));
    await writeAudit(tx, {
      actorUserId, action: 'category.delete', entityType: 'category', entityId: id,
      before: { ...before, subcategories: subs.map((s) => ({ _id: s.id, name: s.name })) },
    });
    await removeUnusedImages(tx, [current.image, ...subs.map((s) => s.image)].filter((url): url is string => url !== null));
    return { deleted: true as const };
  });
}

async function refuseTakenCategorySlug(tx: Tx, slug: string, exceptId?: string) {
  const [taken] = await tx.select({ id: categories.id }).from(categories)
    .where(and(eq(categories.slug, slug), exceptId ? ne(categories.id, exceptId) : undefined)).limit(1);
  if (taken) throw conflict(CATEGORY_NAME_TAKEN);
}

// ── Subcategories ───────────────────────────────────────────────────────────────────────────
export async function listAdminSubcategories(db: Db, query: z.output<typeof adminSubcategoryListQuery>) {
  const where = and(likeName(subcategories.name, query.search), query.categoryId ? eq(subcategories.categoryId, query.categoryId) : undefined);
  const [rows, [counted]] = await Promise.all([
    selectSubcategories(db).where(where)
      .orderBy(asc(categories.position), asc(categories.name), asc(subcategories.position), asc(subcategories.name), asc(subcategories.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(subcategories).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { subcategories: rows.map(toSubcategory), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

async function requireCategory(tx: Tx, categoryId: string) {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) throw badRequest('Please choose a category', ['categoryId: Please choose a category']);
}

async function refuseTakenSubcategorySlug(tx: Tx, categoryId: string, slug: string, exceptId?: string) {
  const [taken] = await tx.select({ id: subcategories.id }).from(subcategories)
    .where(and(eq(subcategories.categoryId, categoryId), eq(subcategories.slug, slug), exceptId ? ne(subcategories.id, exceptId) : undefined)).limit(1);
  if (taken) throw conflict(SUBCATEGORY_NAME_TAKEN);
}

export async function createAdminSubcategory(db: Db, actorUserId: string, input: z.output<typeof subcategoryCreateBody>): Promise<AdminSubcategory> {
  const slug = slugOf(input.name);
  try {
    return await db.transaction(async (tx) => {
      await requireCategory(tx, input.categoryId);
      await refuseTakenSubcategorySlug(tx, input.categoryId, slug);
      const [row] = await tx.insert(subcategories).values({
        name: input.name, slug, categoryId: input.categoryId,
        position: input.position
          ?? sql`(select coalesce(max(${subcategories.position}), 0) + 1 from ${subcategories} where ${subcategories.categoryId} = ${input.categoryId})`,
      }).returning({ id: subcategories.id });
      const after = await subcategoryById(tx, row!.id);
      await writeAudit(tx, { actorUserId, action: 'subcategory.create', entityType: 'subcategory', entityId: after._id, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'subcategories_category_slug_key')) throw conflict(SUBCATEGORY_NAME_TAKEN);
    throw error;
  }
}

/**
 * PATCH /api/admin/subcategories/{id}. Moving it to another category is refused (409) while
 * products use it: they would sit in one category and a subcategory of another.
 */
export async function updateAdminSubcategory(
  db: Db, actorUserId: string, id: string, patch: z.output<typeof subcategoryPatchBody>,
): Promise<AdminSubcategory> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
      if (!current) throw notFound(SUBCATEGORY_NOT_FOUND);
      const before = await subcategoryById(tx, id);
      const changes: Partial<typeof subcategories.$inferInsert> = {};
      const categoryId = patch.categoryId ?? current.categoryId;
      if (categoryId !== current.categoryId) {
        await requireCategory(tx, categoryId);
        const [used] = await tx.select({ id: products.id }).from(products).where(eq(products.subcategoryId, id)).limit(1);
        if (used) throw conflict(`${current.name} has products; move them to another subcategory before moving it to another category.`);
        changes.categoryId = categoryId;
      }
      if (patch.name !== undefined && patch.name !== current.name) {
        changes.name = patch.name;
        changes.slug = slugOf(patch.name);
      }
      if (changes.slug !== undefined || changes.categoryId !== undefined) {
        await refuseTakenSubcategorySlug(tx, categoryId, changes.slug ?? current.slug, id);
      }
      if (patch.position !== undefined && patch.position !== current.position) changes.position = patch.position;
      if (Object.keys(changes).length === 0) return before;
      await tx.update(subcategories).set({ ...changes, updatedAt: new Date() }).where(eq(subcategories.id, id));
      if (changes.name !== undefined) await refreshSearchText(tx, sql`p.subcategory_id = ${id}`);
      const after = await subcategoryById(tx, id);
      await writeAudit(tx, { actorUserId, action: 'subcategory.update', entityType: 'subcategory', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'subcategories_category_slug_key')) throw conflict(SUBCATEGORY_NAME_TAKEN);
    throw error;
  }
}

/** DELETE /api/admin/subcategories/{id}: refused (409) while products on sale or hidden use it. */
export async function deleteAdminSubcategory(db: Db, actorUserId: string, id: string): Promise<{ deleted: true }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
    if (!current) throw notFound(SUBCATEGORY_NOT_FOUND);
    const [usage] = await tx.select({ live: sql<number>`count(*)::int` }).from(products)
      .where(and(eq(products.subcategoryId, id), isNull(products.deletedAt)));
    if (usage && usage.live > 0) {
      throw conflict(`${current.name} still has ${usage.live} product${usage.live === 1 ? '' : 's'}. Move them to another subcategory or delete them first.`);
    }
    const before = await subcategoryById(tx, id);
    // Archived products lose the subcategory (the foreign key sets it to null); their orders never named it.
    await tx.delete(subcategories).where(eq(subcategories.id, id));
    await writeAudit(tx, { actorUserId, action: 'subcategory.delete', entityType: 'subcategory', entityId: id, before });
    await removeUnusedImages(tx, current.image ? [current.image] : []);
    return { deleted: true as const };
  });
}

// ── Images ──────────────────────────────────────────────────────────────────────────────────
/**
 * POST /api/admin/{categories|subcategories}/{id}/image: one image, encoded like the seeded tiles;
 * the picture it replaces goes in the same transaction unless something else still shows it.
 */
export function setCategoryImage(db: Db, actorUserId: string, id: string, file: Buffer): Promise<AdminCategory> {
  return setImageOf(db, actorUserId, 'category', id, file, categoryById);
}

export function setSubcategoryImage(db: Db, actorUserId: string, id: string, file: Buffer): Promise<AdminSubcategory> {
  return setImageOf(db, actorUserId, 'subcategory', id, file, subcategoryById);
}

async function setImageOf<T>(
  db: Db, actorUserId: string, kind: 'category' | 'subcategory', id: string, file: Buffer,
  read: (db: Db | Tx, id: string) => Promise<T>,
): Promise<T> {
  const table = kind === 'category' ? categories : subcategories;
  await read(db, id);
  const stored = await prepareImages(MEDIA_FOLDER[kind], [file], IMAGE_WIDTHS);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ image: table.image }).from(table).where(eq(table.id, id)).for('update');
    if (!current) throw notFound(kind === 'category' ? CATEGORY_NOT_FOUND : SUBCATEGORY_NOT_FOUND);
    const before = await read(tx, id);
    await saveImages(tx, stored);
    await tx.update(table).set({ image: stored[0]!.url, updatedAt: new Date() }).where(eq(table.id, id));
    const changed = await read(tx, id);
    await writeAudit(tx, { actorUserId, action: `${kind}.image`, entityType: kind, entityId: id, before, after: changed });
    if (current.image) await removeUnusedImages(tx, [current.image]);
    return changed;
  });
}
