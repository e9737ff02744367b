import { useSyncExternalStore } from 'react';
import { getGuestCartServerSnapshot, getGuestCartSnapshot, subscribeGuestCart, type GuestCartItem } from '../../lib/guest-cart-store';

/** The guest cart on this device, kept in step with writes from this and other tabs. */
export function useGuestCart(): readonly GuestCartItem[] {
  return useSyncExternalStore(subscribeGuestCart, getGuestCartSnapshot, getGuestCartServerSnapshot);
}
