import { ProtectedRoute } from '../components/ui/protected-route';
import { OrderConfirmationPage } from '../features/orders/order-confirmation-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/order-confirmation';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('Order Confirmation'), description: 'Your Dhatu order has been placed.', noindex: true });

export default function OrderConfirmation({ params }: Route.ComponentProps) {
  return (
    <ProtectedRoute>
      <OrderConfirmationPage key={params.orderId} orderId={params.orderId} />
    </ProtectedRoute>
  );
}
