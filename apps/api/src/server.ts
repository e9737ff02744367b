import 'dotenv/config';
import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { memoryPlan, pgliteMemorySettings, type MemoryPlan } from './memory-budget.ts';
import type { App } from './lib/types.ts';
import { importMediaFolder } from './lib/media-import.ts';
import { seedDemo } from './seed/seed.ts';

/** `npm start`: open (and migrate) the database, seed demo data on first start, serve. */
async function main() {
  const config = loadConfig();
  const memory = memoryPlan(config.MEMORY_LIMIT_MB);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DATABASE_POOL_SIZE,
    pgliteSettings: pgliteMemorySettings(memory),
  });
  const app = await buildApp({ config, database });
  // Development runs Vite inside the process and no heap limit (npm run dev): no budget to keep.
  if (config.NODE_ENV === 'production') await answer503UnderPressure(app, memory);
  // Images of a shop from before media moved into the database (decision 0034).
  await importMediaFolder(database.db, config.mediaDir, app.log);
  if (config.SEED_ON_START) {
    const result = await seedDemo(database.db, { artworkCacheDir: config.ARTWORK_CACHE_DIR, log: (msg) => app.log.info(msg) });
    if (result.created) app.log.info('demo data seeded');
  }
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
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
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'under memory pressure: answering 503');
      // Sent as text: it must not pass through the route's own response schemas (GET /api/health
      // declares another 503 shape), or serialising it would fail and answer 500.
      void reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store')
        .type('application/json; charset=utf-8').send(JSON.stringify({ message: 'The shop is busy right now. Please try again in a few seconds.' }));
    },
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
