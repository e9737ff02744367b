import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config.ts';
import { INTERNAL_HEADER } from '../lib/internal.ts';

/** Security headers (with a per-response script nonce the SSR pages use), compression and rate limiting. */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Scripts stay nonce-only. Styles: helmet adds a nonce to style-src, which disables 'unsafe-inline'
        // there, so <style> elements (Radix's scroll lock, sonner) and style attributes (carousel
        // transforms) get their own directives. CSS cannot run code; the risk is small.
        styleSrc: ["'self'"],
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.NODE_ENV === 'development' ? ['ws:'] : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW,
    // Pages, assets and images are cheap and cached; only the API is metered. The pages' own in-process
    // API calls (server rendering) would otherwise all share the server's address and one bucket.
    allowList: (request) => !request.url.startsWith('/api/') || request.headers[INTERNAL_HEADER] === app.internalToken,
  });
}
