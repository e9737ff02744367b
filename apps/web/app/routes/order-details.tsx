import { ProtectedRoute } from '../components/ui/protected-route';
import { OrderDetailsPage } from '../features/orders/order-details-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/order-details';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('Order Details'), description: 'Your Dhatu order: items, delivery, invoice and cancellation.', noindex: true });

export default function OrderDetails({ params }: Route.ComponentProps) {
  return (
    <ProtectedRoute>
      <OrderDetailsPage key={params.orderId} orderId={params.orderId} />
    </ProtectedRoute>
  );
}
