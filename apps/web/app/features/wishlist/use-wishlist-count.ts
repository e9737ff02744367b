import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '../auth';
import { wishlistQueries } from './wishlist-queries';

/** Number of products for the header's wishlist badge: 0 when logged out, loading or failed. */
export function useWishlistCount(): number {
  const user = useSessionUser();
  const { data } = useQuery({ ...wishlistQueries.list(user?._id ?? ''), enabled: user != null });
  return user ? (data?.items.length ?? 0) : 0;
}
