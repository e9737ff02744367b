import { ApiError } from '../../lib/api-client';
import { fetchCart, mergeIntoServerCart } from './cart-api';
import { announceCartNotices } from './cart-notices';
import { clearGuestCart, getGuestCartSnapshot } from '../../lib/guest-cart-store';
import { toMergeItems } from './guest-cart-ops';
import type { ServerCart } from './types';

/**
 * Loads the signed-in customer's cart (storefront §4 Cart, "when a user appears"): the device's
 * guest cart is first merged into the server cart and the device copy cleared; the merge's answer
 * is the server cart. Merge failures are ignored — the server cart is then loaded as it is. Only a
 * merge that never reached a verdict (network, 5xx) keeps the device copy, so the next load tries
 * again instead of losing what the guest chose; a refusal (4xx) would be refused again, so it is dropped.
 */
export async function loadServerCart(signal?: AbortSignal): Promise<ServerCart> {
  const merged = await withDeviceCartLock(mergeDeviceCart);
  if (merged) return merged;
  const cart = await fetchCart(signal);
  announceCartNotices(cart);
  return cart;
}

/** Merges the device cart, if it holds anything; answers the merged cart, or null to load it instead. */
async function mergeDeviceCart(): Promise<ServerCart | null> {
  const device = getGuestCartSnapshot();
  if (device.length === 0) return null;
  const items = toMergeItems(device);
  try {
    // No abort signal: once sent, the merge must finish so the device copy is cleared exactly once.
    const merged = items.length > 0 ? await mergeIntoServerCart(items) : null;
    clearGuestCart();
    if (merged) announceCartNotices(merged);
    return merged;
  } catch (error) {
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (refused) clearGuestCart();
    console.warn(refused ? 'The guest cart could not be merged and was dropped' : 'The guest cart could not be merged yet', error);
    return null;
  }
}

/**
 * Two tabs that see the same sign-in both load the cart; the Web Locks API lets only one of them
 * merge the shared device copy (the other then finds it empty), so no quantity is added twice.
 */
function withDeviceCartLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('dhatu:guest-cart-merge', run) : run();
}
