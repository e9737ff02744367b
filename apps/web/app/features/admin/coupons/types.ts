import type { CouponDiscountType } from '@dhatu/domain';
import type { PageInfo } from '../admin-request';

/** GET /api/admin/coupons (admin/catalogue/schemas.ts); money in whole rupees. */
export interface AdminCoupon {
  _id: string;
  code: string;
  description: string;
  discountType: CouponDiscountType;
  /** Percent for percentage types; rupees for fixed. */
  discountValue: number;
  maxDiscountAmount: number | null;
  minOrderAmount: number;
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  categoryIds: string[];
  productIds: string[];
  /** '10% OFF', '₹200 OFF', '20% OFF up to ₹500'. */
  label: string;
  createdAt: string;
  updatedAt: string;
}

export interface AdminCouponList extends PageInfo {
  coupons: AdminCoupon[];
}

export type CouponDeleted = { deleted: true } | { deactivated: true; coupon: AdminCoupon };
