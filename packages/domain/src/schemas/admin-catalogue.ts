import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES } from '../constants.ts';
import { HSN_PATTERN } from '../gst.ts';
import { ID_PATTERN } from '../product-list-state.ts';
import { applyCouponSchema } from './coupon.ts';
import { freeText } from './fields.ts';
import { productMaxPerOrderSchema } from './order-limits.ts';

/**
 * What the shop owner's console sends for products, categories, banners and coupons. The API
 * validates with these (strict, so unknown keys are refused) and the console's forms use the same
 * schemas, so both show the same words. Money is in whole rupees, as in the public API.
 */

export const ADMIN_LIMITS = {
  productName: 200,
  description: 5_000,
  productDescription: 20_000,
  /** ₹1 crore: far above anything the shop sells, well inside the database's integer paise. */
  price: 10_000_000,
  stock: 1_000_000,
  productImages: 6,
  /** Per uploaded image; product photos from a camera are larger than review photos. */
  imageBytes: 10 * 1024 * 1024,
  categoryName: 80,
  position: 10_000,
  bannerTitle: 120,
  bannerDescription: 300,
  bannerMaterial: 40,
  link: 500,
  couponDescription: 200,
  couponIds: 100,
  couponUses: 10_000_000,
  /** Business days a made-to-order piece takes before dispatch: two months at most. */
  madeToOrderDays: 60,
} as const;

export const ADMIN_MESSAGES = {
  productName: 'Please enter the product name',
  productNameTooLong: `Product name must be at most ${ADMIN_LIMITS.productName} characters`,
  price: 'Price must be a whole number of rupees, 0 or more',
  priceTooHigh: `Price must be at most ₹${ADMIN_LIMITS.price.toLocaleString('en-IN')}`,
  discount: 'Discount must be a whole number from 0 to 100',
  stock: 'Stock must be a whole number, 0 or more',
  stockTooHigh: `Stock must be at most ${ADMIN_LIMITS.stock.toLocaleString('en-IN')}`,
  category: 'Please choose a category',
  subcategory: 'Please choose a subcategory of the chosen category',
  descriptionTooLong: `Description must be at most ${ADMIN_LIMITS.description.toLocaleString('en-IN')} characters`,
  productDescriptionTooLong: `Product details must be at most ${ADMIN_LIMITS.productDescription.toLocaleString('en-IN')} characters`,
  flag: 'Must be true or false',
  categoryName: 'Please enter a name',
  categoryNameTooLong: `Name must be at most ${ADMIN_LIMITS.categoryName} characters`,
  position: `Position must be a whole number from 0 to ${ADMIN_LIMITS.position}`,
  material: 'Material must be letters, numbers or - (for example home, diwali, silver)',
  bannerTitleTooLong: `Title must be at most ${ADMIN_LIMITS.bannerTitle} characters`,
  bannerDescriptionTooLong: `Description must be at most ${ADMIN_LIMITS.bannerDescription} characters`,
  link: 'Link must be a page of the shop (starting with /) or a full https:// address',
  couponDescriptionTooLong: `Description must be at most ${ADMIN_LIMITS.couponDescription} characters`,
  discountType: `Discount type must be one of ${COUPON_DISCOUNT_TYPES.join(', ')}`,
  discountValue: 'Discount value must be a whole number, at least 1',
  percentValue: 'Percentage must be a whole number from 1 to 100',
  maxDiscount: 'Maximum discount must be a whole number of rupees, at least 1',
  maxDiscountRequired: 'Enter the most this coupon can take off',
  minOrder: 'Minimum order must be a whole number of rupees, 0 or more',
  date: 'Enter a date and time with its time zone (ISO 8601)',
  endBeforeStart: 'The end must be after the start',
  usageLimit: 'Usage limit must be a whole number, at least 1 (or empty for no limit)',
  perCustomerLimit: 'Uses per customer must be a whole number, at least 1 (or empty for no limit)',
  ids: 'Must be a list of ids',
  tooManyIds: `At most ${ADMIN_LIMITS.couponIds} ids`,
  hsnCode: 'HSN code must be 4, 6 or 8 digits',
  madeToOrderDays: `Days to make must be a whole number from 0 to ${ADMIN_LIMITS.madeToOrderDays}`,
} as const;

const id = (message: string) => z.string({ error: message }).regex(ID_PATTERN, message);
const flag = z.boolean({ error: ADMIN_MESSAGES.flag });
const wholeNumber = (message: string, min: number, max: number, maxMessage = message) =>
  z.number({ error: message }).int(message).min(min, message).max(max, maxMessage);
/** Free text of the console (see freeText): `multiline` for the long texts a page shows as paragraphs. */
const text = (label: string, max: number, message: string, multiline = false) =>
  freeText(label, { multiline, error: message }).max(max, message);
const name = (label: string, required: string, tooLong: string, max: number) =>
  freeText(label, { error: required }).min(1, required).max(max, tooLong);
/**
 * The HSN code of a category's or a product's invoice lines (gst.ts hsnOf); empty or null: none
 * of its own (a product then takes its category's, a category the shop's default).
 */
export const hsnCodeSchema = z.string({ error: ADMIN_MESSAGES.hsnCode }).trim()
  .refine((value) => value === '' || HSN_PATTERN.test(value), ADMIN_MESSAGES.hsnCode)
  .nullable()
  .transform((value) => value || null);

// ── Products ────────────────────────────────────────────────────────────────────────────────
const productFields = {
  name: name('Product name', ADMIN_MESSAGES.productName, ADMIN_MESSAGES.productNameTooLong, ADMIN_LIMITS.productName),
  /** Whole rupees before the discount. */
  price: wholeNumber(ADMIN_MESSAGES.price, 0, ADMIN_LIMITS.price, ADMIN_MESSAGES.priceTooHigh),
  /** Whole percent off. */
  discount: wholeNumber(ADMIN_MESSAGES.discount, 0, 100),
  stock: wholeNumber(ADMIN_MESSAGES.stock, 0, ADMIN_LIMITS.stock, ADMIN_MESSAGES.stockTooHigh),
  /** Most units one order may hold (against hoarding); null: the shop's limit (console settings). */
  maxPerOrder: productMaxPerOrderSchema,
  category: id(ADMIN_MESSAGES.category),
  subcategory: id(ADMIN_MESSAGES.subcategory).nullable(),
  /** Overrides the category's HSN code on invoices; null: the category's. */
  hsnCode: hsnCodeSchema,
  /** Business days the workshop takes to make it, added to dispatch in its delivery promise; 0: ready to ship. */
  madeToOrderDays: wholeNumber(ADMIN_MESSAGES.madeToOrderDays, 0, ADMIN_LIMITS.madeToOrderDays),
  description: text('Description', ADMIN_LIMITS.description, ADMIN_MESSAGES.descriptionTooLong, true),
  productDescription: text('Product details', ADMIN_LIMITS.productDescription, ADMIN_MESSAGES.productDescriptionTooLong, true),
  isFeatured: flag,
  isNew: flag,
  /** true: appended to the end of the festive collection; false: taken out of it. */
  inFestive: flag,
  isHidden: flag,
};

/** POST /api/admin/products: name, price, stock and category are required; the rest have defaults. */
export const adminProductCreateSchema = z.object({
  ...productFields,
  discount: productFields.discount.default(0),
  maxPerOrder: productFields.maxPerOrder.default(null),
  subcategory: productFields.subcategory.default(null),
  hsnCode: hsnCodeSchema.default(null),
  madeToOrderDays: productFields.madeToOrderDays.default(0),
  description: productFields.description.default(''),
  productDescription: productFields.productDescription.default(''),
  isFeatured: flag.default(false),
  isNew: flag.default(false),
  inFestive: flag.default(false),
  isHidden: flag.default(false),
}).strict();
export type AdminProductCreateInput = z.input<typeof adminProductCreateSchema>;
export type AdminProductCreate = z.output<typeof adminProductCreateSchema>;

/** PATCH /api/admin/products/{id}: any of the fields. */
export const adminProductPatchSchema = z.object(productFields).partial().strict();
export type AdminProductPatch = z.output<typeof adminProductPatchSchema>;

/** PUT /api/admin/products/{id}/images: the new order, a reorder or subset of the current list. */
export const adminProductImagesSchema = z.object({
  images: z.array(z.string().max(300), { error: 'images must be a list of image URLs' })
    .max(ADMIN_LIMITS.productImages, `A product can have at most ${ADMIN_LIMITS.productImages} images`),
}).strict();

// ── Categories and subcategories ────────────────────────────────────────────────────────────
const categoryName = name('Name', ADMIN_MESSAGES.categoryName, ADMIN_MESSAGES.categoryNameTooLong, ADMIN_LIMITS.categoryName);
const position = wholeNumber(ADMIN_MESSAGES.position, 0, ADMIN_LIMITS.position);

/** Position: where it sorts among its siblings (ascending); left out, it goes last. */
export const adminCategoryCreateSchema = z.object({ name: categoryName, position: position.optional(), hsnCode: hsnCodeSchema.default(null) }).strict();
export const adminCategoryPatchSchema = z.object({ name: categoryName, position, hsnCode: hsnCodeSchema }).partial().strict();

export const adminSubcategoryCreateSchema = z.object({
  name: categoryName,
  categoryId: id(ADMIN_MESSAGES.category),
  position: position.optional(),
}).strict();
export const adminSubcategoryPatchSchema = z.object({ name: categoryName, categoryId: id(ADMIN_MESSAGES.category), position })
  .partial().strict();

// ── Banners ─────────────────────────────────────────────────────────────────────────────────
/** A page of the shop ('/diwali-sale') or an https address; empty means no link. */
export const bannerLinkSchema = z.string({ error: ADMIN_MESSAGES.link }).trim().max(ADMIN_LIMITS.link, ADMIN_MESSAGES.link)
  .refine((value) => value === '' || /^\/(?![/\\])\S*$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), ADMIN_MESSAGES.link)
  .nullable()
  .transform((value) => value || null);

const bannerFields = {
  position,
  /** Where the banner shows: 'home' (home carousel), 'diwali' (festive page), 'all' or a material's name. */
  material: z.string({ error: ADMIN_MESSAGES.material }).trim().toLowerCase()
    .regex(/^[a-z0-9-]+$/, ADMIN_MESSAGES.material).max(ADMIN_LIMITS.bannerMaterial, ADMIN_MESSAGES.material),
  title: text('Title', ADMIN_LIMITS.bannerTitle, ADMIN_MESSAGES.bannerTitleTooLong),
  description: text('Description', ADMIN_LIMITS.bannerDescription, ADMIN_MESSAGES.bannerDescriptionTooLong),
  link: bannerLinkSchema,
  isActive: flag,
};

/**
 * POST /api/admin/banners. A banner is created without its image, so it starts inactive; it is
 * switched on (PATCH isActive) once its desktop image is uploaded.
 */
export const adminBannerCreateSchema = z.object({
  ...bannerFields,
  position: position.optional(),
  title: bannerFields.title.default(''),
  description: bannerFields.description.default(''),
  link: bannerLinkSchema.default(null),
  isActive: flag.default(false),
}).strict();
export const adminBannerPatchSchema = z.object(bannerFields).partial().strict();

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────
const when = z.iso.datetime({ offset: true, error: ADMIN_MESSAGES.date }).nullable();
const idList = z.array(id(ADMIN_MESSAGES.ids), { error: ADMIN_MESSAGES.ids }).max(ADMIN_LIMITS.couponIds, ADMIN_MESSAGES.tooManyIds)
  .transform((ids) => [...new Set(ids)]);

const couponFields = {
  /** Stored upper-case; the same rules as the code a shopper types in the cart. */
  code: applyCouponSchema.shape.couponCode,
  description: text('Description', ADMIN_LIMITS.couponDescription, ADMIN_MESSAGES.couponDescriptionTooLong),
  discountType: z.enum(COUPON_DISCOUNT_TYPES, { error: ADMIN_MESSAGES.discountType }),
  /** Percent (1–100) for percentage types; whole rupees for fixed. */
  discountValue: wholeNumber(ADMIN_MESSAGES.discountValue, 1, ADMIN_LIMITS.price),
  /** Cap of a percentage_upto coupon, in rupees (ignored by the other types). */
  maxDiscountAmount: wholeNumber(ADMIN_MESSAGES.maxDiscount, 1, ADMIN_LIMITS.price).nullable(),
  minOrderAmount: wholeNumber(ADMIN_MESSAGES.minOrder, 0, ADMIN_LIMITS.price),
  startsAt: when,
  /** The last moment the coupon holds (inclusive). */
  endsAt: when,
  isActive: flag,
  usageLimit: wholeNumber(ADMIN_MESSAGES.usageLimit, 1, ADMIN_LIMITS.couponUses).nullable(),
  perCustomerLimit: wholeNumber(ADMIN_MESSAGES.perCustomerLimit, 1, ADMIN_LIMITS.couponUses).nullable(),
  /** Only for a customer with no earlier order that was not cancelled. */
  firstOrderOnly: flag,
  /** When either list has ids, only those categories' or products' lines get the discount. */
  categoryIds: idList,
  productIds: idList,
};

type CouponShape = {
  discountType: (typeof COUPON_DISCOUNT_TYPES)[number];
  discountValue: number;
  maxDiscountAmount: number | null;
  startsAt: string | null;
  endsAt: string | null;
};

/**
 * The rules that tie coupon fields together. The console checks its whole form; the API checks the
 * coupon as it will be stored (an edit merged over the current coupon).
 */
export function couponConsistencyIssues(coupon: CouponShape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (coupon.discountType !== 'fixed' && coupon.discountValue > 100) issues.push({ path: 'discountValue', message: ADMIN_MESSAGES.percentValue });
  if (coupon.discountType === 'percentage_upto' && coupon.maxDiscountAmount == null) {
    issues.push({ path: 'maxDiscountAmount', message: ADMIN_MESSAGES.maxDiscountRequired });
  }
  if (coupon.startsAt && coupon.endsAt && Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) {
    issues.push({ path: 'endsAt', message: ADMIN_MESSAGES.endBeforeStart });
  }
  return issues;
}

const couponObject = z.object({
  ...couponFields,
  description: couponFields.description.default(''),
  maxDiscountAmount: couponFields.maxDiscountAmount.default(null),
  minOrderAmount: couponFields.minOrderAmount.default(0),
  startsAt: when.default(null),
  endsAt: when.default(null),
  isActive: flag.default(true),
  usageLimit: couponFields.usageLimit.default(null),
  perCustomerLimit: couponFields.perCustomerLimit.default(null),
  firstOrderOnly: flag.default(false),
  categoryIds: idList.default([]),
  productIds: idList.default([]),
}).strict();

/** POST /api/admin/coupons (and the console's whole coupon form). */
export const adminCouponCreateSchema = couponObject.superRefine((coupon, ctx) => {
  for (const issue of couponConsistencyIssues(coupon)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, input: coupon });
});
export type AdminCouponCreateInput = z.input<typeof adminCouponCreateSchema>;
export type AdminCouponCreate = z.output<typeof adminCouponCreateSchema>;

/** PATCH /api/admin/coupons/{id}: any of the fields; the result is checked as a whole by the server. */
export const adminCouponPatchSchema = z.object(couponFields).partial().strict();
export type AdminCouponPatch = z.output<typeof adminCouponPatchSchema>;

// ── Reviews and messages ────────────────────────────────────────────────────────────────────
export const adminReviewPatchSchema = z.object({ isHidden: flag }).strict();
export const CONTACT_MESSAGE_STATUS_VALUES = ['new', 'handled'] as const;
export const adminMessagePatchSchema = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUS_VALUES, { error: "status must be 'new' or 'handled'" }),
}).strict();
