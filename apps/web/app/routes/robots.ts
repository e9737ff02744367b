import { SEO_FILE_CACHE, robotsTxt } from '../features/catalogue/seo-files';
import type { Route } from './+types/robots';

/** /robots.txt: the shop is open to crawlers; carts, accounts, payments and the API are not. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE },
  });
}
