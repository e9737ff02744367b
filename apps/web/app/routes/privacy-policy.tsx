import { PolicyPage } from '../features/content/policy-page';
import { privacyPage } from '../features/content/pages/privacy';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle(privacyPage.title), description: privacyPage.description });

export default function PrivacyPolicy() {
  return <PolicyPage doc={privacyPage} />;
}
