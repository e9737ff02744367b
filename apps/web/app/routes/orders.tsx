import { ProtectedRoute } from '../components/ui/protected-route';
import { OrdersPage } from '../features/orders/orders-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('My Orders'), description: 'Track and manage your Dhatu orders.', noindex: true });

export default function Orders() {
  return (
    <ProtectedRoute>
      <OrdersPage />
    </ProtectedRoute>
  );
}
