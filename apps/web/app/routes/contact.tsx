import { CONTACT_HOURS, POLICY } from '@dhatu/domain';
import { ContactPage } from '../features/content/contact/contact-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: pageTitle('Contact Us'),
    description: `Write to us about a piece, an order or a custom idea, or call ${CONTACT_HOURS}. We reply within ${POLICY.supportReplyHours} hours.`,
  });

export default function Contact() {
  return <ContactPage />;
}
