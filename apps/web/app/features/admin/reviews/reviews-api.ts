import type { Deleted } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminReview, AdminReviewList } from './types';

export function fetchAdminReviews(filters: { status: string; page: number }, signal?: AbortSignal): Promise<AdminReviewList> {
  return apiFetch<AdminReviewList>(adminPath('/reviews', { ...filters, limit: 20 }), { signal });
}

export function setReviewHidden(id: string, isHidden: boolean): Promise<AdminReview> {
  return apiFetch<AdminReview>(adminPath(idPath('/reviews', id)), { method: 'PATCH', body: { isHidden } });
}

export function deleteReview(id: string): Promise<Deleted> {
  return apiFetch<Deleted>(adminPath(idPath('/reviews', id)), { method: 'DELETE' });
}
