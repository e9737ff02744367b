import { ABOUT_META } from '../features/content/about/about-content';
import { AboutPage } from '../features/content/about/about-page';
import { pageMeta, pageTitle } from '../lib/seo';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: pageTitle(ABOUT_META.title), description: ABOUT_META.description });

export default function About() {
  return <AboutPage />;
}
