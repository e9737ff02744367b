import { useParams } from 'react-router';
import { ProtectedRoute } from '../components/ui/protected-route';
import { PaymentStatusPage } from '../features/checkout/payment-status-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/payment-status';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('Payment Status'), description: 'The status of your Dhatu order and payment.', noindex: true });

/** /payment/status/{orderId} and /payment/status?orderId=… (one module, two route ids). */
export default function PaymentStatus() {
  const { orderId } = useParams();
  return (
    <ProtectedRoute>
      <PaymentStatusPage key={orderId} routeOrderId={orderId} />
    </ProtectedRoute>
  );
}
