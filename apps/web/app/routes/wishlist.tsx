import { ProtectedRoute } from '../components/ui/protected-route';
import { WishlistPage } from '../features/wishlist/wishlist-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('My Wishlist'), description: 'Products you saved at Dhatu.', noindex: true });

/** Signed-in only: the server renders the spinner; the list loads in the browser with the bearer token. */
export default function Wishlist() {
  return (
    <ProtectedRoute>
      <WishlistPage />
    </ProtectedRoute>
  );
}
