import type { MetaDescriptor } from 'react-router';
import { pageMeta, pageTitle } from '../../lib/seo';

type MetaArgs = Parameters<typeof pageMeta>[0];

/** A console screen's title ('Orders — Admin — Dhatu'); never indexed. */
export function adminMeta(args: MetaArgs, screen?: string): MetaDescriptor[] {
  return pageMeta(args, { title: pageTitle(screen ? `${screen} — Admin` : 'Admin'), description: 'Dhatu admin console.', noindex: true });
}
