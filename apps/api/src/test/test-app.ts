import { randomBytes } from 'node:crypto';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { seedDemo } from '../seed/seed.ts';
import type { App } from '../lib/types.ts';
import { pgliteTemplate, postgresTemplate, TEST_ARTWORK_DIR, withAdmin } from './db-templates.ts';

export { TEST_ARTWORK_DIR } from './db-templates.ts';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Same tests, both engines.
 * Both start from a migrated template (db-templates.ts).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const { default: pg } = await import('pg');
  const template = await postgresTemplate(serverUrl);
  const name = `dhatu_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 20 });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Tests call from one address, far faster than a shopper: no class of the rate limits may get in the way (tests of the limits set their own). */
const UNTHROTTLED = {
  RATE_LIMIT_MAX: '100000', RATE_LIMIT_PAGES_MAX: '100000', RATE_LIMIT_SEARCH_MAX: '100000', RATE_LIMIT_CODES_MAX: '100000', RATE_LIMIT_ORDERS_MAX: '100000',
};

export interface TestAppOptions {
  seed?: boolean;
  web?: boolean;
  env?: Record<string, string>;
  /** Extra routes a test needs (registered before the app is ready). */
  extraRoutes?: (app: App) => void;
}

export async function createTestApp({ seed = true, web = false, env = {}, extraRoutes }: TestAppOptions = {}): Promise<TestContext> {
  const config = loadConfig({ NODE_ENV: 'test', ARTWORK_CACHE_DIR: TEST_ARTWORK_DIR, ...UNTHROTTLED, ...env });
  const { database, drop } = await openTestDatabase();
  if (seed) await seedDemo(database.db, { artworkCacheDir: config.ARTWORK_CACHE_DIR });
  const app = await buildApp({ config, database, web });
  extraRoutes?.(app);
  await app.ready();
  return {
    app, database, config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
