import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Every request an address makes is counted in exactly one class, each with its own budget per
 * RATE_LIMIT_WINDOW: generous for browsing, strict where one request costs the shop much (a
 * trigram search) or could be abused (codes by SMS, orders that hold stock).
 */
export type RateLimitClass = 'pages' | 'api' | 'search' | 'codes' | 'orders';

export function rateLimitMax(config: Config, rateClass: RateLimitClass): number {
  switch (rateClass) {
    case 'pages': return config.RATE_LIMIT_PAGES_MAX;
    case 'api': return config.RATE_LIMIT_MAX;
    case 'search': return config.RATE_LIMIT_SEARCH_MAX;
    case 'codes': return config.RATE_LIMIT_CODES_MAX;
    case 'orders': return config.RATE_LIMIT_ORDERS_MAX;
  }
}

/** API routes (method and route pattern) outside the general `api` class. */
const ROUTE_CLASSES: Record<string, RateLimitClass> = {
  'POST /api/auth/otp/send': 'codes',
  'POST /api/auth/otp/verify': 'codes',
  'POST /api/auth/phone': 'codes',
  'POST /api/profile/phone/code': 'codes',
  'POST /api/profile/phone/verify': 'codes',
  'POST /api/orders': 'orders',
};

/** Pages that read `search` (the list; `.data` is React Router's loader call for a client-side navigation). */
const SEARCHABLE_PAGES = new Set(['/products', '/products.data']);

/** The web app's catch-all routes (plugins/web.ts): every page. */
const PAGE_ROUTES = new Set(['/*', '/']);

function asksToSearch(url: URL): boolean {
  return url.searchParams.getAll('search').some((value) => value.trim() !== '');
}

/**
 * The class a request is counted in, or null when it is not metered: static files, media (cheap,
 * cached by browsers and proxies) and the health checks (load balancers poll them). Decided by the
 * route that answers (not the raw path, which `..` could disguise) and the URL as the page reads it.
 */
export function rateLimitClassOf(request: FastifyRequest): RateLimitClass | null {
  const route = request.routeOptions.url;
  const url = new URL(request.url, 'http://shop.invalid');
  if (route?.startsWith('/api/')) {
    if (route === '/api/health' || route.startsWith('/api/health/')) return null;
    const routeClass = ROUTE_CLASSES[`${request.method} ${route}`];
    if (routeClass) return routeClass;
    return route === '/api/products' && asksToSearch(url) ? 'search' : 'api';
  }
  // Another route that is not a page: a static file or an image.
  if (route !== undefined && !PAGE_ROUTES.has(route)) return null;
  return SEARCHABLE_PAGES.has(url.pathname) && asksToSearch(url) ? 'search' : 'pages';
}
