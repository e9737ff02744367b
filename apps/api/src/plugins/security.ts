import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import type { Config } from '../config.ts';
import { registerRateLimits } from './rate-limits.ts';

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
  await registerRateLimits(app);
}

/**
 * Headers for the answers Fastify gives before any hook runs (so without helmet's): a URL that is
 * not valid percent-encoding, or a path segment over the length limit. A JSON error loads nothing.
 */
const BARE_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
};

/** Fastify's `frameworkErrors`: those early refusals in the shared `{ message }` shape, with the shop's headers. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(BARE_ANSWER_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL') void reply.status(400).send({ message: 'This address is not valid' });
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send({ message: 'This address is too long' });
  else void reply.status(500).send({ message: 'Something went wrong. Please try again.' });
}
