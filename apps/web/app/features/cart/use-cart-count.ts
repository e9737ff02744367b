import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../auth';
import { cartQueries } from './cart-queries';
import { countItems } from '../../lib/guest-cart-store';
import { useGuestCart } from './use-guest-cart';

/**
 * Number of items for the header badge: the server cart's item count when signed in (0 while it
 * loads or when it failed to load), otherwise the device cart's.
 */
export function useCartCount(): number {
  const user = useSessionUser();
  const guestItems = useGuestCart();
  const { data } = useQuery({ ...cartQueries.server(user?._id ?? ''), enabled: user != null });
  return user ? (data?.itemCount ?? 0) : countItems(guestItems);
}
