import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, for a connection of one's own outside the pool (the change listener). */
  url?: string;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, for `loadDataDir` (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: one migrator at a time when several instances share a PostgreSQL server. */
const MIGRATION_LOCK_KEY = 7_418_7114;

/**
 * How close a search word must be to some word of a product for typo-tolerant search ('brss' → brass
 * scores 0.4, 'silvr' → silver 0.67); the `<%` operator reads it and uses the trigram index.
 */
const TRIGRAM_SETTING = 'pg_trgm.word_similarity_threshold=0.4';

export interface DatabaseOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite: start from this dumped data directory (a migrated template) instead of an empty one. */
  loadDataDir?: Blob;
  /** PGlite: PostgreSQL settings on top of its own (`-c name=value` pairs; memory-budget.ts); none keeps PGlite's defaults. */
  pgliteSettings?: string[];
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.loadDataDir, options.pgliteSettings ?? []);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000, options: `-c ${TRIGRAM_SETTING}`,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor may a checked-out one (a transaction between statements when the server goes away): pg
  // emits 'error' on it with no listener, which would kill the process. Its queries still fail,
  // and the pool drops it on release because it is no longer queryable.
  pool.on('connect', (client) => { client.on('error', () => {}); });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  try {
    await migrateUnderLock(pool, db);
  } catch (error) {
    // A failed start (the server not up yet) leaves no pool behind; the caller may try again.
    await pool.end().catch(() => {});
    throw error;
  }
  return { db, kind: 'postgres', url, close: once(() => pool.end()) };
}

/**
 * Instances starting together on one server migrate one at a time: the first applies what is new,
 * the others wait on the advisory lock and then find nothing left to do. The lock is the
 * session's, so a connection lost mid-migration releases it (and the migration's transaction rolls back).
 */
async function migrateUnderLock(pool: Pool, db: Db) {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined, settings: string[]): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm }, loadDataDir,
    ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
  });
  const db = drizzle(client, { schema, casing: 'snake_case' });
  // From a template this only checks the journal (and applies what the template lacks).
  await migrate(db, { migrationsFolder });
  await client.exec(`set ${TRIGRAM_SETTING}`);
  // Same query surface as node-postgres for everything the shop uses.
  return {
    db: db as unknown as Db, kind: 'pglite', close: once(() => client.close()),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Closing twice (shutdown racing a test's cleanup) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
