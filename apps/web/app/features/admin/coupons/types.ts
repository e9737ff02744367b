/** /api/admin/coupons answers the contract's shapes; money in whole rupees. */
export type { AdminCoupon, AdminCouponList, CouponDeleted } from '@dhatu/domain/contracts';
