import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { notFound } from '../lib/errors.ts';
import { isSafeMediaPath, readMedia } from '../lib/media-store.ts';

/**
 * GET /media/<path>: images from the media table (lib/media-store.ts), so every instance serves
 * every upload. A path always means the same bytes (uploads are named by their hash, seeded artwork
 * by its drawing), so answers are cached for a year, everywhere, and hot images are kept in memory.
 */

/** Hot images kept in process: bytes, not entries, bound it (the shop runs in a 512 MB budget). */
const MEMORY_CACHE_BYTES = 16 * 1024 * 1024;
/** Anything larger (a video imported from an old media folder) is read from the database each time. */
const LARGEST_CACHED_FILE = 2 * 1024 * 1024;
/** A deleted image stops being served from memory within this time (on every instance, with no message between them). */
const MEMORY_CACHE_TTL_MS = 10 * 60_000;
const NOT_FOUND = 'Image not found';
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

interface ServedFile { contentType: string; bytes: Buffer; etag: string }

export async function registerMedia(app: FastifyInstance) {
  const hot = new LRUCache<string, ServedFile>({
    maxSize: MEMORY_CACHE_BYTES,
    maxEntrySize: LARGEST_CACHED_FILE,
    sizeCalculation: (file) => file.bytes.length + 100,
    ttl: MEMORY_CACHE_TTL_MS,
    // fetch() shares one database read among requests for the same path arriving together.
    fetchMethod: async (path) => {
      const stored = await readMedia(app.db, path);
      return stored && { ...stored, etag: `"${createHash('sha256').update(stored.bytes).digest('base64url').slice(0, 27)}"` };
    },
  });

  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!isSafeMediaPath(path)) throw notFound(NOT_FOUND);
    const file = await hot.fetch(path);
    if (!file) throw notFound(NOT_FOUND);
    reply.header('cache-control', CACHE_FOREVER).header('etag', file.etag).header('x-content-type-options', 'nosniff').header('accept-ranges', 'bytes');
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    // Safari plays a video only from byte ranges (a return's repacking video in the console).
    const range = byteRange(request.headers.range, file.bytes.length);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.bytes.length}`).send();
    if (range) {
      return reply.code(206).type(file.contentType).header('content-range', `bytes ${range.start}-${range.end}/${file.bytes.length}`)
        .send(file.bytes.subarray(range.start, range.end + 1));
    }
    return reply.type(file.contentType).send(file.bytes);
  });
}

/** If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET) or is '*'. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** One range of `Range: bytes=a-b` (or `a-`, or `-n`, the last n); null to send the whole file. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match as unknown as [string, string, string];
  const start = from === '' ? Math.max(size - Number(to), 0) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}
