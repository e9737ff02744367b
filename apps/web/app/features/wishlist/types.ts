/** GET/POST/DELETE /api/wishlist answer the whole list (storefront §3 Wishlist), newest first; the contract's shapes. */
export type { MoveToCartResult, Wishlist } from '@dhatu/domain/contracts';
