import { countItems } from './guest-cart-store';
import { useGuestCart } from './use-guest-cart';

/**
 * Number of items for the header badge. For now this is the guest cart on the device; the cart
 * feature switches it to the server cart when a user is signed in (after the guest cart is merged).
 */
export function useCartCount(): number {
  return countItems(useGuestCart());
}
