import 'dotenv/config';
import { getHeapStatistics } from 'node:v8';
import type { FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { memoryPlan, pgliteMemorySettings, type MemoryPlan } from './memory-budget.ts';
import type { App } from './lib/types.ts';
import { createShopListener } from './runtime/listener.ts';
import { openDatabaseWithRetry } from './runtime/open-with-retry.ts';
import { importMediaFolder } from './lib/media-import.ts';
import { seedDemo } from './seed/seed.ts';
import { backupBeforeMigrating } from './backup/before-migrate.ts';

/** A shutdown lets requests in flight finish for this long, then cuts what is left (docs/deploy.md). */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * `npm start`: listen at once (503 while the database is not up yet), open and migrate the
 * database (retrying with backoff), seed demo data on first start, then serve. SIGTERM/SIGINT
 * drain the requests in flight and exit 0 (docs/decisions/0036).
 */
async function main() {
  const config = loadConfig();
  const memory = memoryPlan(config.MEMORY_LIMIT_MB);
  const log = pino({ level: config.LOG_LEVEL });
  let databaseState: 'not checked' | 'unreachable' = 'not checked';
  const listener = createShopListener(() => databaseState, config.SHOP_NAME);
  const starting = new AbortController();
  // What is open so far, for a shutdown that may come at any moment of the start.
  const opened: { app?: App; database?: Database } = {};

  let stopping: Promise<void> | undefined;
  const shutdown = (signal: string) => {
    stopping ??= (async () => {
      log.info(`${signal}: shutting down (in-flight requests get ${SHUTDOWN_GRACE_MS / 1000} s)`);
      // Readiness answers 503 from now on, for a balancer that still asks on an open connection.
      if (opened.app) opened.app.lifecycle.stopping = true;
      starting.abort();
      const outcome = await listener.drain(SHUTDOWN_GRACE_MS);
      if (outcome === 'cut') log.warn(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s were cut`);
      await opened.app?.close();
      await opened.database?.close();
      log.info('shut down cleanly');
      process.exit(0);
    })().catch((err: unknown) => {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await listener.listen(config.PORT, config.HOST);
  log.info(`listening on ${config.HOST}:${config.PORT}; opening the database`);
  const database = await openDatabaseWithRetry({
    databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE,
    pgliteSettings: pgliteMemorySettings(memory),
    beforeMigrate: (opening, pending) => backupBeforeMigrating(opening, pending, config.BACKUP_DIR, log),
  }, { log, signal: starting.signal, onUnavailable: () => { databaseState = 'unreachable'; } });
  opened.database = database;
  const app = await buildApp({ config, database, server: listener.server });
  opened.app = app;
  // Development runs Vite inside the process and no heap limit (npm run dev): no budget to keep.
  if (config.NODE_ENV === 'production') await answer503UnderPressure(app, memory);
  // Images of a shop from before media moved into the database (decision 0034).
  await importMediaFolder(database.db, config.mediaDir, app.log);
  if (config.SEED_ON_START) {
    const result = await seedDemo(database.db, { artworkCacheDir: config.ARTWORK_CACHE_DIR, log: (msg) => app.log.info(msg) });
    if (result.created) app.log.info('demo data seeded');
  }
  await app.ready();
  // A signal that came while starting: shutdown is already under way and must not serve.
  if (starting.signal.aborted) return;
  listener.serve((request, response) => app.routing(request, response));
  app.log.info(`Dhatu is open at ${config.PUBLIC_URL} (${database.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL server'}, memory budget ${memory.limitMb} MB)`);
}

const RETRY_AFTER_SECONDS = 10;

/**
 * Past its memory budget the shop turns requests away (503 with Retry-After) until it is back
 * under, instead of growing until the operating system kills it mid-order.
 */
async function answer503UnderPressure(app: App, memory: MemoryPlan) {
  await app.register(underPressure, {
    // Near the heap V8 really has (the launcher's share of the budget, or node's own default when
    // the server was started without the launcher): a full heap is the crash to avoid.
    maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.95),
    maxRssBytes: memory.pressureRssBytes,
    // Answered here rather than thrown: the shop's error handler would make an unknown error a 500.
    // under-pressure sends what the handler returns (its types say void; its code does this).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): string => {
      request.log.warn({ type, value }, 'under memory pressure: answering 503');
      reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store')
        .type('application/json; charset=utf-8');
      // Returned, not sent here: under-pressure then sends it and ends the request. Sent here, it
      // went on to the route (the reply's hooks still running), and a cached answer's 200 won.
      // As text: it must not pass through the route's own response schemas (GET /api/health/ready
      // declares another 503 shape), or serialising it would fail and answer 500.
      return JSON.stringify({ message: 'The shop is busy right now. Please try again in a few seconds.' });
    }) as unknown as () => void,
  });
}

main().catch((err: unknown) => {
  // A shutdown during start-up aborts the wait for the database: not a failure.
  if (err instanceof Error && err.name === 'AbortError') return;
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
