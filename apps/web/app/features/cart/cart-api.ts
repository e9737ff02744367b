import type { BulkProducts } from '@dhatu/domain/contracts';
import { apiFetch } from '../../lib/api-client';
import type { CardProduct } from '../catalogue';
import type { ServerCart, ShippingResult } from './types';

/** The cart calls (storefront §7). Every cart answer is the whole cart. */

export function fetchCart(signal?: AbortSignal): Promise<ServerCart> {
  return apiFetch<ServerCart>('/api/cart', { signal });
}

/** Sets a product's (or one variant's) quantity (0 or less removes it). */
export function setCartQuantity(productId: string, quantity: number, variantId?: string): Promise<ServerCart> {
  return apiFetch<ServerCart>('/api/cart', { method: 'POST', body: { productId, quantity, ...(variantId ? { variantId } : {}) } });
}

export function removeCartLine(cartItemId: string): Promise<ServerCart> {
  return apiFetch<ServerCart>(`/api/cart/${encodeURIComponent(cartItemId)}`, { method: 'DELETE' });
}

export function clearServerCart(): Promise<ServerCart> {
  return apiFetch<ServerCart>('/api/cart/clear', { method: 'DELETE' });
}

export function mergeIntoServerCart(items: { product: string; variant?: string; quantity: number }[]): Promise<ServerCart> {
  return apiFetch<ServerCart>('/api/cart/merge', { method: 'POST', body: { items } });
}

/** Public: the shipping fee for an order amount in rupees. */
export function calculateShipping(orderAmount: number, signal?: AbortSignal): Promise<ShippingResult> {
  return apiFetch<ShippingResult>('/api/shipping/calculate', { method: 'POST', body: { orderAmount }, signal });
}

/** Current data of the guest cart's products (at most 100 ids a call); unknown ids come back in failedIds. */
export function fetchProductsByIds(productIds: string[], signal?: AbortSignal): Promise<{ products: CardProduct[]; failedIds: string[] }> {
  return apiFetch<BulkProducts>('/api/products/bulk', { method: 'POST', body: { productIds }, signal });
}
