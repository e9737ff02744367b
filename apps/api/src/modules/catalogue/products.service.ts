import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { MAX_LIST_PAGE, SIMILAR_LIMIT, SIMILAR_TOP_UP_POOL, createThesaurus, type ProductListQuery, type Thesaurus } from '@dhatu/domain';
import type { ProductDto, ProductList } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { banners, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toBannerDto } from './app-data.service.ts';
import { searchProductIds, type SearchPage } from './product-search.ts';
import { inIds, newestFirst, priceRangeCondition, selectProducts, toProductDto, visible } from './products.repository.ts';

export interface ListOptions {
  /**
   * Reads the number of matches through a cache: the page of rows comes from an index in order,
   * while counting a broad filter touches every match (a category of 3,000 products).
   */
  countThrough?: (key: string, read: () => Promise<number>) => Promise<number>;
  /** The vocabulary with the owner's synonyms (shopThesaurus); the built-in one alone without. */
  thesaurus?: Thesaurus;
}

export async function listProducts(db: Db, query: ProductListQuery, options: ListOptions = {}): Promise<ProductList> {
  if (query.search?.trim()) {
    const found = await searchProductIds(db, options.thesaurus ?? createThesaurus(), query);
    return searchAnswer(await productsByIds(db, found.ids), found, query);
  }
  const where = and(
    visible,
    inIds(products.categoryId, [...query.categories, ...(query.category ? [query.category] : [])]),
    inIds(products.subcategoryId, query.subcategories),
    priceRangeCondition(query.priceRanges),
  );
  const order = query.sort === 'price' ? [asc(products.salePricePaise), asc(products.id)]
    : query.sort === '-price' ? [desc(products.salePricePaise), asc(products.id)]
      : newestFirst;
  // Filters and sorts read an index in order and stop after the page; the count is separate.
  const offset = (query.page - 1) * query.limit;
  const count = async () => (await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where))[0]?.total ?? 0;
  const countKey = JSON.stringify([query.categories, query.category, query.subcategories, query.priceRanges]);
  const [rows, total] = await Promise.all([
    selectProducts(db).where(where).orderBy(...order).limit(query.limit).offset(offset),
    options.countThrough ? options.countThrough(countKey, count) : count(),
  ]);
  return listAnswer(rows.map(toProductDto), total, query);
}

/** A search's answer: the products of its page (read fresh by id), the capped count and, when nothing matched, a way out. */
export function searchAnswer(found: ProductDto[], page: Omit<SearchPage, 'ids'>, query: ProductListQuery): ProductList {
  return { ...listAnswer(found, page.total, query), capped: page.capped, didYouMean: page.didYouMean };
}

/** Pages stop at MAX_LIST_PAGE whatever the total (deeper pages are refused: narrow the search). */
function listAnswer(found: ProductDto[], total: number, query: ProductListQuery): ProductList {
  return { products: found, total, page: query.page, pages: Math.min(Math.ceil(total / query.limit), MAX_LIST_PAGE) };
}

export async function getProduct(db: Db, id: string): Promise<ProductDto> {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), visible)).limit(1);
  if (!row) throw notFound('Product not found');
  return toProductDto(row);
}

export async function featuredProducts(db: Db, limit: number) {
  const rows = await selectProducts(db).where(and(visible, eq(products.isFeatured, true))).orderBy(...newestFirst).limit(limit);
  return rows.map(toProductDto);
}

export async function newArrivals(db: Db, limit: number) {
  const rows = await selectProducts(db).where(and(visible, eq(products.isNew, true))).orderBy(...newestFirst).limit(limit);
  return rows.map(toProductDto);
}

/**
 * Similar products (spec §9): one random product from each category, topped up to 10 from 30 random
 * others, never the product itself. Random picks walk the indexed shuffle key from a random point.
 */
export async function similarProducts(db: Db, excludeId?: string): Promise<ProductDto[]> {
  const start = Math.random();
  const exclude = excludeId ?? '';
  const perCategory = await db.execute<{ id: string }>(sql`
    select pick.id from categories c cross join lateral (
      (select id from products where category_id = c.id and not is_hidden and id <> ${exclude} and shuffle_key >= ${start} order by shuffle_key limit 1)
      union all
      (select id from products where category_id = c.id and not is_hidden and id <> ${exclude} order by shuffle_key limit 1)
      limit 1
    ) pick`);
  const picked = perCategory.rows.map((r) => r.id);
  const notPicked = and(visible, ne(products.id, exclude), picked.length ? notInArray(products.id, picked) : undefined);
  const after = await db.select({ id: products.id }).from(products)
    .where(and(notPicked, sql`${products.shuffleKey} >= ${start}`)).orderBy(asc(products.shuffleKey)).limit(SIMILAR_TOP_UP_POOL);
  const before = after.length < SIMILAR_TOP_UP_POOL
    ? await db.select({ id: products.id }).from(products)
      .where(and(notPicked, sql`${products.shuffleKey} < ${start}`)).orderBy(asc(products.shuffleKey)).limit(SIMILAR_TOP_UP_POOL - after.length)
    : [];
  const pool = shuffle([...after, ...before].map((r) => r.id));
  const ids = [...shuffle(picked), ...pool].slice(0, SIMILAR_LIMIT);
  return productsByIds(db, ids);
}

/**
 * Read by every search and list of picks: built and planned once per connection (a named prepared
 * statement), not once per read — the column list and joins cost more to build than to run.
 */
const byIdsStatements = new WeakMap<Db, ReturnType<typeof prepareByIds>>();
function prepareByIds(db: Db) {
  return selectProducts(db).where(and(visible, sql`${products.id} = any(${sql.placeholder('ids')}::text[])`)).prepare('products_by_ids');
}

/** Products in the order of the ids given (unknown or hidden ids are simply absent). */
export async function productsByIds(db: Db, ids: string[]): Promise<ProductDto[]> {
  if (ids.length === 0) return [];
  let statement = byIdsStatements.get(db);
  if (!statement) {
    statement = prepareByIds(db);
    byIdsStatements.set(db, statement);
  }
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((r) => [r.id, toProductDto(r)]));
  return ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
}

/** Bulk read for the festive page: duplicates once, unknown or malformed ids in failedIds. */
export async function bulkProducts(db: Db, requested: string[]) {
  const ids = [...new Set(requested)];
  const found = await productsByIds(db, ids);
  const foundIds = new Set(found.map((p) => p._id));
  return { products: found, failedIds: ids.filter((id) => !foundIds.has(id)) };
}

export async function bulkBanners(db: Db, requested: string[]) {
  const ids = [...new Set(requested)];
  const rows = ids.length ? await db.select().from(banners).where(and(inArray(banners.id, ids), eq(banners.isActive, true))) : [];
  const byId = new Map(rows.map((b) => [b.id, toBannerDto(b)]));
  return {
    banners: ids.map((id) => byId.get(id)).filter((b) => b !== undefined),
    failedIds: ids.filter((id) => !byId.has(id)),
  };
}

/** The festive collection kept in the database (ARCHITECTURE: not a hard-coded id list). */
export async function festiveCollection(db: Db) {
  const [productRows, bannerRows] = await Promise.all([
    db.select({ id: products.id }).from(products).where(and(visible, sql`${products.festivePosition} is not null`)).orderBy(asc(products.festivePosition)),
    db.select({ id: banners.id }).from(banners).where(and(eq(banners.material, 'diwali'), eq(banners.isActive, true))).orderBy(asc(banners.position)),
  ]);
  return { productIds: productRows.map((r) => r.id), bannerIds: bannerRows.map((r) => r.id) };
}

/** Everything a sitemap lists (a sitemap file holds at most 50,000 URLs). */
export async function sitemapEntries(db: Db) {
  const rows = await db.select({ id: products.id, updatedAt: products.updatedAt }).from(products)
    .where(visible).orderBy(desc(products.updatedAt)).limit(49_000);
  return { products: rows.map((r) => ({ _id: r.id, updatedAt: r.updatedAt.toISOString() })) };
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
