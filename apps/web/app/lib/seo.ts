import type { MetaDescriptor } from 'react-router';

export const DEFAULT_TITLE = 'Dhatu — Handcrafted Silver, Brass & Aluminium';
export const DEFAULT_DESCRIPTION =
  'Handcrafted silver, brass and aluminium homeware, jewellery and decor made by Indian artisans. Shop online with delivery across India.';

interface MetaMatchLike {
  id: string;
  loaderData?: unknown;
}

interface PageMetaArgs {
  /** The `matches` and `location` a route's meta() receives. */
  matches: ReadonlyArray<MetaMatchLike | undefined>;
  location: { pathname: string };
}

interface PageMetaOptions {
  title?: string;
  description?: string;
  /** Pages that must stay out of search results (404, signed-in screens). */
  noindex?: boolean;
}

/**
 * Title, description and canonical link for a page. The canonical URL is the request's origin
 * (kept by the root loader) plus the path without its query, so filtered or searched lists do not
 * compete with the plain page.
 */
export function pageMeta({ matches, location }: PageMetaArgs, options: PageMetaOptions = {}): MetaDescriptor[] {
  const title = options.title ?? DEFAULT_TITLE;
  const description = options.description ?? DEFAULT_DESCRIPTION;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
  const origin = rootOrigin(matches);
  if (options.noindex) {
    tags.push({ name: 'robots', content: 'noindex' });
  } else if (origin) {
    const url = origin + location.pathname;
    tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url });
  }
  return tags;
}

/** "Page name — Dhatu" for every page but home. */
export function pageTitle(name: string): string {
  return `${name} — Dhatu`;
}

function rootOrigin(matches: PageMetaArgs['matches']): string | undefined {
  const root = matches.find((m) => m?.id === 'root');
  const data = root?.loaderData;
  if (typeof data === 'object' && data !== null && 'origin' in data && typeof data.origin === 'string') return data.origin;
  return undefined;
}
