import type { CategoryPatchBody, Deleted, SubcategoryPatchBody } from '@dhatu/domain/contracts';
import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminCategory, AdminCategoryList, AdminSubcategory, AdminSubcategoryList } from './types';

/** The shop has a handful of each; one page of the largest size holds them all. */
const ALL = 100;

export function fetchAdminCategories(signal?: AbortSignal): Promise<AdminCategoryList> {
  return apiFetch<AdminCategoryList>(adminPath('/categories', { limit: ALL }), { signal });
}

export function fetchAdminSubcategories(categoryId: string | undefined, signal?: AbortSignal): Promise<AdminSubcategoryList> {
  return apiFetch<AdminSubcategoryList>(adminPath('/subcategories', { categoryId, limit: ALL }), { signal });
}

/** What the editors send, to create or to change one. */
export type CategoryBody = CategoryPatchBody;
export type SubcategoryBody = SubcategoryPatchBody;

type Kind = 'categories' | 'subcategories';
type Of<K extends Kind> = K extends 'categories' ? AdminCategory : AdminSubcategory;

export function createCategoryLike<K extends Kind>(kind: K, body: K extends 'categories' ? CategoryBody : SubcategoryBody): Promise<Of<K>> {
  return apiFetch<Of<K>>(adminPath(`/${kind}`), { method: 'POST', body });
}

export function updateCategoryLike<K extends Kind>(kind: K, id: string, body: K extends 'categories' ? CategoryBody : SubcategoryBody): Promise<Of<K>> {
  return apiFetch<Of<K>>(adminPath(idPath(`/${kind}`, id)), { method: 'PATCH', body });
}

export function deleteCategoryLike(kind: Kind, id: string): Promise<Deleted> {
  return apiFetch<Deleted>(adminPath(idPath(`/${kind}`, id)), { method: 'DELETE' });
}

/** Replaces the picture (multipart, field 'image'). */
export function uploadCategoryLikeImage<K extends Kind>(kind: K, id: string, file: File): Promise<Of<K>> {
  const form = new FormData();
  form.append('image', file, file.name);
  return apiFetch<Of<K>>(adminPath(idPath(`/${kind}`, id) + '/image'), { method: 'POST', body: form });
}
