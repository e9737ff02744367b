import { sql } from 'drizzle-orm';
import {
  customType,
  boolean, check, doublePrecision, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ADMIN_LIMITS, HSN_PATTERN, salePricePaiseSql } from '@dhatu/domain';
import { idColumn } from './ids.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The domain's HSN_PATTERN as a SQL string literal (PostgreSQL reads its \\d as JavaScript does). */
const hsnPatternSql = sql.raw(`'${HSN_PATTERN.source}'`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Products per search slice (products.search_slice): small enough that one slice's share of a
 * common word's postings is quick to read (a million products is 40 slices), large enough that a
 * rare word's search asks few of them.
 */
export const SEARCH_SLICE_SIZE = 25_000;
/** The order products were added in, for their search slice. */
export const productsSearchOrder = pgSequence('products_search_order');

export const categories = pgTable('categories', {
  id: idColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  image: text('image'),
  position: integer('position').notNull().default(0),
  /** HSN code of its products' invoice lines (a product's own code comes first); null: the shop's default. */
  hsnCode: text('hsn_code'),
  ...timestamps,
}, (t) => [
  uniqueIndex('categories_slug_key').on(t.slug),
  check('categories_hsn_code_digits', sql`${t.hsnCode} ~ ${hsnPatternSql}`),
]);

export const subcategories = pgTable('subcategories', {
  id: idColumn(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  categoryId: text('category_id').notNull().references(() => categories.id, { onDelete: 'restrict' }),
  image: text('image'),
  position: integer('position').notNull().default(0),
  ...timestamps,
}, (t) => [
  uniqueIndex('subcategories_category_slug_key').on(t.categoryId, t.slug),
  index('subcategories_category_idx').on(t.categoryId),
]);

export const products = pgTable('products', {
  id: idColumn(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  productDescription: text('product_description').notNull().default(''),
  /** Integer paise, before discount. */
  pricePaise: integer('price_paise').notNull(),
  /** Whole percent 0–100. */
  discount: integer('discount').notNull().default(0),
  /**
   * What the shopper pays, in paise: round(price × (1 − discount/100)) to the whole rupee (spec §5).
   * Stored so price filters and sorts use an index.
   */
  salePricePaise: integer('sale_price_paise').notNull()
    .generatedAlwaysAs(sql.raw(salePricePaiseSql('price_paise', 'discount'))),
  stock: integer('stock').notNull().default(0),
  /** Most units of this product one order may hold; null means the shop's default (settings). */
  maxPerOrder: integer('max_per_order'),
  /** Business days the workshop takes to make it before dispatch (issue 22); 0: ready to ship. */
  madeToOrderDays: integer('made_to_order_days').notNull().default(0),
  categoryId: text('category_id').notNull().references(() => categories.id, { onDelete: 'restrict' }),
  subcategoryId: text('subcategory_id').references(() => subcategories.id, { onDelete: 'set null' }),
  /** HSN code of its invoice lines when it differs from its category's; null: the category's. */
  hsnCode: text('hsn_code'),
  /** Media URLs of the largest rendition; smaller widths sit beside them (see media naming). */
  images: jsonb('images').$type<string[]>().notNull().default([]),
  isFeatured: boolean('is_featured').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  /** Position in the festive collection; null when the product is not in it. */
  festivePosition: integer('festive_position'),
  isHidden: boolean('is_hidden').notNull().default(false),
  /** Deleted by the shop after it was sold: kept (hidden) so old orders still point at it. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Options of a product with variants (issue 26): [{ name, values }] in the shop's order; [] without. */
  options: jsonb('options').$type<ProductOptionRow[]>().notNull().default([]),
  /**
   * The variants on sale as the shop shows them, kept from product_variants in the same transaction
   * as every change to them (stock included: refreshVariantSummary), so a list of products reads
   * them with no second query. With variants, price, discount and stock above are the summary:
   * the cheapest variant in stock (else the cheapest) and the sum of their stock.
   */
  variants: jsonb('variants').$type<VariantSnapshot[]>().notNull().default([]),
  ratingsTotal: integer('ratings_total').notNull().default(0),
  reviewsCount: integer('reviews_count').notNull().default(0),
  /** A random number fixed per product: cheap random picks through an index instead of ORDER BY random(). */
  shuffleKey: doublePrecision('shuffle_key').notNull().default(sql`random()`),
  /** Name and category/subcategory names, lower-cased: what typo-tolerant trigram search matches. */
  searchText: text('search_text').notNull().default(''),
  /** Words of the description and details, for exact-word (prefix) search. */
  descriptionTsv: tsvector('description_tsv')
    .generatedAlwaysAs(sql`to_tsvector('simple', description || ' ' || product_description)`),
  /**
   * What the storefront's search matches (issue 28): English-stemmed words (diyas → diya), weighted
   * A for the name, B for the category and subcategory names and SKUs, C for the descriptions, so
   * name matches rank first. GIN-indexed; the words are corrected and expanded before (search.service).
   */
  searchTsv: tsvector('search_tsv')
    .generatedAlwaysAs(sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', search_text), 'B') || setweight(to_tsvector('english', description || ' ' || product_description), 'C')`),
  /**
   * The name (weight A) and the category, subcategory and SKU words (D) alone: a search's first
   * tier reads this small vector's GIN index without rechecking rows (no weights in the query),
   * and ranking reads only it.
   */
  nameTsv: tsvector('name_tsv')
    .generatedAlwaysAs(sql`setweight(to_tsvector('english', name), 'A') || to_tsvector('english', search_text)`),
  /**
   * name_tsv's words, and every two of them as one ("pooja thali"): a search of several words in a
   * large catalogue asks this GIN index for the names holding a pair of each two of its words. A
   * pair's postings are just the names that have both; each word alone lists every name that has
   * it, and words common apart but seldom together ("silver pooja thali" at a million products)
   * cost an intersection of such long lists (product-search.ts, decision 45).
   */
  namePairs: tsvector('name_pairs')
    .generatedAlwaysAs(sql`search_name_pairs(to_tsvector('english', name) || to_tsvector('english', search_text))`),
  /**
   * Which slice of SEARCH_SLICE_SIZE products, in the order they were added, this one is in: the
   * search indexes lead with it, so a large catalogue's search asks its newest slices first and
   * stops at its cap — a common word costs one slice's share of its postings, not the whole
   * catalogue's (product-search.ts, decision 45).
   */
  searchSlice: integer('search_slice').notNull().default(sql`(nextval('products_search_order') / ${sql.raw(String(SEARCH_SLICE_SIZE))})::int`),
  ...timestamps,
}, (t) => [
  uniqueIndex('products_slug_key').on(t.slug),
  check('products_stock_non_negative', sql`${t.stock} >= 0`),
  check('products_discount_range', sql`${t.discount} between 0 and 100`),
  check('products_price_non_negative', sql`${t.pricePaise} >= 0`),
  check('products_max_per_order_positive', sql`${t.maxPerOrder} is null or ${t.maxPerOrder} > 0`),
  check('products_made_to_order_days_range', sql`${t.madeToOrderDays} between 0 and ${sql.raw(String(ADMIN_LIMITS.madeToOrderDays))}`),
  check('products_hsn_code_digits', sql`${t.hsnCode} ~ ${hsnPatternSql}`),
  index('products_category_idx').on(t.categoryId, t.createdAt),
  // One category sorted by price (the commonest list page) reads in index order, no sort.
  index('products_category_price_idx').on(t.categoryId, t.salePricePaise, t.id),
  index('products_subcategory_idx').on(t.subcategoryId, t.createdAt),
  index('products_sale_price_idx').on(t.salePricePaise),
  index('products_created_idx').on(t.createdAt),
  index('products_featured_idx').on(t.createdAt).where(sql`${t.isFeatured}`),
  index('products_new_idx').on(t.createdAt).where(sql`${t.isNew}`),
  index('products_festive_idx').on(t.festivePosition).where(sql`${t.festivePosition} is not null`),
  index('products_shuffle_idx').on(t.shuffleKey),
  index('products_category_shuffle_idx').on(t.categoryId, t.shuffleKey),
  index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  index('products_description_tsv_idx').using('gin', t.descriptionTsv),
  index('products_slice_search_tsv_idx').using('gin', t.searchSlice, t.searchTsv),
  index('products_slice_name_tsv_idx').using('gin', t.searchSlice, t.nameTsv),
  index('products_slice_name_pairs_idx').using('gin', t.searchSlice, t.namePairs),
  index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export interface ProductOptionRow {
  name: string;
  values: string[];
}

/** One variant as products.variants keeps it (money in paise). */
export interface VariantSnapshot {
  id: string;
  values: string[];
  sku: string;
  pricePaise: number;
  discount: number;
  stock: number;
  image: string | null;
}

/**
 * A product's variants: one value per option, own SKU (unique in the shop, whatever its case),
 * price, discount, stock, weight and picture. A variant that was ordered is retired, never deleted.
 */
export const productVariants = pgTable('product_variants', {
  id: idColumn(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  values: jsonb('values').$type<string[]>().notNull(),
  sku: text('sku').notNull(),
  pricePaise: integer('price_paise').notNull(),
  discount: integer('discount').notNull().default(0),
  salePricePaise: integer('sale_price_paise').notNull()
    .generatedAlwaysAs(sql.raw(salePricePaiseSql('price_paise', 'discount'))),
  stock: integer('stock').notNull().default(0),
  weightGrams: integer('weight_grams'),
  image: text('image'),
  /** Set when the shop removed a variant that was ordered: hidden, kept for orders, invoices and returns. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex('product_variants_sku_key').on(sql`lower(${t.sku})`),
  index('product_variants_product_idx').on(t.productId, t.position),
  check('product_variants_stock_non_negative', sql`${t.stock} >= 0`),
  check('product_variants_discount_range', sql`${t.discount} between 0 and 100`),
  check('product_variants_price_non_negative', sql`${t.pricePaise} >= 0`),
  check('product_variants_weight_positive', sql`${t.weightGrams} is null or ${t.weightGrams} > 0`),
]);

export const banners = pgTable('banners', {
  id: idColumn(),
  position: integer('position').notNull().default(0),
  material: text('material').notNull().default('all'),
  title: text('title').notNull().default(''),
  description: text('description').notNull().default(''),
  link: text('link'),
  image: text('image').notNull(),
  mobileImage: text('mobile_image'),
  isActive: boolean('is_active').notNull().default(true),
  ...timestamps,
}, (t) => [index('banners_material_idx').on(t.material, t.position)]);
