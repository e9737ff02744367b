import { PolicyPage } from '../features/content/policy-page';
import { productCarePage } from '../features/content/pages/product-care';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/productcare';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle(productCarePage.title), description: productCarePage.description });

export default function ProductCare() {
  return <PolicyPage doc={productCarePage} />;
}
