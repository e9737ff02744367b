import type { CouponDiscountType } from '@dhatu/domain';
import type { ServerCart } from '../cart/types';

/** GET /api/coupons/available (storefront §3 Coupon), amounts in rupees. */
export interface AvailableCoupon {
  _id: string;
  code: string;
  discountType: CouponDiscountType;
  discountValue: number;
  maxDiscountAmount: number | null;
  minOrderAmount: number;
  description: string;
  /** '10% OFF', '₹200 OFF', '20% OFF up to ₹500'. */
  label: string;
  isApplicable: boolean;
  /** Why it does not apply to this cart now; null when it does. */
  applicabilityReason: string | null;
}

export interface ExcludedItem {
  productId: string;
  productName: string;
  itemTotal: number;
}

/** POST /api/coupons/apply (storefront §3 Apply-coupon response). */
export interface ApplyCouponResult {
  success: true;
  message: string;
  cart: ServerCart;
  excludedItems: ExcludedItem[];
}

/** DELETE /api/coupons/remove. */
export interface RemoveCouponResult {
  success: true;
  message: string;
  cart: ServerCart;
}
