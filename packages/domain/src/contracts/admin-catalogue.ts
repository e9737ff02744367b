import { z } from 'zod';
import {
  adminBannerCreateSchema, adminBannerPatchSchema, adminCategoryCreateSchema, adminCategoryPatchSchema, adminCouponCreateSchema,
  adminCouponPatchSchema, adminProductCreateSchema, adminProductImagesSchema, adminProductPatchSchema, adminSubcategoryCreateSchema,
  adminSubcategoryPatchSchema, COUPON_DISCOUNT_TYPES, freeText, ID_PATTERN, variantsBodySchema,
} from '../index.ts';
import { pageInfoSchema } from './common.ts';
import { productOptionSchema } from './catalogue.ts';

/**
 * Request and response shapes of the shop owner's catalogue routes (/api/admin/products,
 * categories, subcategories, banners, coupons). Request bodies are the domain's schemas, which the
 * console's forms use too. Money in whole rupees; ids are the public `_id` strings.
 */

// ── Shared ──────────────────────────────────────────────────────────────────────────────────
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const pageFields = {
  page: z.coerce.number({ error: 'page must be a whole number of at least 1' }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: `limit must be a whole number from 1 to ${ADMIN_MAX_PAGE_SIZE}` }).int().min(1).max(ADMIN_MAX_PAGE_SIZE)
    .default(ADMIN_PAGE_SIZE),
};
const search = freeText('search').max(100).optional().transform((value) => value || undefined);
const optionalId = z.string().regex(ID_PATTERN, 'Invalid id').optional();

export const idParams = z.object({ id: z.string().regex(ID_PATTERN, 'Invalid id') });
const ref = z.object({ _id: z.string(), name: z.string() });
/** What every admin list answers beside its items. */
export const pageOf = pageInfoSchema.shape;

/** Answer of a DELETE that removed the record. */
export const deletedSchema = z.object({ deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;

// ── Products ────────────────────────────────────────────────────────────────────────────────
export const VISIBILITY_FILTERS = ['visible', 'hidden', 'all'] as const;

export const adminProductListQuery = z.object({
  search: search.describe('Matches the name, category and subcategory (typo-tolerant, like the shop search)'),
  status: z.enum(VISIBILITY_FILTERS, { error: `status must be one of ${VISIBILITY_FILTERS.join(', ')}` }).default('all'),
  categoryId: optionalId,
  ...pageFields,
}).strict();

export const adminProductSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().int().describe('Whole rupees before discount'),
  discount: z.number().int(),
  salePrice: z.number().int().describe('What the shopper pays, in rupees'),
  stock: z.number().int(),
  category: ref,
  subcategory: ref.nullable(),
  images: z.array(z.string()).describe('Widest WebP renditions, in display order; narrower ones sit beside them (x.w480.webp)'),
  isFeatured: z.boolean(),
  isNew: z.boolean(),
  inFestive: z.boolean(),
  isHidden: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminVariantSchema = z.object({
  _id: z.string(),
  values: z.array(z.string()).describe("One per option, in the options' order"),
  sku: z.string(),
  price: z.number().int().describe('Whole rupees before discount'),
  discount: z.number().int(),
  salePrice: z.number().int().describe('What the shopper pays, in rupees'),
  stock: z.number().int(),
  weightGrams: z.number().int().nullable(),
  image: z.string().nullable(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** PUT /api/admin/products/{id}/variants: replaces the options and the set of variants (see the domain's schema). */
export const variantsBody = variantsBodySchema;

export const adminProductSchema = adminProductSummarySchema.extend({
  slug: z.string(),
  description: z.string(),
  productDescription: z.string(),
  festivePosition: z.number().int().nullable().describe('Place in the festive collection (ascending); null when not in it'),
  maxPerOrder: z.number().int().nullable().describe("Most units one order may hold; null: the shop's limit (GET /api/admin/settings/limits)"),
  hsnCode: z.string().nullable().describe("HSN code of its invoice lines; null: its category's (else the shop's default)"),
  madeToOrderDays: z.number().int().describe('Business days the workshop takes to make it, added to dispatch in its delivery promise; 0: ready to ship'),
  options: z.array(productOptionSchema).describe('Up to 3; empty for a product without options'),
  variants: z.array(adminVariantSchema).describe('Variants on sale (retired ones, kept for old orders, are not listed)'),
  ratings: z.number().describe('Average of visible reviews, one decimal; 0 without reviews'),
  reviewsCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListSchema = z.object({ products: z.array(adminProductSummarySchema), ...pageOf });

export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const productCreateBody = adminProductCreateSchema;
export const productPatchBody = adminProductPatchSchema;
export const productImagesBody = adminProductImagesSchema;

export const productDeletedSchema = z.union([
  deletedSchema.describe('Never ordered: the product, its images and its reviews are gone'),
  z.object({ archived: z.literal(true) }).describe('Ordered before: hidden for good, kept so old orders and invoices still show it'),
]);

export type ProductDeleted = z.infer<typeof productDeletedSchema>;

// ── Categories and subcategories ────────────────────────────────────────────────────────────
export const adminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  hsnCode: z.string().nullable().describe("HSN code of its products' invoice lines (a product's own comes first); null: the shop's default"),
  productCount: z.number().int().describe('Products in it, hidden ones included (archived ones not)'),
  subcategoryCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminSubcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  image: z.string().nullable(),
  position: z.number().int(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSubcategory = z.infer<typeof adminSubcategorySchema>;

export const adminCategoryListQuery = z.object({ search, ...pageFields }).strict();
export const adminSubcategoryListQuery = z.object({ search, categoryId: optionalId, ...pageFields }).strict();
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema), ...pageOf });
export const adminSubcategoryListSchema = z.object({ subcategories: z.array(adminSubcategorySchema), ...pageOf });

export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;
export type AdminSubcategoryList = z.infer<typeof adminSubcategoryListSchema>;

export const categoryCreateBody = adminCategoryCreateSchema;
export const categoryPatchBody = adminCategoryPatchSchema;
export const subcategoryCreateBody = adminSubcategoryCreateSchema;
export const subcategoryPatchBody = adminSubcategoryPatchSchema;
/** What the console's editors send (all fields optional on a change; the create call needs a name). */
export type CategoryPatchBody = z.input<typeof categoryPatchBody>;
export type SubcategoryPatchBody = z.input<typeof subcategoryPatchBody>;

// ── Banners ─────────────────────────────────────────────────────────────────────────────────
export const adminBannerSchema = z.object({
  _id: z.string(),
  position: z.number().int().describe("The public API's `order`"),
  material: z.string(),
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  image: z.string().nullable().describe('Desktop image (widths 640/1280/1920); null until uploaded'),
  mobileImage: z.string().nullable().describe('Phone image (widths 240/480/960); optional'),
  isActive: z.boolean().describe('Shown in the shop (needs the desktop image)'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const adminBannerListQuery = z.object({ material: z.string().trim().toLowerCase().max(40).optional(), ...pageFields }).strict();
export const adminBannerListSchema = z.object({ banners: z.array(adminBannerSchema), ...pageOf });
export type AdminBannerList = z.infer<typeof adminBannerListSchema>;
export const bannerCreateBody = adminBannerCreateSchema;
export const bannerPatchBody = adminBannerPatchSchema;
export type BannerPatchBody = z.input<typeof bannerPatchBody>;
export const BANNER_IMAGE_KINDS = ['desktop', 'mobile'] as const;
export type BannerImageKind = (typeof BANNER_IMAGE_KINDS)[number];
export const bannerImageQuery = z.object({
  kind: z.enum(BANNER_IMAGE_KINDS, { error: "kind must be 'desktop' or 'mobile'" }).default('desktop'),
}).strict();

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────
export const adminCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number().describe('Percent for percentage types; rupees for fixed'),
  maxDiscountAmount: z.number().nullable().describe('Cap of a percentage_upto coupon, in rupees'),
  minOrderAmount: z.number().describe('Minimum discounted cart subtotal, in rupees'),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  firstOrderOnly: z.boolean().describe('Only for a customer with no earlier order that was not cancelled'),
  usedCount: z.number().int().describe('Orders that used it so far (a cancelled order gives its use back)'),
  categoryIds: z.array(z.string()),
  productIds: z.array(z.string()),
  label: z.string().describe("'10% OFF', '₹200 OFF', '20% OFF up to ₹500'"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const COUPON_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
export const adminCouponListQuery = z.object({
  search: search.describe('Part of the code'),
  status: z.enum(COUPON_STATUS_FILTERS, { error: `status must be one of ${COUPON_STATUS_FILTERS.join(', ')}` }).default('all'),
  ...pageFields,
}).strict();
export const adminCouponListSchema = z.object({ coupons: z.array(adminCouponSchema), ...pageOf });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;
export const couponCreateBody = adminCouponCreateSchema;
export const couponPatchBody = adminCouponPatchSchema;
export const couponDeletedSchema = z.union([
  deletedSchema.describe('Never used: gone'),
  z.object({ deactivated: z.literal(true), coupon: adminCouponSchema }).describe('Used by an order: kept as order history, switched off'),
]);
export type CouponDeleted = z.infer<typeof couponDeletedSchema>;
