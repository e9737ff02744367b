import { ProtectedRoute } from '../components/ui/protected-route';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('Checkout'), description: 'Place your Dhatu order and choose how to pay.', noindex: true });

/** Signed-in only: the server renders the spinner; the cart and address book load in the browser. */
export default function Checkout() {
  return (
    <ProtectedRoute>
      <CheckoutPage />
    </ProtectedRoute>
  );
}
