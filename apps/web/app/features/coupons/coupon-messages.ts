import { COUPON_NOTE_MS, COUPON_REMOVED_MESSAGE, couponAppliedMessage, couponExcludedNote, normalizeCouponCode } from '@dhatu/domain';
import type { ApplyCouponResult, RemoveCouponResult } from './types';

/** The coupon toasts (storefront §8); failures prefer the server's message. */
export const COUPONS_LOAD_FAILED = 'Failed to load coupons';
export const COUPON_APPLY_FAILED = 'Failed to apply coupon';
export const COUPON_REMOVE_FAILED = 'Failed to remove coupon';

export interface CouponToast {
  message: string;
  tone: 'success' | 'info';
  /** In milliseconds; the toaster's default when absent. */
  duration?: number;
}

/**
 * After a coupon is applied: 'Coupon {code} applied successfully!' (the server's words when it gave
 * them), then '{n} item(s) not eligible for this discount.' for 4 seconds when some lines are excluded.
 */
export function appliedToasts(result: Pick<ApplyCouponResult, 'message' | 'excludedItems' | 'cart'>, typedCode: string): CouponToast[] {
  const code = result.cart.appliedCoupon?.code ?? normalizeCouponCode(typedCode);
  const toasts: CouponToast[] = [{ message: result.message || couponAppliedMessage(code), tone: 'success' }];
  if (result.excludedItems.length > 0) {
    toasts.push({ message: couponExcludedNote(result.excludedItems.length), tone: 'info', duration: COUPON_NOTE_MS });
  }
  return toasts;
}

export function removedToast(result: Pick<RemoveCouponResult, 'message'>): CouponToast {
  return { message: result.message || COUPON_REMOVED_MESSAGE, tone: 'success' };
}
