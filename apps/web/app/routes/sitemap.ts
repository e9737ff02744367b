import { fetchCategories, fetchSitemapProducts } from '../features/catalogue/catalogue-api.server';
import { SEO_FILE_CACHE, sitemapEntries, sitemapXml } from '../features/catalogue/seo-files';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: every public page with absolute URLs from the request's origin; products with lastmod. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  try {
    const [categories, products] = await Promise.all([fetchCategories(context.api), fetchSitemapProducts(context.api)]);
    return new Response(sitemapXml(origin, sitemapEntries(categories, products)), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE },
    });
  } catch (error) {
    // A crawler retries a 503 later instead of dropping the URLs it knew.
    console.error('Sitemap failed to build', error);
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '600', 'Cache-Control': 'no-store' },
    });
  }
}
