import type { BannerPatchBody, Deleted } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminBanner, AdminBannerList, BannerImageKind } from './types';

/** What the banner editor sends, to create or to change one. */
export type BannerBody = BannerPatchBody;

export function fetchAdminBanners(material: string, signal?: AbortSignal): Promise<AdminBannerList> {
  return apiFetch<AdminBannerList>(adminPath('/banners', { material, limit: 100 }), { signal });
}

export function createBanner(body: BannerBody): Promise<AdminBanner> {
  return apiFetch<AdminBanner>(adminPath('/banners'), { method: 'POST', body });
}

export function updateBanner(id: string, body: BannerBody): Promise<AdminBanner> {
  return apiFetch<AdminBanner>(adminPath(idPath('/banners', id)), { method: 'PATCH', body });
}

export function deleteBanner(id: string): Promise<Deleted> {
  return apiFetch<Deleted>(adminPath(idPath('/banners', id)), { method: 'DELETE' });
}

export function uploadBannerImage(id: string, kind: BannerImageKind, file: File): Promise<AdminBanner> {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiFetch<AdminBanner>(adminPath(idPath('/banners', id) + '/image', { kind }), { method: 'POST', body: form });
}
