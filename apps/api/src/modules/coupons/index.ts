/** The coupons module's public face: what other modules may use. */
export { couponTerms, customerUsesByCoupon, customerUsesOf, earlierOrderCount, earlierOrdersOf, toDomainCoupon, type CouponRow } from './coupon-model.ts';
