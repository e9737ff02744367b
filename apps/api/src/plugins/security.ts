import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { registerRateLimits } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonces, made when first asked for: server-rendered pages put the script one on their scripts. */
    cspNonce: { script: string; style: string };
  }
  interface FastifyInstance {
    /** The Content-Security-Policy of a page whose inline scripts and styles carry these nonces. */
    pageCsp(nonce: { script: string; style: string }): string;
  }
}

type NoncedResponse = ServerResponse & { cspNonce?: { script: string; style: string } };
const scriptNonce = (_req: unknown, res: NoncedResponse) => `'nonce-${res.cspNonce!.script}'`;
const styleNonce = (_req: unknown, res: NoncedResponse) => `'nonce-${res.cspNonce!.style}'`;

/** What every answer's Content-Security-Policy says, before the page's nonces are added. */
function cspDirectives(config: Config, nonces: boolean) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: nonces ? ["'self'", scriptNonce] : ["'self'"],
    // Scripts stay nonce-only. Styles: a nonce in style-src disables 'unsafe-inline' there, so
    // <style> elements (Radix's scroll lock, sonner) and style attributes (carousel
    // transforms) get their own directives. CSS cannot run code; the risk is small.
    styleSrc: nonces ? ["'self'", styleNonce] : ["'self'"],
    styleSrcElem: ["'self'", "'unsafe-inline'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    // blob: lets the return form read a picked video's length before uploading it.
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(config.NODE_ENV === 'development' ? ['ws:'] : [])],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: null,
  };
}

const securityHeaders = (config: Config, nonces: boolean) => helmet({
  contentSecurityPolicy: { directives: cspDirectives(config, nonces) },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/** The headers a helmet middleware sets, read once (`nonce` stands in for a response's nonces). */
function fixedHeaders(middleware: ReturnType<typeof helmet>, nonce?: FastifyReply['cspNonce']): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { cspNonce: nonce, setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = String(value); }, removeHeader: () => {} };
  middleware({} as never, response as never, () => {});
  return headers;
}

const newNonce = () => {
  const random = randomBytes(32).toString('hex');
  return { script: random.slice(0, 32), style: random.slice(32) };
};

/** Letters helmet accepts in a source, replaced by each page's own nonces. */
const PLACEHOLDER = { script: 'scriptnonceplaceholder', style: 'stylenonceplaceholder' };

/**
 * Security headers, compression and rate limiting. helmet's headers are worked out once, at start:
 * every answer gets them as they are (one `reply.headers` call, no per-request header building),
 * with a Content-Security-Policy that allows no inline script. A server-rendered page asks for
 * `reply.app.pageCsp(reply.cspNonce)` — the same policy with its own script and style nonces — and
 * a cached page carries its stored policy with its scripts' hashes (decision 42). The nonce is made
 * only when asked for: JSON, media, build files and cached pages need none.
 */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  const answerHeaders = fixedHeaders(securityHeaders(config, false));
  const pageCspTemplate = fixedHeaders(securityHeaders(config, true), PLACEHOLDER)['content-security-policy']!;
  app.decorate('pageCsp', (nonce: FastifyReply['cspNonce']) => pageCspTemplate.replace(PLACEHOLDER.script, nonce.script).replace(PLACEHOLDER.style, nonce.style));
  const nonces = new WeakMap<FastifyReply, FastifyReply['cspNonce']>();
  app.decorateReply('cspNonce', {
    getter(this: FastifyReply) {
      let nonce = nonces.get(this);
      if (!nonce) nonces.set(this, (nonce = newNonce()));
      return nonce;
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(answerHeaders);
    done();
  });
  await app.register(compress, {
    threshold: 1024, encodings: ['br', 'gzip', 'deflate'],
    // The plugin's own mode and quality (these params replace its defaults whole), and a 256 KiB
    // window, larger than any page: at the default 4 MiB each streamed render cost ~6 ms more CPU (decision 42).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
  });
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
