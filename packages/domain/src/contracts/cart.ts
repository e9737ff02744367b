import { z } from 'zod';
import { COUPON_DISCOUNT_TYPES } from '../index.ts';
import { lineVariantSchema, productSchema } from './catalogue.ts';

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);

export const appliedCouponSchema = z.object({
  code: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number().describe('Percent for percentage types; rupees for fixed'),
  description: z.string(),
  label: z.string().describe("'10% OFF', '₹200 OFF', '20% OFF up to ₹500'"),
  discountAmount: rupees('What the coupon takes off this cart'),
});

export const cartItemSchema = z.object({
  _id: z.string().describe('The cart line; DELETE /api/cart/{_id} removes it'),
  product: productSchema.describe("The product as GET /api/products/{id} answers it, with current price and stock (for a variant line: price, discount and stock are the variant's)"),
  variant: lineVariantSchema.describe('The chosen variant; null for a product without options'),
  quantity: z.number().int(),
  lineTotal: rupees('Discounted price × quantity'),
  maxPerOrder: z.number().int().describe("Most units of this product one order may hold (the product's own limit, else the shop's); the stock may allow fewer"),
});

/** Every cart call answers the whole cart with current prices and totals (storefront §3, §9). */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  appliedCoupon: appliedCouponSchema.nullable(),
  couponDiscount: rupees('Coupon discount'),
  originalSubtotal: rupees('Sum of list prices'),
  subtotal: rupees('Sum of discounted prices'),
  productDiscount: rupees('originalSubtotal − subtotal'),
  shippingFee: rupees('Shipping on (subtotal − coupon); 0 shows as Free'),
  isFreeShipping: z.boolean(),
  minOrderForFree: rupees('Free shipping threshold'),
  remainingForFreeShipping: rupees('What is still missing for free shipping'),
  total: rupees('subtotal − coupon + shipping'),
  itemCount: z.number().int().describe('Units across all lines'),
  notices: z.array(z.string()).describe('Why the cart changed on its own: products gone or out of stock, quantities lowered to the stock or the per-order limit, a coupon that no longer holds'),
});
export type CartDto = z.infer<typeof cartSchema>;

export type AppliedCouponDto = z.infer<typeof appliedCouponSchema>;
export type CartItemDto = z.infer<typeof cartItemSchema>;

export const cartItemIdParams = z.object({ cartItemId: z.string().min(1).max(64) });

/** POST /api/shipping/calculate (storefront §3 Shipping result). */
export const shippingResultSchema = z.object({
  shippingFee: z.number().describe('In rupees; 0 shows as Free'),
  isFreeShipping: z.boolean(),
  minOrderForFree: z.number().describe('Free shipping threshold, in rupees'),
  remainingForFreeShipping: z.number().describe('What is still missing for free shipping, in rupees'),
});
export type ShippingResult = z.infer<typeof shippingResultSchema>;
