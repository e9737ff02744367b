import { ReviewsPage } from '../../features/admin/reviews/reviews-page';
import { adminMeta } from '../../features/admin/admin-meta';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = (args) => adminMeta(args, 'Reviews');

export default function AdminReviews() {
  return <ReviewsPage />;
}
