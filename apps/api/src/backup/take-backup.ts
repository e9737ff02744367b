import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { codeMigrations, type Database } from '../db/client.ts';
import { schemaVersionOf } from '../db/migrate.ts';
import { BACKUP_FORMAT, writeBackupFile, type BackupCounts, type BackupManifest, type WriteOptions } from './archive.ts';
import { requirePgTool, runPgTool } from './pg-tools.ts';

export interface TakenBackup {
  path: string;
  bytes: number;
  manifest: BackupManifest;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/**
 * What the manifest counts, read in the same moment (or snapshot) as the data. A database from an
 * older version (backed up before it is migrated) may lack a table or column: it counts as 0 / all.
 */
async function readCounts(query: Query): Promise<BackupCounts> {
  const [have] = await query(`select to_regclass('public.orders') is not null as orders, to_regclass('public.users') is not null as users,
    to_regclass('public.products') is not null as products, to_regclass('public.media') is not null as media,
    exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = 'products' and column_name = 'deleted_at') as deleted_at`);
  const count = (table: string, where = '') => (have?.[table] ? `(select count(*) from ${table}${where})::int` : '0');
  const [row] = await query(`select ${count('orders')} as orders, ${count('users', " where role = 'customer'")} as customers,
    ${count('products', have?.deleted_at ? ' where deleted_at is null' : '')} as products, ${count('media')} as media`);
  return { orders: Number(row!.orders), customers: Number(row!.customers), products: Number(row!.products), media: Number(row!.media) };
}

export function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(readFileSync(resolve(dirname(entry), '../package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A backup of the embedded database while the shop serves: PGlite's own data-directory dump, taken
 * while no transaction is open (PGlite has one connection; the dump waits for the running one and
 * holds the next for as long as it takes). Compressing and writing happen after, with shoppers served.
 * The manifest's time is read first inside that moment, so every order confirmed to its shopper (its
 * transaction committed) before it is in the dump. (An order's createdAt is stamped when its request
 * arrives, before it commits: one still committing at that moment may carry an earlier time and not be in.)
 */
export async function backupEmbedded(database: Database, path: string, options: WriteOptions = {}): Promise<TakenBackup> {
  if (!database.exclusive || !database.dumpDataDir) throw new Error('Only the embedded database is backed up this way');
  const moment = await database.exclusive(async (query) => {
    const [row] = await query<{ at: string | Date }>('select clock_timestamp() as at');
    const counts = await readCounts((text) => query(text));
    const [last] = await query<{ last: string | number | null }>('select max(created_at) as last from drizzle.__drizzle_migrations');
    const dump = await database.dumpDataDir!();
    return { at: new Date(row!.at), counts, when: Number(last?.last ?? 0), dump };
  });
  // The dump is read from its Blob twice, hashed and then written, not copied whole once more: a
  // second copy of the database at once took the shop past its memory budget, and the pages asked
  // right after the backup were answered 503 (a CI journey of the Backups page).
  const { dump } = moment;
  const hash = createHash('sha256');
  for await (const chunk of dump.stream()) hash.update(chunk);
  const manifest: BackupManifest = {
    app: 'dhatu', format: BACKUP_FORMAT, engine: 'pglite',
    createdAt: moment.at.toISOString(),
    schema: schemaVersionOf(moment.when, codeMigrations()),
    pgliteVersion: pgliteVersion(),
    counts: moment.counts,
    database: { file: 'database.tar', bytes: dump.size, sha256: hash.digest('hex') },
  };
  const size = await writeBackupFile(path, manifest, () => Readable.from(dump.stream()), options);
  return { path, bytes: size, manifest };
}

/**
 * A PostgreSQL server's database with pg_dump, from a snapshot this connection exports: the counts
 * and the manifest's time come from that same snapshot, so every order confirmed to its shopper
 * (committed) before the manifest's time is in the dump.
 */
export async function backupPostgres(url: string, path: string): Promise<TakenBackup> {
  await requirePgTool('pg_dump');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const work = await mkdtemp(join(tmpdir(), 'dhatu-pgdump-'));
  try {
    await client.query('begin isolation level repeatable read read only');
    // statement_timestamp() is read before this statement takes the snapshot: whatever committed before it is in.
    const [moment] = (await client.query<{ snapshot: string; at: Date }>('select pg_export_snapshot() as snapshot, statement_timestamp() as at')).rows;
    const counts = await readCounts(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    const [{ last } = { last: 0 }] = (await client.query<{ last: string }>(`select coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`)).rows;
    const dumpPath = join(work, 'database.pgdump');
    await runPgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${moment!.snapshot}`, `--file=${dumpPath}`, `--dbname=${url}`]);
    await client.query('commit');
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of createReadStream(dumpPath)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    const manifest: BackupManifest = {
      app: 'dhatu', format: BACKUP_FORMAT, engine: 'postgres',
      createdAt: new Date(moment!.at).toISOString(),
      schema: schemaVersionOf(Number(last), codeMigrations()),
      counts,
      database: { file: 'database.pgdump', bytes, sha256: hash.digest('hex') },
    };
    const size = await writeBackupFile(path, manifest, () => createReadStream(dumpPath));
    return { path, bytes: size, manifest };
  } finally {
    await client.end().catch(() => {});
    await rm(work, { recursive: true, force: true });
  }
}

