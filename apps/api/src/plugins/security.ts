import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { registerRateLimits } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonces: server-rendered pages put the script one on their scripts. */
    cspNonce: { script: string; style: string };
  }
}

type NoncedResponse = ServerResponse & { cspNonce?: { script: string; style: string } };
const scriptNonce = (_req: unknown, res: NoncedResponse) => `'nonce-${res.cspNonce!.script}'`;
const styleNonce = (_req: unknown, res: NoncedResponse) => `'nonce-${res.cspNonce!.style}'`;

/**
 * Security headers with a per-response script nonce (the SSR pages use it), compression and rate
 * limiting. helmet's middleware is built once, its nonce sources functions of the response, as
 * helmet documents; @fastify/helmet built the whole middleware anew on every request (parsing
 * every directive), about 8 % of a cached page's cost (decision 42).
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", scriptNonce],
        // Scripts stay nonce-only. Styles: a nonce in style-src disables 'unsafe-inline' there, so
        // <style> elements (Radix's scroll lock, sonner) and style attributes (carousel
        // transforms) get their own directives. CSS cannot run code; the risk is small.
        styleSrc: ["'self'", styleNonce],
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
  app.decorateReply('cspNonce', null as unknown as FastifyReply['cspNonce']);
  app.addHook('onRequest', (_request, reply, done) => {
    const random = randomBytes(32).toString('hex');
    const nonce = { script: random.slice(0, 32), style: random.slice(32) };
    reply.cspNonce = nonce;
    (reply.raw as NoncedResponse).cspNonce = nonce;
    headers(reply.request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
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
