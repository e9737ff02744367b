import { STORAGE_KEYS } from '@dhatu/domain';

/**
 * The guest cart lives on the device under the key `cart` (storefront §4, §9) as
 * [{ product: { _id, ... }, quantity }]. This module only reads, writes and announces changes;
 * the cart feature builds adding, updating and merging on top of it.
 */
export interface GuestCartItem {
  product: { _id: string; [field: string]: unknown };
  quantity: number;
}

const CHANGE_EVENT = 'dhatu:guest-cart-change';
const EMPTY: readonly GuestCartItem[] = Object.freeze([]);

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let cachedRaw: string | null | undefined;
let cachedItems: readonly GuestCartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null;
  }
}

/** Keeps only well-formed items, so a hand-edited or stale value cannot break the header. */
export function parseGuestCart(raw: string | null): readonly GuestCartItem[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return (value as unknown[]).filter((item): item is GuestCartItem => {
      if (typeof item !== 'object' || item === null) return false;
      const { product, quantity } = item as { product?: { _id?: unknown }; quantity?: unknown };
      return typeof product?._id === 'string' && typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0;
    });
  } catch {
    return EMPTY;
  }
}

export function getGuestCartSnapshot(): readonly GuestCartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseGuestCart(raw);
  }
  return cachedItems;
}

/** The server has no guest cart, so it always renders an empty one. */
export function getGuestCartServerSnapshot(): readonly GuestCartItem[] {
  return EMPTY;
}

export function writeGuestCart(items: readonly GuestCartItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(STORAGE_KEYS.cart);
    else window.localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
  } catch (error) {
    console.error('Could not save the cart on this device', error);
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearGuestCart(): void {
  writeGuestCart(EMPTY);
}

/** Notifies on changes from this tab (our event) and from other tabs (the storage event). */
export function subscribeGuestCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Total number of items (quantities added up), as the cart badge shows it. */
export function countItems(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
