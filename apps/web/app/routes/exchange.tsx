import { PolicyPage } from '../features/content/policy-page';
import { exchangePage } from '../features/content/pages/exchange';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/exchange';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle(exchangePage.title), description: exchangePage.description });

export default function Exchange() {
  return <PolicyPage doc={exchangePage} />;
}
