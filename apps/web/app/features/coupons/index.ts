/** The coupons feature's public face: what other features may use. */
export { applyCoupon, removeCoupon } from './coupon-api';
export { COUPONS_LOAD_FAILED, COUPON_APPLY_FAILED, COUPON_REMOVE_FAILED, appliedToasts, removedToast } from './coupon-messages';
export { couponQueries } from './coupon-queries';
export { type AvailableCoupon } from './types';
