import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema/index.ts';
import { lockDataFolder } from './data-lock.ts';
import { applyMigrations, lastAppliedWhen, pendingMigrations, readMigrations, type Migration } from './migrate.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Independent reads: all at once on the pool, one after another inside a transaction. A transaction
 * holds one connection, which answers one query at a time anyway; node-postgres queues the others,
 * warns that doing so is deprecated (seen under the festive spike), and its next major refuses it.
 */
export async function readAll<T extends readonly unknown[]>(db: Db | Tx, reads: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is, for a connection of one's own outside the pool (the change listener). */
  url?: string;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, for `loadDataDir` (test templates, backups). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PGlite only: runs `fn` alone — no other statement or transaction runs until it ends (PGlite has
   * one connection, and waits on it). `query` runs SQL inside; `dumpDataDir` may be called too.
   * Backups take their moment inside it.
   */
  exclusive?<T>(fn: (query: <R>(text: string) => Promise<R[]>) => Promise<T>): Promise<T>;
}

/** Called before pending migrations run on a database that already has some (not on an empty one). */
export type BeforeMigrate = (database: Database, pending: Migration[]) => Promise<void>;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant: one migrator at a time when several instances share a PostgreSQL server. */
const MIGRATION_LOCK_KEY = 7_418_7114;

/**
 * Settings of every connection of the shop:
 * - how close a search word must be to some word of a product for typo-tolerant search ('brss' →
 *   brass scores 0.4, 'silvr' → silver 0.67); the `<%` operator reads it and uses the trigram index;
 * - random reads priced as what they are for a shop whose catalogue sits in memory (PostgreSQL's
 *   advice for SSDs): with the default 4 a search for a common word read the products table from
 *   its start until a thousand matched (26 ms at 1,00,000 products) instead of its GIN index
 *   (6.5 ms; decision 45).
 */
const CONNECTION_SETTINGS = ['pg_trgm.word_similarity_threshold=0.4', 'random_page_cost=1.1'];

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
  /** The shop's start: a backup of an embedded database before it is migrated (issue 27 item 4). */
  beforeMigrate?: BeforeMigrate;
  /** false: open as it is (npm run backup must not change what it backs up). */
  migrate?: boolean;
}

export function codeMigrations(): Migration[] {
  return readMigrations(migrationsFolder);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.beforeMigrate, options.migrate ?? true);
  return openPglite(options);
}

/** Runs the hook when this database has migrations to apply and is not empty (an empty one has nothing to lose). */
async function migrateWithHook(database: Database, beforeMigrate: BeforeMigrate | undefined) {
  const migrations = codeMigrations();
  if (beforeMigrate && await lastAppliedWhen(database.db) > 0) {
    const pending = await pendingMigrations(database.db, migrations);
    if (pending.length) await beforeMigrate(database, pending);
  }
  await applyMigrations(database.db, migrations);
}

async function openPostgres(url: string, poolSize: number, beforeMigrate: BeforeMigrate | undefined, migrate: boolean): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({
    connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000, options: CONNECTION_SETTINGS.map((setting) => `-c ${setting}`).join(' '),
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  // Nor may a checked-out one (a transaction between statements when the server goes away): pg
  // emits 'error' on it with no listener, which would kill the process. Its queries still fail,
  // and the pool drops it on release because it is no longer queryable.
  pool.on('connect', (client) => { client.on('error', () => {}); });
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  const database: Database = { db, kind: 'postgres', url, close: once(() => pool.end()) };
  try {
    if (migrate) await migrateUnderLock(pool, () => migrateWithHook(database, beforeMigrate));
  } catch (error) {
    // A failed start (the server not up yet) leaves no pool behind; the caller may try again.
    await pool.end().catch(() => {});
    throw error;
  }
  return database;
}

/**
 * Instances starting together on one server migrate one at a time: the first applies what is new,
 * the others wait on the advisory lock and then find nothing left to do. The lock is the
 * session's, so a connection lost mid-migration releases it (and the migration's transaction rolls back).
 */
async function migrateUnderLock(pool: Pool, migrate: () => Promise<void>) {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lock.release();
  }
}

async function openPglite({ dataDir, loadDataDir, pgliteSettings: settings = [], beforeMigrate, migrate = true }: DatabaseOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  let unlock = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    // One process per folder: a second one (or a restore) is told which process has it.
    unlock = lockDataFolder(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm, btree_gin }, loadDataDir,
      ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
    });
    const db = drizzle(client, { schema, casing: 'snake_case' });
    // Same query surface as node-postgres for everything the shop uses.
    const database: Database = {
      db: db as unknown as Db, kind: 'pglite',
      close: once(async () => { await client.close(); unlock(); }),
      dumpDataDir: () => client.dumpDataDir('none'),
      // A read-only transaction holds PGlite's transaction lock, which every query and exec also takes.
      exclusive: (fn) => client.transaction(async (tx) => {
        await tx.exec('set transaction read only');
        return fn(async <R>(text: string) => (await tx.query<R>(text)).rows);
      }),
    };
    try {
      // From a template this only checks the journal (and applies what the template lacks).
      if (migrate) await migrateWithHook(database, beforeMigrate);
      await client.exec(CONNECTION_SETTINGS.map((setting) => `set ${setting.replace('=', ' = ')};`).join('\n'));
    } catch (error) {
      await database.close().catch(() => {});
      throw error;
    }
    return database;
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Closing twice (shutdown racing a test's cleanup) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
