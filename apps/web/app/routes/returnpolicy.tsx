import { PolicyPage } from '../features/content/policy-page';
import { returnsPage } from '../features/content/pages/returns';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/returnpolicy';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle(returnsPage.title), description: returnsPage.description });

export default function ReturnPolicy() {
  return <PolicyPage doc={returnsPage} />;
}
