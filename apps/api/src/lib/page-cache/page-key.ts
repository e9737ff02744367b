import { ID_PATTERN, parseProductListSearchParams, productListSearchParams } from '@dhatu/domain';

/** Pages that read nothing from their query string: every query gives the same page. */
const PLAIN_PAGES = new Set([
  '/', '/diwali-sale',
  '/about', '/faqs', '/ordering', '/shipping', '/returnpolicy', '/exchange', '/cancel', '/payment',
  '/productcare', '/privacy-policy', '/contact', '/reachus',
]);

const PRODUCT_PAGE = /^\/products\/id\/([^/]+)$/;

/**
 * The cache key of a guest page, or null when the path is not a cached page (signed-in pages,
 * the console, redirects, route data requests, unknown paths). The key is the URL the page
 * really shows: only the query parameters it reads, in a fixed order, with defaults dropped and
 * bad values as the page treats them — so `?utm_source=x`, `?sort=bogus` or a reordered query
 * never make a second entry. The page is rendered at this URL too, so the stored HTML matches
 * its key whatever the shopper typed.
 */
export function pageCacheKey(rawUrl: string): string | null {
  const url = new URL(rawUrl, 'http://key.invalid');
  const path = url.pathname;
  if (PLAIN_PAGES.has(path)) return path;
  if (path === '/products') {
    // The list page's own parser: exactly what the page makes of its URL.
    const query = productListSearchParams(parseProductListSearchParams(url.searchParams)).toString();
    return query ? `/products?${query}` : '/products';
  }
  const product = PRODUCT_PAGE.exec(path);
  // An id the API would refuse is a 404 page: not stored, so not keyed.
  if (!product || !ID_PATTERN.test(product[1]!)) return null;
  // The product page reads ?variant= (issue 26): a shared link opens on its choice, so it is its own entry.
  const variant = url.searchParams.get('variant');
  return variant && ID_PATTERN.test(variant) ? `${path}?variant=${variant}` : path;
}
