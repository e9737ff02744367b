import { PolicyPage } from '../features/content/policy-page';
import { paymentsPage } from '../features/content/pages/payments';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/payment';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle(paymentsPage.title), description: paymentsPage.description });

export default function Payment() {
  return <PolicyPage doc={paymentsPage} />;
}
