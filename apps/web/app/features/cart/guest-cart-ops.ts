import {
  variantLineName,
  DEFAULT_ADD_QUANTITY, MAX_CART_LINES, MAX_CART_QUANTITY, MAX_MERGE_ITEMS, OUT_OF_STOCK_MESSAGE, onlyLeftMessage,
} from '@dhatu/domain';
import type { GuestCartItem } from '../../lib/guest-cart-store';
import { variantCartProduct, type CardProduct } from '../catalogue';
import type { CartProduct } from './types';

/** A cart line is a product, or one variant of it: two variants are two lines. */
export function lineKey(product: Pick<CartProduct, '_id' | 'variant'>): string {
  return product.variant ? `${product._id}:${product.variant._id}` : product._id;
}

/** 'Brass Kuber Diya — Large / Antique' for a variant line; the name otherwise. */
export function cartLineName(product: Pick<CartProduct, 'name' | 'variant'>): string {
  return variantLineName(product.name || 'Product', product.variant?.values);
}

/**
 * The guest cart's rules (storefront §4 Cart), as pure functions over the device copy: adding an
 * existing product raises its quantity; a quantity of 0 or less removes the line. The same limits
 * as the server cart apply, with the server's words, so nothing the guest builds is refused later.
 */

export const GUEST_CART_FULL_MESSAGE = `Your cart holds at most ${MAX_CART_LINES} different products`;

export type GuestCartChange = { ok: true; items: GuestCartItem[] } | { ok: false; message: string };

/** The part of a product the device keeps, so the cart page renders without the network. */
export function toCartProduct(product: CartProduct): CartProduct {
  const kept: CartProduct = {
    _id: product._id,
    name: product.name,
    price: product.price,
    discount: product.discount,
    images: product.images.slice(0, 1),
  };
  if (typeof product.stock === 'number') kept.stock = product.stock;
  if (product.variant) kept.variant = { _id: product.variant._id, values: [...product.variant.values], sku: product.variant.sku };
  return kept;
}

/** A stored product read back defensively: the device copy may be old or edited by hand. */
export function readCartProduct(stored: GuestCartItem['product']): CartProduct {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  const images = Array.isArray(stored.images) ? stored.images.filter((src): src is string => typeof src === 'string') : [];
  const product: CartProduct = {
    _id: stored._id,
    name: typeof stored.name === 'string' ? stored.name : '',
    price: Math.max(0, number(stored.price) ?? 0),
    discount: number(stored.discount) ?? 0,
    images,
  };
  const stock = number(stored.stock);
  if (stock !== undefined) product.stock = stock;
  const variant = stored.variant as { _id?: unknown; values?: unknown; sku?: unknown } | null | undefined;
  if (variant && typeof variant._id === 'string' && Array.isArray(variant.values)) {
    product.variant = { _id: variant._id, values: variant.values.filter((v): v is string => typeof v === 'string'), sku: typeof variant.sku === 'string' ? variant.sku : '' };
  }
  return product;
}

function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.trunc(quantity) : 0;
}

/** A stock the device knows of refuses a quantity above it, as the server would. */
function stockRefusal(product: CartProduct, quantity: number): string | null {
  if (typeof product.stock !== 'number') return null;
  if (product.stock <= 0) return OUT_OF_STOCK_MESSAGE;
  return quantity > product.stock ? onlyLeftMessage(product.stock) : null;
}

/** Sets a line's quantity (0 or less removes it), refusing more than the known stock. */
export function setGuestQuantity(items: readonly GuestCartItem[], key: string, quantity: number): GuestCartChange {
  const wanted = Math.min(wholeQuantity(quantity), MAX_CART_QUANTITY);
  if (wanted <= 0) return { ok: true, items: items.filter((item) => itemKey(item) !== key) };
  const index = items.findIndex((item) => itemKey(item) === key);
  if (index === -1) return { ok: true, items: [...items] };
  const refusal = stockRefusal(readCartProduct(items[index]!.product), wanted);
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, items: items.map((item, i) => (i === index ? { ...item, quantity: wanted } : item)) };
}

/** Adds `quantity` of a product: raises an existing line, or appends a new one. */
export function addGuestItem(items: readonly GuestCartItem[], product: CartProduct, quantity = DEFAULT_ADD_QUANTITY): GuestCartChange {
  const existing = items.find((item) => itemKey(item) === lineKey(product));
  if (existing) {
    // The newest product data wins: the shopper just saw its price and stock.
    const refreshed = items.map((item) => (item === existing ? { ...item, product: { ...toCartProduct(product) } } : item));
    return setGuestQuantity(refreshed, lineKey(product), existing.quantity + wholeQuantity(quantity));
  }
  const wanted = Math.min(wholeQuantity(quantity), MAX_CART_QUANTITY);
  if (wanted <= 0) return { ok: true, items: [...items] };
  const refusal = stockRefusal(product, wanted);
  if (refusal) return { ok: false, message: refusal };
  if (items.length >= MAX_CART_LINES) return { ok: false, message: GUEST_CART_FULL_MESSAGE };
  return { ok: true, items: [...items, { product: { ...toCartProduct(product) }, quantity: wanted }] };
}

export function removeGuestItem(items: readonly GuestCartItem[], key: string): GuestCartItem[] {
  return items.filter((item) => itemKey(item) !== key);
}

function itemKey(item: GuestCartItem): string {
  return lineKey(readCartProduct(item.product));
}

/** POST /api/cart/merge's body: whole quantities from 1 to the line maximum, at most 100 lines; variants carried. */
export function toMergeItems(items: readonly GuestCartItem[]): { product: string; variant?: string; quantity: number }[] {
  return items
    .map((item) => {
      const variant = readCartProduct(item.product).variant;
      return {
        product: item.product._id,
        ...(variant ? { variant: variant._id } : {}),
        quantity: Math.min(wholeQuantity(item.quantity), MAX_CART_QUANTITY),
      };
    })
    .filter((item) => item.quantity >= 1)
    .slice(0, MAX_MERGE_ITEMS);
}

/**
 * The device copy with current product data (name, price, discount, picture, stock) from the
 * catalogue; answers the same array when nothing changed, so a write can be skipped.
 */
export function refreshGuestProducts(items: readonly GuestCartItem[], current: readonly (CartProduct | CardProduct)[]): readonly GuestCartItem[] {
  const byId = new Map(current.map((product) => [product._id, product]));
  let changed = false;
  const next = items.map((item) => {
    const fresh = byId.get(item.product._id);
    if (!fresh) return item;
    const variant = readCartProduct(item.product).variant;
    const freshLine = variant ? variantCartProduct(fresh, variant._id) : fresh;
    // A variant no longer on sale stays as it was: the merge at sign-in drops it with a notice.
    if (!freshLine) return item;
    const product = toCartProduct(freshLine);
    if (JSON.stringify(product) === JSON.stringify(toCartProduct(readCartProduct(item.product)))) return item;
    changed = true;
    return { ...item, product: { ...product } };
  });
  return changed ? next : items;
}

