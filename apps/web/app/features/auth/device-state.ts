import { STORAGE_KEYS } from '@dhatu/domain';
import { clearGuestCart } from '../../lib/guest-cart-store';

/**
 * What this device remembers about the customer besides the tokens: the order awaiting online
 * payment and any cart copy. Forgotten at logout so the next person on a shared phone starts clean.
 * (The guest cart is merged into the server cart and cleared at sign-in, so nothing a guest added
 * later is lost.)
 */
export function forgetUserOnDevice(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.pendingOrderId);
  } catch {
    // storage unavailable: nothing stored either
  }
  clearGuestCart();
}
