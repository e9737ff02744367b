import type { ShopSettings } from '../features/app-data/types';
import { FAQ_META, faqCategories, faqJsonLd } from '../features/content/faqs/faq-data';
import { FaqPage } from '../features/content/faqs/faq-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/faqs';

/** The root loader's settings, for answers that name the shop's e-mail and shipping rule. */
function rootSettings(matches: Route.MetaArgs['matches']): ShopSettings | undefined {
  const data = matches.find((match) => match?.id === 'root')?.loaderData;
  return typeof data === 'object' && data !== null && 'settings' in data ? (data.settings as ShopSettings) : undefined;
}

export const meta: Route.MetaFunction = (args) => {
  const tags = pageMeta(args, { title: pageTitle(FAQ_META.title), description: FAQ_META.description });
  const settings = rootSettings(args.matches);
  // Closed accordion answers are not in the HTML; the FAQPage data gives search engines all of them.
  if (settings) tags.push({ 'script:ld+json': faqJsonLd(faqCategories(settings)) });
  return tags;
};

export default function Faqs() {
  return <FaqPage />;
}
