import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { codeMigrations } from '../db/client.ts';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder, lockHolder } from '../db/data-lock.ts';
import { BackupFileError, readBackupFile, type BackupManifest } from './archive.ts';
import { requirePgTool, runPgTool } from './pg-tools.ts';

/** Refusals a restore explains and exits on, the data untouched. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the folder that was there went (--force), never deleted. */
  movedAside?: string;
}

function stamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

/** Newer backups name a migration this code does not have: their data may need columns it does not know. */
function refuseNewerSchema(manifest: BackupManifest, file: string) {
  const migrations = codeMigrations();
  const last = migrations.at(-1)!;
  if (manifest.schema.when > last.when) {
    throw new RestoreRefusedError(`${file} comes from a newer version of the shop (its schema is past ${last.tag}, the newest this code knows). `
      + 'Restore it with that version or a later one.');
  }
}

function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

function isEmptyOrMissing(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).filter((f) => f !== LOCK_FILE).length === 0;
}

/**
 * Restores a backup of the embedded database into `dataDir` (the shop stopped). The backup is
 * checked whole and loaded into a new folder beside `dataDir` first; only then is the old folder
 * (with --force) moved aside and the new one put in its place, so a bad file changes nothing.
 */
export async function restoreEmbedded(file: string, dataDir: string, { force = false } = {}): Promise<RestoreResult> {
  const holder = lockHolder(dataDir);
  if (holder) throw new DataFolderInUseError(dataDir, holder);
  const occupied = !isEmptyOrMissing(dataDir);
  if (occupied && !force) {
    throw new RestoreRefusedError(`${dataDir} already ${holdsDatabase(dataDir) ? 'holds a database' : 'has files in it'}. `
      + 'Restore with --force to move it aside (it is kept, renamed, never deleted), or set DATA_DIR to an empty folder.');
  }

  const chunks: Buffer[] = [];
  const manifest = await readBackupFile(file, async (m, data) => {
    if (m.engine !== 'pglite') throw new RestoreRefusedError(`${file} is a backup of a PostgreSQL server: restore it with DATABASE_URL set (npm run restore uses pg_restore then).`);
    refuseNewerSchema(m, file);
    for await (const chunk of data) chunks.push(chunk as Buffer);
  });

  const parent = dirname(dataDir);
  mkdirSync(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, `.${basename(dataDir)}.restoring-`));
  try {
    // Read from a file stream: plain ArrayBuffers underneath, never shared memory.
    await loadIntoFolder(staging, new Blob(chunks as Uint8Array<ArrayBuffer>[]), manifest);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }

  // Held while the folders change places: a shop starting meanwhile is told the folder is busy.
  mkdirSync(dataDir, { recursive: true });
  const release = lockDataFolder(dataDir);
  let movedAside: string | undefined;
  try {
    if (occupied) {
      movedAside = `${dataDir}.before-restore-${stamp()}`;
      await rename(dataDir, movedAside);
      await rm(join(movedAside, LOCK_FILE), { force: true });
    } else {
      await rm(dataDir, { recursive: true, force: true });
    }
    await rename(staging, dataDir);
  } finally {
    release();
  }
  return { manifest, movedAside };
}

/** PGlite unpacks the dump into the new folder and shuts down cleanly; the counts prove it reads. */
async function loadIntoFolder(folder: string, dump: Blob, manifest: BackupManifest) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  let client;
  try {
    client = await PGlite.create(folder, { extensions: { pg_trgm, btree_gin }, loadDataDir: dump });
  } catch (error) {
    throw new BackupFileError(`The backup's database could not be opened (${(error as Error).message}); it was written by PGlite ${manifest.pgliteVersion ?? '?'}.`);
  }
  try {
    const { rows } = await client.query<{ orders: number }>('select count(*)::int as orders from orders');
    if (rows[0]?.orders !== manifest.counts.orders) {
      throw new BackupFileError(`The restored database holds ${rows[0]?.orders} orders where the manifest says ${manifest.counts.orders}.`);
    }
  } finally {
    await client.close();
  }
  // The shop that was running when the backup was taken left its lock in the dump.
  await rm(join(folder, LOCK_FILE), { force: true });
}

/**
 * Restores a pg_dump backup into the database DATABASE_URL names, which must be empty: a restore
 * never drops anything (create a new database, point DATABASE_URL at it, then switch over).
 */
export async function restorePostgres(file: string, url: string): Promise<RestoreResult> {
  await requirePgTool('pg_restore');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    if ((rows[0]?.tables ?? 0) > 0) {
      throw new RestoreRefusedError(`The database at DATABASE_URL already has ${rows[0]!.tables} tables. A restore never drops data: `
        + 'create an empty database (createdb dhatu_restored), point DATABASE_URL at it and restore there.');
    }
  } finally {
    await client.end();
  }
  const work = await mkdtemp(join(tmpdir(), 'dhatu-pgrestore-'));
  try {
    const dumpPath = join(work, 'database.pgdump');
    const manifest = await readBackupFile(file, async (m, data) => {
      if (m.engine !== 'postgres') throw new RestoreRefusedError(`${file} is a backup of the embedded database: restore it without DATABASE_URL (into DATA_DIR).`);
      refuseNewerSchema(m, file);
      await pipeline(data, createWriteStream(dumpPath));
    });
    // One transaction: a restore that fails half-way leaves the database empty, as it was.
    await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, dumpPath]);
    return { manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
