import { z } from 'zod';
import { bannerSchema } from './app-data.ts';
import { pageInfoSchema } from './common.ts';
import { SEARCH_COUNT_CAP } from '../product-list-state.ts';

const ref = z.object({ _id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof ref>;

/** An option of a product with variants: 'Size' with 'Small', 'Medium', 'Large' in the shop's order. */
export const productOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });

/** One variant on sale: one value per option (in the options' order), its own price, stock, SKU and picture. */
export const productVariantSchema = z.object({
  _id: z.string().describe('POST /api/cart takes it as variantId; /products/id/{product}?variant={_id} opens the page on it'),
  values: z.array(z.string()),
  sku: z.string(),
  price: z.number().describe('Price in rupees before discount'),
  discount: z.number().int().describe('Percent off'),
  discountedPrice: z.number().describe('What the shopper pays, in rupees'),
  stock: z.number().int(),
  image: z.string().nullable().describe("One of the product's images, shown when this variant is chosen"),
});
export type ProductOptionDto = z.infer<typeof productOptionSchema>;
export type ProductVariantDto = z.infer<typeof productVariantSchema>;

/** The variant a cart or order line is for: null for a product without options. */
export const lineVariantSchema = z.object({ _id: z.string(), values: z.array(z.string()), sku: z.string() }).nullable();
export type LineVariantDto = z.infer<typeof lineVariantSchema>;

/** A product as the storefront reads it (spec §3): prices in rupees, ratings with their aliases. */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  price: z.number().describe('Price in rupees before discount (with variants: of the cheapest variant in stock, else of the cheapest)'),
  discount: z.number().int().describe('Percent off'),
  discountedPrice: z.number().describe('What the shopper pays, in rupees: round(price × (1 − discount/100))'),
  stock: z.number().int().describe('Units in stock (with variants: the sum of theirs)'),
  madeToOrderDays: z.number().int().describe('Business days the workshop takes to make it before dispatch (0: ready to ship); GET /api/delivery/estimate with its productId adds them'),
  options: z.array(productOptionSchema).describe('Empty for a product without options'),
  variants: z.array(productVariantSchema).describe('Empty for a product without options'),
  images: z.array(z.string()),
  description: z.string(),
  productDescription: z.string(),
  ratings: z.number().describe('Average rating, one decimal; 0 when there are no reviews'),
  reviewsCount: z.number().int(),
  averageRating: z.number(),
  numReviews: z.number().int(),
  category: ref,
  subcategory: ref.nullable(),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDto = z.infer<typeof productSchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  ...pageInfoSchema.shape,
  capped: z.boolean().optional().describe(`A search counts at most ${SEARCH_COUNT_CAP} matches: true when there were more (total is then the cap; show "1,000+")`),
  didYouMean: z.string().nullable().optional().describe('A search that found nothing: a corrected search that finds something, else null'),
});

export type ProductList = z.infer<typeof productListSchema>;

/** The home and product-page sections (featured, new, similar). */
export const productSectionSchema = z.object({ products: z.array(productSchema) });
export type ProductSection = z.infer<typeof productSectionSchema>;

export const similarQuery = z.object({ exclude: z.string().max(64).optional() }).strict();

export const festiveCollectionSchema = z.object({ productIds: z.array(z.string()), bannerIds: z.array(z.string()) });
export type FestiveCollection = z.infer<typeof festiveCollectionSchema>;

export const sitemapSchema = z.object({ products: z.array(z.object({ _id: z.string(), updatedAt: z.string() })) });
export type SitemapEntries = z.infer<typeof sitemapSchema>;

export const productNotFoundSchema = z.object({ message: z.string() });

export const productIdParams = z.object({ id: z.string().min(1).max(64) });

export const bulkBodySchema = z.object({
  productIds: z.array(z.string().max(200)).max(100, 'At most 100 ids at once'),
}).strict();

export const bulkResponseSchema = z.object({ products: z.array(productSchema), failedIds: z.array(z.string()) });
export type BulkProducts = z.infer<typeof bulkResponseSchema>;

export const bulkBannersBodySchema = z.object({ bannerIds: z.array(z.string().max(200)).max(100, 'At most 100 ids at once') }).strict();
export const bulkBannersResponseSchema = z.object({ banners: z.array(bannerSchema), failedIds: z.array(z.string()) });
export type BulkBanners = z.infer<typeof bulkBannersResponseSchema>;

export const limitQuery = (fallback: number, max = 50) => z.object({
  limit: z.coerce.number().int().min(1).max(max).default(fallback),
}).strict();
