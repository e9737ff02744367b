import { apiFetch } from '../../lib/api-client';
import type { MoveToCartResult, Wishlist } from './types';

/** The wishlist calls (storefront §7); each answers the whole list. Signed-in only. */

export function fetchWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return apiFetch<Wishlist>('/api/wishlist', { signal });
}

export function addToWishlist(productId: string): Promise<Wishlist> {
  return apiFetch<Wishlist>('/api/wishlist', { method: 'POST', body: { productId } });
}

export function removeFromWishlist(productId: string): Promise<Wishlist> {
  return apiFetch<Wishlist>(`/api/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

export function moveWishlistItemToCart(productId: string): Promise<MoveToCartResult> {
  return apiFetch<MoveToCartResult>(`/api/wishlist/${encodeURIComponent(productId)}/move-to-cart`, { method: 'POST' });
}
