import { z } from 'zod';
import { applyCouponSchema, COUPON_DISCOUNT_TYPES } from '../index.ts';
import { cartSchema } from './cart.ts';

export const applyCouponBodySchema = applyCouponSchema.strict();

/** A coupon the customer could use now, with whether it applies to this cart (storefront §3). */
export const availableCouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  discountValue: z.number().describe('Percent for percentage types; rupees for fixed'),
  maxDiscountAmount: z.number().nullable().describe('Cap of a percentage_upto coupon, in rupees'),
  minOrderAmount: z.number().describe('Minimum discounted cart subtotal, in rupees (0: none)'),
  description: z.string(),
  label: z.string().describe("'10% OFF', '₹200 OFF', '20% OFF up to ₹500'"),
  firstOrderOnly: z.boolean().describe('Only for a customer with no earlier order that was not cancelled'),
  isApplicable: z.boolean(),
  applicabilityReason: z.string().nullable().describe('Why it does not apply to this cart now; null when it does'),
});
export type AvailableCouponDto = z.infer<typeof availableCouponSchema>;

export const availableCouponsSchema = z.object({ coupons: z.array(availableCouponSchema) });

export type AvailableCoupons = z.infer<typeof availableCouponsSchema>;

export const excludedItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  itemTotal: z.number().describe('The line total, in rupees'),
});

export const applyCouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cart: cartSchema,
  excludedItems: z.array(excludedItemSchema).describe("Lines outside the coupon's categories or products: they get no discount"),
});

export const removeCouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cart: cartSchema,
});
export type ExcludedItem = z.infer<typeof excludedItemSchema>;
export type ApplyCouponResult = z.infer<typeof applyCouponResponseSchema>;
export type RemoveCouponResult = z.infer<typeof removeCouponResponseSchema>;
