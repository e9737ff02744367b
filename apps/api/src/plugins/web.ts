import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '@dhatu/domain/contracts';
import { publicSettings } from '../config.ts';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { INTERNAL_HEADER } from '../lib/internal.ts';
import { UNAVAILABLE_HEADERS, unavailableHtml } from '../lib/unavailable-page.ts';
import type { App } from '../lib/types.ts';
import { cachedAppData } from '../modules/catalogue/catalogue-cache.ts';
import { createPageCache } from '../lib/page-cache/create-page-cache.ts';
import type { PageRender } from '../lib/page-cache/page-cache.ts';
import { pageCacheKey } from '../lib/page-cache/page-key.ts';
import { freezePage } from '../lib/page-cache/frozen-page.ts';
import { capture, carriesCredentials, CREDENTIAL_HEADERS, mayStore, sendCached, storedHeaders } from '../lib/page-cache/page-response.ts';

/** apps/web/app/entry.server.tsx's streamTimeout: a render that took this long may have been cut off. */
const STREAM_TIMEOUT_MS = 5_000;

const webRoot = (rootDir: string) => resolve(rootDir, 'apps/web');

/** Server-renders every path that is not /api or /media through React Router 7. */
export async function registerWeb(app: App) {
  const { config } = app;
  const root = webRoot(config.rootDir);
  let handler: ReturnType<typeof createRequestHandler>;

  if (config.NODE_ENV === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root, configFile: resolve(root, 'vite.config.ts'), server: { middlewareMode: true, hmr: { port: 24_678 } }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    // A build function: the handler loads the current build (after hot reloads) on every request.
    handler = createRequestHandler(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development');
  } else {
    const serverEntry = resolve(root, 'build/server/index.js');
    if (!existsSync(serverEntry)) throw new Error(`The web app is not built (${serverEntry} is missing): run npm run build`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    // Made once: the handler derives its routes from the build on first use, not on every page.
    handler = createRequestHandler(build, 'production');
    // Hashed asset files never change: cache them for a year. Other public files for an hour.
    await app.register(fastifyStatic, {
      root: resolve(root, 'build/client'),
      prefix: '/',
      // The build writes .br and .gz copies at the highest settings; serve those, not a fresh, weaker compression per request.
      preCompressed: true,
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const pages = createPageCache(app);
  // Joined, not resolved: a path like //evil.example/x stays a path on the shop's own origin.
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const pagesRender = async (request: FastifyRequest, reply: FastifyReply, render: PageRender | null, url: string) => {
    reply.header('content-security-policy', app.pageCsp(reply.cspNonce));
    // Set when the database was away while this page's data loaded: the page is then a 503 (below).
    let databaseAway = false;
    const context: WebLoadContext = {
      api: async <T>(path: string, init?: { method?: string; body?: unknown }) => {
        try {
          const res = await app.inject({
            method: (init?.method ?? 'GET') as 'GET',
            url: path,
            payload: init?.body as object | undefined,
            headers: { 'x-request-id': String(request.id), [INTERNAL_HEADER]: app.internalToken },
          });
          const answer = { status: res.statusCode, data: res.json<T>() };
          if (answer.status === 503) {
            databaseAway = true;
            render?.spoil();
          }
          render?.noteAnswer(path, answer.status, answer.data);
          return answer;
        } catch (error) {
          render?.spoil();
          throw error;
        }
      },
      appData: () => cachedAppData(app).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) databaseAway = true;
        render?.spoil();
        throw error;
      }),
      nonce: reply.cspNonce.script,
      settings: publicSettings(config),
    };
    let response: Response;
    try {
      response = await handler(toWebRequest(request, reply, new URL(publicOrigin + url), render !== null), context as never);
    } catch (error) {
      if (render) await pages.finishRender(render, null);
      throw error;
    }
    // Not a 500 and not a half-empty page (that a cache could keep): "back in a moment", retry later.
    if (databaseAway && (response.status >= 500 || response.status === 200)) {
      await response.body?.cancel();
      if (render) await pages.finishRender(render, null);
      return reply.status(503).headers(UNAVAILABLE_HEADERS).type('text/html; charset=utf-8').send(unavailableHtml(config.SHOP_NAME));
    }
    reply.status(response.status);
    for (const [key, value] of response.headers) {
      if (key === 'set-cookie') continue;
      reply.header(key, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.headers.has('cache-control')) reply.header('cache-control', 'no-cache');
    if (!response.body) {
      if (render) await pages.finishRender(render, null);
      return reply.send();
    }
    const body = Readable.fromWeb(response.body as never);
    if (!render) return reply.send(body);
    if (!mayStore(response)) {
      await pages.finishRender(render, null);
      return reply.send(body);
    }
    // Streams to the shopper as it renders; the whole page is stored once it has ended, its nonce
    // traded for its scripts' hashes (frozen-page.ts).
    const nonce = reply.cspNonce.script;
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    return reply.send(capture(body, (page) => {
      const frozen = page && freezePage(page, nonce, csp);
      void pages.finishRender(render, frozen && {
        status: response.status, headers: { ...storedHeaders(response.headers), 'content-security-policy': frozen.csp }, body: frozen.body,
      });
    }, STREAM_TIMEOUT_MS));
  };

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.method === 'GET' ? pageCacheKey(request.url) : null;
    if (!key) return pagesRender(request, reply, null, request.url);
    reply.header('x-cache', 'MISS');
    // Pages render nothing personal on the server, but a request with credentials is never
    // answered from the cache nor stored: the rule stays true if a page ever reads them.
    if (carriesCredentials(request)) return pagesRender(request, reply, null, key);
    let cached = await pages.get(key);
    // No await between this check and beginRender: the first request to miss leads, the rest wait.
    const leader = cached ? undefined : pages.renderInFlight(key);
    if (leader) cached = await leader;
    if (cached) return sendCached(reply, cached);
    return pagesRender(request, reply, pages.beginRender(key), key);
  };

  app.route({ method: ['GET', 'POST'], url: '/*', handler: handle, schema: { hide: true } });
  app.route({ method: 'GET', url: '/', handler: handle, schema: { hide: true } });
}

/**
 * The web Request React Router renders: at `url` (PUBLIC_URL's origin, so canonical links never
 * follow the Host header; for a cached page its normalised URL). A cached render sees no
 * credentials.
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: URL, cached: boolean): Request {
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (cached && CREDENTIAL_HEADERS.has(key)) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? null)) : undefined,
  });
}
