/** The coupon answers (storefront §3 Coupon, Apply-coupon response): the contract's, amounts in rupees. */
export type {
  ApplyCouponResult, AvailableCouponDto as AvailableCoupon, AvailableCoupons, ExcludedItem, RemoveCouponResult,
} from '@dhatu/domain/contracts';
