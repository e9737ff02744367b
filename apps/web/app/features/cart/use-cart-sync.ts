import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../auth';
import { cartQueries } from './cart-queries';

/**
 * Mounted once by the shell. When a user appears (sign-in, or a stored session found on start),
 * the server cart is loaded at once — and that first load merges the device cart into it and clears
 * the device copy (cart-load.ts) — whatever page the customer is on. At logout the session resets
 * every cached query and the device cart is forgotten, so the (empty) device cart is active again.
 */
export function useCartSync(): void {
  const user = useSessionUser();
  useQuery({ ...cartQueries.server(user?._id ?? ''), enabled: user != null });
}
