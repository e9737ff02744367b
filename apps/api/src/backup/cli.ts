/**
 * `npm run backup -- [file]` and `npm run restore -- <file> [--force]` (issue 27, docs/deploy.md).
 *
 * Embedded database (no DATABASE_URL): a backup needs the shop stopped — while it runs, take one
 * from the console (Backups → Back up now), which dumps it without stopping. A restore needs the shop
 * stopped, refuses a data folder that holds a database unless --force (which moves it aside, never
 * deletes it), and refuses a corrupt, truncated, foreign or newer-schema file, changing nothing.
 * PostgreSQL server (DATABASE_URL): pg_dump and pg_restore, when installed.
 */
import 'dotenv/config';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { lockHolder } from '../db/data-lock.ts';
import { backupFileName } from './names.ts';
import { restoreEmbedded, restorePostgres } from './restore.ts';
import { backupEmbedded, backupPostgres, type TakenBackup } from './take-backup.ts';

const USAGE = `Usage:
  npm run backup -- [file]              (default: a new file in BACKUP_DIR)
  npm run restore -- <file> [--force]   (--force moves a data folder that holds a database aside)`;

async function backup(file: string | undefined) {
  const config = loadConfig();
  const path = resolve(file ?? join(config.BACKUP_DIR, backupFileName(new Date())));
  if (existsSync(path)) throw new Error(`${path} already exists: name a new file.`);
  mkdirSync(dirname(path), { recursive: true });
  const started = performance.now();
  let taken: TakenBackup;
  if (config.DATABASE_URL) {
    taken = await backupPostgres(config.DATABASE_URL, path);
  } else {
    const holder = lockHolder(config.DATA_DIR);
    if (holder) {
      throw new Error(`The shop is running on ${config.DATA_DIR} (process ${holder.pid} on ${holder.host}). A second process must not open its database: `
        + 'take the backup from the console (Backups → Back up now, or POST /api/admin/backups), or stop the shop first.');
    }
    if (!existsSync(join(config.DATA_DIR, 'PG_VERSION'))) throw new Error(`${config.DATA_DIR} holds no database to back up.`);
    const database = await openDatabase({ dataDir: config.DATA_DIR, migrate: false });
    try {
      taken = await backupEmbedded(database, path);
    } finally {
      await database.close();
    }
  }
  const { counts, createdAt } = taken.manifest;
  console.log(`Backup written: ${path}`);
  console.log(`  ${(taken.bytes / 1_048_576).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(2)} s; data as of ${createdAt}`);
  console.log(`  ${counts.orders} orders, ${counts.customers} customers, ${counts.products} products, ${counts.media} images`);
}

async function restore(file: string, force: boolean) {
  const config = loadConfig();
  const path = resolve(file);
  const started = performance.now();
  const result = config.DATABASE_URL
    ? await restorePostgres(path, config.DATABASE_URL)
    : await restoreEmbedded(path, config.DATA_DIR, { force });
  const { counts, createdAt } = result.manifest;
  console.log(`Restored ${path} into ${config.DATABASE_URL ? 'the database at DATABASE_URL' : config.DATA_DIR} in ${((performance.now() - started) / 1000).toFixed(2)} s.`);
  console.log(`  Data as of ${createdAt}: ${counts.orders} orders, ${counts.customers} customers, ${counts.products} products, ${counts.media} images.`);
  if (result.movedAside) console.log(`  The folder that was there is kept as ${result.movedAside}.`);
  console.log('  Start the shop (npm start): a backup from an older version is migrated then.');
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 1) throw new Error(`One file at a time.\n${USAGE}`);
  if (command === 'backup') {
    if (values.force) throw new Error(`--force is for restore.\n${USAGE}`);
    return backup(positionals[0]);
  }
  if (command === 'restore') {
    if (!positionals[0]) throw new Error(`Name the backup file to restore.\n${USAGE}`);
    return restore(positionals[0], values.force ?? false);
  }
  throw new Error(USAGE);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
