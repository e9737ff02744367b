import {
  DEFAULT_ADD_QUANTITY, MAX_CART_LINES, MAX_CART_QUANTITY, MAX_MERGE_ITEMS, OUT_OF_STOCK_MESSAGE, onlyLeftMessage,
} from '@dhatu/domain';
import type { GuestCartItem } from '../../lib/guest-cart-store';
import type { CartProduct } from './types';

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
export function setGuestQuantity(items: readonly GuestCartItem[], productId: string, quantity: number): GuestCartChange {
  const wanted = Math.min(wholeQuantity(quantity), MAX_CART_QUANTITY);
  if (wanted <= 0) return { ok: true, items: items.filter((item) => item.product._id !== productId) };
  const index = items.findIndex((item) => item.product._id === productId);
  if (index === -1) return { ok: true, items: [...items] };
  const refusal = stockRefusal(readCartProduct(items[index]!.product), wanted);
  if (refusal) return { ok: false, message: refusal };
  return { ok: true, items: items.map((item, i) => (i === index ? { ...item, quantity: wanted } : item)) };
}

/** Adds `quantity` of a product: raises an existing line, or appends a new one. */
export function addGuestItem(items: readonly GuestCartItem[], product: CartProduct, quantity = DEFAULT_ADD_QUANTITY): GuestCartChange {
  const existing = items.find((item) => item.product._id === product._id);
  if (existing) {
    // The newest product data wins: the shopper just saw its price and stock.
    const refreshed = items.map((item) => (item === existing ? { ...item, product: { ...toCartProduct(product) } } : item));
    return setGuestQuantity(refreshed, product._id, existing.quantity + wholeQuantity(quantity));
  }
  const wanted = Math.min(wholeQuantity(quantity), MAX_CART_QUANTITY);
  if (wanted <= 0) return { ok: true, items: [...items] };
  const refusal = stockRefusal(product, wanted);
  if (refusal) return { ok: false, message: refusal };
  if (items.length >= MAX_CART_LINES) return { ok: false, message: GUEST_CART_FULL_MESSAGE };
  return { ok: true, items: [...items, { product: { ...toCartProduct(product) }, quantity: wanted }] };
}

export function removeGuestItem(items: readonly GuestCartItem[], productId: string): GuestCartItem[] {
  return items.filter((item) => item.product._id !== productId);
}

/** POST /api/cart/merge's body: whole quantities from 1 to the line maximum, at most 100 lines. */
export function toMergeItems(items: readonly GuestCartItem[]): { product: string; quantity: number }[] {
  return items
    .map((item) => ({ product: item.product._id, quantity: Math.min(wholeQuantity(item.quantity), MAX_CART_QUANTITY) }))
    .filter((item) => item.quantity >= 1)
    .slice(0, MAX_MERGE_ITEMS);
}

/**
 * The device copy with current product data (name, price, discount, picture, stock) from the
 * catalogue; answers the same array when nothing changed, so a write can be skipped.
 */
export function refreshGuestProducts(items: readonly GuestCartItem[], current: readonly CartProduct[]): readonly GuestCartItem[] {
  const byId = new Map(current.map((product) => [product._id, product]));
  let changed = false;
  const next = items.map((item) => {
    const fresh = byId.get(item.product._id);
    if (!fresh) return item;
    const product = toCartProduct(fresh);
    if (JSON.stringify(product) === JSON.stringify(toCartProduct(readCartProduct(item.product)))) return item;
    changed = true;
    return { ...item, product: { ...product } };
  });
  return changed ? next : items;
}
