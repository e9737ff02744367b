import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../../lib/types.ts';

/** True for a route of the shop owner's API, judged on the route that matched, never on the raw URL. */
export function isAdminRoute(routeUrl: string | undefined): boolean {
  return routeUrl === '/api/admin' || (routeUrl?.startsWith('/api/admin/') ?? false);
}

/**
 * Every /api/admin route needs an admin: 401 without a valid token, 403 for a customer. One
 * onRequest hook on the root instance, added before any route, covers every admin route whoever
 * registers it, and runs before the body is read or validated, so a customer learns nothing
 * about the route beyond the 403. (Routes may still list app.authenticate/requireAdmin themselves.)
 */
export function registerAdminGuard(app: App): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAdminRoute(request.routeOptions.url)) return;
    await app.authenticate(request, reply);
    await app.requireAdmin(request, reply);
    reply.header('cache-control', 'no-store');
  });
}
