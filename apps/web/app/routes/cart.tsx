import { CartPage } from '../features/cart/cart-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle('Shopping Cart'), description: 'Your cart at Dhatu: items, coupons and the price summary.', noindex: true });

/** Open to everyone; the cart lives in the browser (device or server), so the server renders the spinner. */
export default function Cart() {
  return <CartPage />;
}
