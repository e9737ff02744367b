import { Transform, pipeline, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import type { CachedPage } from './cached-page.ts';

/**
 * Sign-in travels in the Authorization header (tokens in the browser's storage; the shop sets no
 * cookie). A request with either is neither served from the cache nor stored.
 */
export const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie']);

export function carriesCredentials(request: FastifyRequest): boolean {
  return Object.keys(request.headers).some((name) => CREDENTIAL_HEADERS.has(name));
}

/** Only a plain 200 page that sets no cookie and does not call itself private is kept. */
export function mayStore(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200
    && response.headers.getSetCookie().length === 0
    && !/\b(private|no-store)\b/i.test(cacheControl)
    && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

const NOT_STORED_HEADERS = new Set(['set-cookie', 'content-length', 'date', 'transfer-encoding', 'connection']);

export function storedHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) if (!NOT_STORED_HEADERS.has(name)) kept[name] = value;
  return kept;
}

/**
 * Passes the page through to the shopper unchanged and hands the whole of it to `done` once it
 * has ended — or null when it did not end well (the shopper left, the render failed or was cut
 * off by the stream timeout and may hold unfinished parts).
 */
export function capture(body: Readable, done: (page: Buffer | null) => void, timeoutMs: number): Readable {
  const started = Date.now();
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (page: Buffer | null) => {
    if (settled) return;
    settled = true;
    done(page);
  };
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
    flush(callback) {
      // React ends a stream it aborted at the timeout as if it were complete.
      settle(Date.now() - started < timeoutMs ? Buffer.concat(chunks, size) : null);
      callback();
    },
  });
  tee.once('close', () => settle(null));
  pipeline(body, tee, () => { /* an error or a closed reply: settled null by 'close' */ });
  return tee;
}

/** Remembers the answer for each Accept-Encoding header seen (browsers send a handful). */
const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/**
 * A page or answer from the cache, as stored: the same bytes for everyone (a page's scripts are
 * allowed by hash, frozen-page.ts), in the compressed copy the browser accepts.
 */
export function sendCached(reply: FastifyReply, page: CachedPage) {
  reply.status(page.status).headers(page.headers).header('x-cache', 'HIT');
  if (!page.headers['cache-control']) reply.header('cache-control', 'no-cache');
  if (!page.br && !page.gzip) return reply.send(page.body);
  reply.header('vary', 'accept-encoding');
  const accepted = encodings.negotiate(String(reply.request.headers['accept-encoding'] ?? ''));
  const encoded = accepted && page[accepted];
  if (!encoded) return reply.send(page.body);
  // @fastify/compress leaves a body that already has a Content-Encoding as it is.
  return reply.header('content-encoding', accepted).send(encoded);
}
