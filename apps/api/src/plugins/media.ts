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
    reply.header('cache-control', CACHE_FOREVER).header('etag', file.etag).header('x-content-type-options', 'nosniff');
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
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
