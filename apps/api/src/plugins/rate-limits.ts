import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { INTERNAL_HEADER } from '../lib/internal.ts';
import { rateLimitClassOf, rateLimitMax, type RateLimitClass } from './rate-limit-classes.ts';
import { tooManyRequestsPage } from './too-many-requests-page.ts';

/** What an API client reads in a 429. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a moment and try again.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The rate-limit class this request is counted in (plugins/rate-limit-classes.ts); null: not metered. */
    rateLimitClass: RateLimitClass | null;
  }
}

/**
 * Every request is counted per address in its class (pages, api, search, codes, orders) by
 * @fastify/rate-limit: in Redis when REDIS_URL is set, so every instance adds to one count; in
 * this process otherwise. When Redis does not answer, requests go through uncounted rather than
 * fail (skipOnError). A 429 carries Retry-After: `{ message }` for the API, a short page for a
 * browser. The pages' own in-process API calls (server rendering) are not counted again.
 */
export async function registerRateLimits(app: FastifyInstance) {
  const { config, redis } = app;
  await app.register(rateLimit, {
    // No per-route hooks: one hook below classes each request and asks the limiter once.
    global: false,
    timeWindow: config.RATE_LIMIT_WINDOW,
    max: (request) => rateLimitMax(config, request.rateLimitClass ?? 'api'),
    keyGenerator: (request) => `${request.rateLimitClass ?? 'api'}:${normalizeIP(request.ip)}`,
    skipOnError: true,
    // In process: addresses × classes kept (least recently seen dropped first); a few MB at most.
    cache: 20_000,
    ...(redis ? { redis, nameSpace: 'rate-limit:' } : {}),
  });
  const check = app.createRateLimit();
  app.decorateRequest('rateLimitClass', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[INTERNAL_HEADER] === app.internalToken) return;
    request.rateLimitClass = rateLimitClassOf(request);
    // Redis away (reconnecting): do not make every request wait for a command to time out.
    if (!request.rateLimitClass || (redis && redis.status !== 'ready')) return;
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    return refuse(request, reply, Math.max(1, limit.ttlInSeconds), config.SHOP_NAME);
  });
}

/** Answers a request over its class's budget: a page for a browser, `{ message }` for everything else. */
function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number, shopName: string) {
  void reply.status(429).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  const wantsPage = !request.url.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
  if (wantsPage) {
    return reply.type('text/html; charset=utf-8').send(tooManyRequestsPage({ shopName, retryAfterSeconds, rateLimitClass: request.rateLimitClass }));
  }
  return reply.send({ message: TOO_MANY_REQUESTS_MESSAGE });
}
