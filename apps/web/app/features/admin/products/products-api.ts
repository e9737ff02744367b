import type { AdminProductCreate, AdminProductPatch, VariantsBodyInput } from '@dhatu/domain';
import { apiFetch } from '../../../lib/api-client';
import { adminPath, idPath } from '../admin-request';
import type { AdminProduct, AdminProductList, ProductDeleted, ProductListFilters } from './types';

const productPath = (id: string, action = '') => adminPath(idPath('/products', id) + action);

export const ADMIN_PRODUCTS_PAGE_SIZE = 20;

export function fetchAdminProducts(filters: ProductListFilters, signal?: AbortSignal): Promise<AdminProductList> {
  return apiFetch<AdminProductList>(adminPath('/products', { ...filters, limit: ADMIN_PRODUCTS_PAGE_SIZE }), { signal });
}

export function fetchAdminProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return apiFetch<AdminProduct>(productPath(id), { signal });
}

export function createProduct(body: AdminProductCreate): Promise<AdminProduct> {
  return apiFetch<AdminProduct>(adminPath('/products'), { method: 'POST', body });
}

export function updateProduct(id: string, body: AdminProductPatch): Promise<AdminProduct> {
  return apiFetch<AdminProduct>(productPath(id), { method: 'PATCH', body });
}

export function deleteProduct(id: string): Promise<ProductDeleted> {
  return apiFetch<ProductDeleted>(productPath(id), { method: 'DELETE' });
}

/** Adds pictures after the current ones (multipart, field 'images'); the server re-encodes each. */
export function uploadProductImages(id: string, files: readonly File[]): Promise<AdminProduct> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return apiFetch<AdminProduct>(productPath(id, '/images'), { method: 'POST', body: form });
}

/** Sets the pictures' order; a picture left out is deleted. */
export function setProductImages(id: string, images: readonly string[]): Promise<AdminProduct> {
  return apiFetch<AdminProduct>(productPath(id, '/images'), { method: 'PUT', body: { images } });
}

/** Replaces the options and variants; a 400 names the option or row that is wrong. */
export function setProductVariants(id: string, body: VariantsBodyInput): Promise<AdminProduct> {
  return apiFetch<AdminProduct>(productPath(id, '/variants'), { method: 'PUT', body });
}
