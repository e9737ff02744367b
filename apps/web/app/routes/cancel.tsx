import { PolicyPage } from '../features/content/policy-page';
import { cancellationPage } from '../features/content/pages/cancellation';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/cancel';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle(cancellationPage.title), description: cancellationPage.description });

export default function Cancel() {
  return <PolicyPage doc={cancellationPage} />;
}
