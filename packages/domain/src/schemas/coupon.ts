import { z } from 'zod';
import { normalizeCouponCode } from '../coupons.ts';

export const COUPON_CODE_MESSAGE = 'Please enter a coupon code';
export const COUPON_CODE_INVALID_MESSAGE = 'Coupon codes use letters, numbers, - and _ only';

/** POST /coupons/apply body; the code comes out trimmed and upper-case. */
export const applyCouponSchema = z.object({
  couponCode: z
    .string({ error: COUPON_CODE_MESSAGE })
    .transform(normalizeCouponCode)
    .pipe(
      z
        .string()
        .min(1, COUPON_CODE_MESSAGE)
        .max(32, COUPON_CODE_INVALID_MESSAGE)
        .regex(/^[A-Z0-9_-]+$/, COUPON_CODE_INVALID_MESSAGE),
    ),
});
export type ApplyCouponInput = z.input<typeof applyCouponSchema>;
export type ApplyCoupon = z.output<typeof applyCouponSchema>;
