import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { NotReadyAnswer } from '@dhatu/domain/contracts';
import { UNAVAILABLE_HEADERS, UNAVAILABLE_MESSAGE, unavailableHtml, wantsHtml } from '../lib/unavailable-page.ts';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The shop's one HTTP server, listening before the app exists: while the database is not up yet
 * it answers every request itself (503, alive on /api/health); `serve(handler)` then hands every
 * later request to the Fastify app, on the same port and the same open connections.
 */
export interface ShopListener {
  server: Server;
  serve(handler: RequestHandler): void;
  listen(port: number, host: string): Promise<void>;
  /**
   * Stops accepting, lets the requests in flight finish (their connections close as they end),
   * and after `graceMs` cuts what is left. Resolves with how it ended.
   */
  drain(graceMs: number): Promise<'drained' | 'cut'>;
}

/** Longer than a reverse proxy keeps idle upstream connections (nginx: 60 s), as Fastify's own default. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** The headers helmet gives the app's answers (plugins/security.ts), for the answers made before it exists. */
const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; style-src-elem 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

export function createShopListener(databaseState: () => NotReadyAnswer['database'], shopName: string): ShopListener {
  let handler: RequestHandler = (request, response) => answerWhileStarting(request, response, databaseState(), shopName);
  let draining = false;
  // Answers being made: when draining starts they close their connections as they end, so no client
  // sends its next request on a connection the server is about to close (the client sees the socket
  // drop, not a refusal it can retry elsewhere: seen under load as UND_ERR_SOCKET).
  const inFlight = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    // A request that came on a kept-alive connection while draining is served, then its connection closes.
    if (draining) response.shouldKeepAlive = false;
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    handler(request, response);
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  return {
    server,
    serve: (appHandler) => { handler = appHandler; },
    drain: async (graceMs) => {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle kept-alive connections would hold server.close() open until they time out: close them
      // now, and again as in-flight requests finish and leave theirs idle.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'cut'>((resolve) => { timer = setTimeout(() => resolve('cut'), graceMs); });
      const outcome = await Promise.race([closed.then(() => 'drained' as const), late]);
      clearInterval(sweep);
      clearTimeout(timer);
      if (outcome === 'cut') {
        server.closeAllConnections();
        await closed;
      }
      return outcome;
    },
    listen: (port, host) => new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    }),
  };
}

function answerWhileStarting(request: IncomingMessage, response: ServerResponse, database: NotReadyAnswer['database'], shopName: string) {
  const url = request.url ?? '/';
  const path = url.split('?')[0];
  const send = (status: number, type: string, body: string, extra: Record<string, string> = {}) => {
    response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type, 'cache-control': 'no-store', ...extra });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  const json = 'application/json; charset=utf-8';
  // The process runs: a liveness probe must not restart it for waiting on its database.
  if (path === '/api/health') return send(200, json, JSON.stringify({ status: 'ok' }));
  if (path === '/api/health/ready') {
    const answer: NotReadyAnswer = { status: 'starting', database, redis: 'not checked' };
    return send(503, json, JSON.stringify(answer), UNAVAILABLE_HEADERS);
  }
  if (wantsHtml(url, request.headers.accept)) return send(503, 'text/html; charset=utf-8', unavailableHtml(shopName), UNAVAILABLE_HEADERS);
  return send(503, json, JSON.stringify({ message: UNAVAILABLE_MESSAGE }), UNAVAILABLE_HEADERS);
}
