import { categoryListHref, productHref } from './catalogue-links';

/** Static pages listed in the sitemap (account-and-checkout §2). /shipping is the same page as /ordering. */
export const SITEMAP_STATIC_PATHS = [
  '/about', '/contact', '/faqs', '/ordering', '/returnpolicy', '/exchange', '/cancel', '/payment', '/productcare', '/privacy-policy',
] as const;

/** Signed-in, transactional and API paths that search engines should not crawl. */
export const ROBOTS_DISALLOW = ['/cart', '/checkout', '/profile', '/orders', '/wishlist', '/payment/status', '/login', '/api/'] as const;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** Every public page: home, lists (plain and per category), festive sale, static pages, every product. */
export function sitemapEntries(categories: readonly { _id: string }[], products: readonly { _id: string; updatedAt: string }[]): SitemapEntry[] {
  return [
    { path: '/', changefreq: 'daily', priority: '1.0' },
    { path: '/products', changefreq: 'daily', priority: '0.9' },
    ...categories.map((c) => ({ path: categoryListHref(c._id), changefreq: 'daily' as const, priority: '0.8' })),
    { path: '/diwali-sale', changefreq: 'weekly', priority: '0.8' },
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path, changefreq: 'monthly' as const, priority: '0.3' })),
    ...products.map((p) => ({ path: productHref(p._id), lastmod: p.updatedAt, changefreq: 'weekly' as const, priority: '0.7' })),
  ];
}

/** sitemaps.org XML with absolute URLs. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(origin + entry.path)}</loc>`];
    if (entry.lastmod) parts.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    if (entry.changefreq) parts.push(`<changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority) parts.push(`<priority>${entry.priority}</priority>`);
    return `  <url>${parts.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Both files may sit in browser and CDN caches for an hour. */
export const SEO_FILE_CACHE = 'public, max-age=3600';
