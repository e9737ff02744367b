import type { AdminCouponCreate, AdminCouponPatch } from '@dhatu/domain';
import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminCoupon, AdminCouponList, CouponDeleted } from './types';

export const ADMIN_COUPONS_PAGE_SIZE = 20;

export function fetchAdminCoupons(filters: { search: string; status: string; page: number }, signal?: AbortSignal): Promise<AdminCouponList> {
  return apiFetch<AdminCouponList>(adminPath('/coupons', { ...filters, limit: ADMIN_COUPONS_PAGE_SIZE }), { signal });
}

export function createCoupon(body: AdminCouponCreate): Promise<AdminCoupon> {
  return apiFetch<AdminCoupon>(adminPath('/coupons'), { method: 'POST', body });
}

export function updateCoupon(id: string, body: AdminCouponPatch): Promise<AdminCoupon> {
  return apiFetch<AdminCoupon>(adminPath(idPath('/coupons', id)), { method: 'PATCH', body });
}

export function deleteCoupon(id: string): Promise<CouponDeleted> {
  return apiFetch<CouponDeleted>(adminPath(idPath('/coupons', id)), { method: 'DELETE' });
}
