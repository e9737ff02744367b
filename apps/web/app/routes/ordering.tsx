import { PolicyPage } from '../features/content/policy-page';
import { orderingPage } from '../features/content/pages/ordering';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/ordering';

/**
 * /ordering and /shipping render this one page (account §2). Both URLs answer; the canonical link
 * names /ordering so search engines keep one copy.
 */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ matches, location: { pathname: orderingPage.path } }, { title: pageTitle('Ordering, Shipping & Delivery'), description: orderingPage.description });

export default function Ordering() {
  return <PolicyPage doc={orderingPage} />;
}
