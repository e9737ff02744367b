import { apiFetch } from '../../lib/api-client';
import type { ApplyCouponResult, AvailableCoupon, AvailableCoupons, RemoveCouponResult } from './types';

/** The coupon calls (storefront §7), for the signed-in customer's cart. */

export async function fetchAvailableCoupons(signal?: AbortSignal): Promise<AvailableCoupon[]> {
  const answer = await apiFetch<AvailableCoupons | AvailableCoupon[]>('/api/coupons/available', { signal });
  return Array.isArray(answer) ? answer : answer.coupons;
}

export function applyCoupon(couponCode: string): Promise<ApplyCouponResult> {
  return apiFetch<ApplyCouponResult>('/api/coupons/apply', { method: 'POST', body: { couponCode } });
}

export function removeCoupon(): Promise<RemoveCouponResult> {
  return apiFetch<RemoveCouponResult>('/api/coupons/remove', { method: 'DELETE' });
}
