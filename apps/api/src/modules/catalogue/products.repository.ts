import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { averageRating, discountedPrice, PRICE_RANGES } from '@dhatu/domain';
import type { ProductDto } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { categories, products, subcategories } from '../../db/schema/index.ts';
import { toVariantDto } from './variants.repository.ts';

const subcategory = alias(subcategories, 'subcategory');

/** Columns only search reads: left out of every product read (the word vectors alone outweigh the product). */
const SEARCH_ONLY_COLUMNS = ['searchText', 'descriptionTsv', 'searchTsv', 'nameTsv', 'namePairs', 'shuffleKey', 'searchSlice'] as const;
type SearchOnlyColumn = (typeof SEARCH_ONLY_COLUMNS)[number];
type ProductColumns = Omit<typeof products._.columns, SearchOnlyColumn>;

const PRODUCT_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(products)).filter(([name]) => !(SEARCH_ONLY_COLUMNS as readonly string[]).includes(name)),
) as ProductColumns;

/** A product's own columns without the search-only ones: chosen once, as the table's columns never change. */
export function productColumns(): ProductColumns {
  return PRODUCT_COLUMNS;
}

/** One select for every product read: the product with its category and subcategory names (no N+1). */
export function selectProducts<Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(db: Db, extra?: Extra) {
  return db
    .select({
      ...productColumns(),
      categoryName: categories.name,
      subcategoryName: subcategory.name,
      ...(extra ?? ({} as Extra)),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategory, eq(subcategory.id, products.subcategoryId));
}

export type ProductRow = Omit<typeof products.$inferSelect, SearchOnlyColumn> & { categoryName: string; subcategoryName: string | null };

export function toProductDto(row: ProductRow): ProductDto {
  const price = row.pricePaise / 100;
  const ratings = averageRating(row.ratingsTotal, row.reviewsCount);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    price,
    discount: row.discount,
    discountedPrice: discountedPrice(price, row.discount),
    stock: row.stock,
    madeToOrderDays: row.madeToOrderDays,
    options: row.options,
    variants: row.variants.map(toVariantDto),
    images: row.images,
    description: row.description,
    productDescription: row.productDescription,
    ratings,
    reviewsCount: row.reviewsCount,
    averageRating: ratings,
    numReviews: row.reviewsCount,
    category: { _id: row.categoryId, name: row.categoryName },
    subcategory: row.subcategoryId && row.subcategoryName ? { _id: row.subcategoryId, name: row.subcategoryName } : null,
    isFeatured: row.isFeatured,
    isNew: row.isNew,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const visible = eq(products.isHidden, false);

/** Words that say nothing about a product; requiring them would only lose results. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'with', 'in', 'to', 'on', 'set', 'by']);

/** Words of a search, lower-cased; each must be close to some word of the product (typo-tolerant). */
export function searchWords(search: string): string[] {
  const words = search.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return (meaningful.length ? meaningful : words).slice(0, 8);
}

/**
 * Every word must match: close (typo-tolerant) to a word of the name or category names, or the
 * beginning of a word of the description. Words are letters and digits only, so `word:*` is safe.
 */
export function searchCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`(${w} <% ${products.searchText} or ${products.descriptionTsv} @@ to_tsquery('simple', ${`${w}:*`}))`));
}

/**
 * Relevance: how close each word is to the product's name, plus how close the name is to the whole
 * query. Matching uses the long search text; ranking reads only the short name, which keeps it cheap.
 */
export function relevance(words: string[], search: string): SQL {
  const perWord = words.map((w) => sql`word_similarity(${w}, ${products.name})`);
  return sql`(${sql.join(perWord, sql` + `)}) + similarity(${products.name}, ${search.toLowerCase()})`;
}

/**
 * Price-range indexes (spec §9) on the price the shopper pays; bounds inclusive. Overlapping or
 * touching ranges are joined (500–1000 and 1000–5000 is 500–5000), and the lowest and highest
 * bounds are stated on their own too, so an index on (category, price) starts at the first price
 * asked for instead of walking every cheaper product.
 */
export function priceRangeCondition(indexes: number[]): SQL | undefined {
  const ranges = [...new Set(indexes)].map((i) => PRICE_RANGES[i]).filter((r) => r !== undefined)
    .map((r) => ({ min: r.min * 100, max: r.max * 100 }))
    .sort((a, b) => a.min - b.min);
  if (ranges.length === 0) return undefined;
  const joined: { min: number; max: number }[] = [];
  for (const range of ranges) {
    const last = joined.at(-1);
    if (last && range.min <= last.max + 1) last.max = Math.max(last.max, range.max);
    else joined.push({ ...range });
  }
  const within = (r: { min: number; max: number }) => and(gte(products.salePricePaise, r.min), lte(products.salePricePaise, r.max));
  const outer = within({ min: joined[0]!.min, max: joined.at(-1)!.max });
  return joined.length === 1 ? outer : and(outer, or(...joined.map(within)));
}

export function inIds(column: typeof products.categoryId | typeof products.subcategoryId, ids: string[]): SQL | undefined {
  return ids.length ? inArray(column, ids) : undefined;
}

export const newestFirst = [desc(products.createdAt), asc(products.id)];
