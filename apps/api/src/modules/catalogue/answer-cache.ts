import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createPageCache } from '../../lib/page-cache/create-page-cache.ts';
import type { PageRender } from '../../lib/page-cache/page-cache.ts';
import { carriesCredentials, sendCached } from '../../lib/page-cache/page-response.ts';
import type { App } from '../../lib/types.ts';
import { PUBLIC_CATALOGUE_CACHE } from './public-caching.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public catalogue read whose JSON answer the shared cache may keep (answer-cache.ts). */
    answerCache?: boolean;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Searches remembered as asked once, so their second asking is kept. */
const SEARCHES_SEEN = 10_000;

/** The ETag @fastify/etag gives the same bytes (public-caching.ts), kept with the answer: a hit is compressed already. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64')}"`;

/**
 * The public catalogue's JSON answers (lists, searches, a product, home bands, banners,
 * categories) come from the guest page cache, as the pages do: kept in Redis or this process,
 * tagged with the products they hold, purged by the change bus on every instance, never stored
 * when a purge of what they read came while they were read (lib/page-cache/page-cache.ts).
 * Only anonymous GETs of routes marked `config: { answerCache: true }`; `x-cache` says HIT or MISS.
 * The key is the route and its parsed parameters: unknown query parameters are dropped by the
 * schema and never make a second entry.
 */
export function registerAnswerCache(app: App): void {
  const cache = createPageCache(app, 'answers');
  const renders = new WeakMap<FastifyRequest, PageRender>();
  // A search is kept from its second asking (issue 28): most searches are asked once, and keeping
  // an answer costs its compressed copies (brotli alone ~30 ms of CPU for a page of 16 products),
  // more than the search itself. Popular searches are asked again and kept then.
  const searchesSeen = new LRUCache<string, true>({ max: SEARCHES_SEEN });

  const finish = async (request: FastifyRequest, body: string | null) => {
    const render = renders.get(request);
    if (!render) return;
    renders.delete(request);
    if (body !== null) render.noteAnswer(request.url, 200, JSON.parse(body));
    await cache.finishRender(render, body === null ? null : {
      status: 200, headers: { 'content-type': JSON_TYPE, 'cache-control': PUBLIC_CATALOGUE_CACHE, etag: etagOf(body) }, body: Buffer.from(body),
    });
  };

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.answerCache || carriesCredentials(request)) return;
    // A route without a query schema reads no query: whatever is there makes no other answer.
    const query = request.routeOptions.schema?.querystring ? request.query : {};
    const key = `answer:${request.routeOptions.url}:${JSON.stringify(request.params)}:${JSON.stringify(query)}`;
    const hit = await cache.get(key);
    if (hit) return sendCached(reply, hit);
    reply.header('x-cache', 'MISS');
    if ((query as { search?: string }).search && !searchesSeen.get(key)) {
      searchesSeen.set(key, true);
      return;
    }
    renders.set(request, cache.beginRender(key));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await finish(request, reply.statusCode === 200 && typeof payload === 'string' ? payload : null);
    return payload;
  });
  // An answer that never reached onSend (the client left): the render still ends.
  app.addHook('onResponse', async (request) => { await finish(request, null); });
}
