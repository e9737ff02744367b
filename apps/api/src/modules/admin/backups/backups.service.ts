import { existsSync, mkdirSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { BackupDto, BackupStatusDto } from '@dhatu/domain/contracts';
import { readManifest, type WriteOptions } from '../../../backup/archive.ts';
import { backupFileName, isBackupName } from '../../../backup/names.ts';
import { backupEmbedded } from '../../../backup/take-backup.ts';
import type { Database } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/errors.ts';

export interface BackupServiceOptions {
  database: Database;
  dir: string;
  keep: number;
  intervalHours: number;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Tests: how the file's bytes are written (one that fails like a full disk). */
  write?: WriteOptions;
}

/** Why the last backup failed, kept beside the backups so a restart (and the dashboard) still shows it. */
const FAILURE_FILE = '.last-failure.json';

export type BackupService = ReturnType<typeof createBackupService>;

/**
 * The running shop's backups of its embedded database (issue 27 item 1): on demand and on a
 * schedule, one at a time, the newest `keep` kept. On a PostgreSQL server there is nothing to do
 * here: `available` is false and the console points at docs/deploy.md.
 */
export function createBackupService({ database, dir, keep, intervalHours, log, write }: BackupServiceOptions) {
  const available = database.kind === 'pglite';
  let running: Promise<BackupDto> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastFailure: BackupStatusDto['lastFailure'] | undefined;

  async function list(): Promise<BackupDto[]> {
    if (!existsSync(dir)) return [];
    const names = (await readdir(dir)).filter(isBackupName).sort().reverse();
    const entries = await Promise.all(names.map(async (name): Promise<BackupDto | null> => {
      try {
        const [manifest, info] = await Promise.all([readManifest(join(dir, name)), stat(join(dir, name))]);
        return { name, bytes: info.size, createdAt: manifest.createdAt, counts: manifest.counts };
      } catch (error) {
        log.warn({ err: error, name }, 'a file in BACKUP_DIR is not a readable backup; not listed');
        return null;
      }
    }));
    return entries.filter((e): e is BackupDto => e !== null);
  }

  async function readFailure(): Promise<BackupStatusDto['lastFailure']> {
    if (lastFailure !== undefined) return lastFailure;
    try {
      lastFailure = JSON.parse(await readFile(join(dir, FAILURE_FILE), 'utf8')) as BackupStatusDto['lastFailure'];
    } catch {
      lastFailure = null;
    }
    return lastFailure;
  }

  async function recordFailure(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    lastFailure = { at: new Date().toISOString(), message };
    // Best effort: the disk may be the thing that failed.
    await writeFile(join(dir, FAILURE_FILE), JSON.stringify(lastFailure)).catch(() => {});
  }

  async function clearFailure() {
    lastFailure = null;
    await rm(join(dir, FAILURE_FILE), { force: true });
  }

  async function prune() {
    const names = (await readdir(dir)).filter(isBackupName).sort().reverse();
    for (const name of names.slice(keep)) {
      await rm(join(dir, name), { force: true });
      log.info({ name }, 'old backup removed (BACKUP_KEEP)');
    }
  }

  async function takeOne(reason: 'console' | 'schedule'): Promise<BackupDto> {
    if (!available) throw new AppError(409, 'This shop runs on a PostgreSQL server: back it up with PostgreSQL\'s own tools (pg_dump, or base backups with WAL archiving), as docs/deploy.md describes.');
    const started = performance.now();
    try {
      mkdirSync(dir, { recursive: true });
      const name = backupFileName(new Date());
      const taken = await backupEmbedded(database, join(dir, name), write);
      await clearFailure();
      await prune();
      log.info({ name, bytes: taken.bytes, ms: Math.round(performance.now() - started), reason }, 'backup written');
      return { name, bytes: taken.bytes, createdAt: taken.manifest.createdAt, counts: taken.manifest.counts };
    } catch (error) {
      log.error({ err: error, reason }, 'backup failed; the shop carries on');
      await recordFailure(error);
      throw new AppError(500, `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** One backup at a time: a second request while one runs waits for it and gets its result. */
  function create(reason: 'console' | 'schedule' = 'console'): Promise<BackupDto> {
    running ??= takeOne(reason).finally(() => { running = null; });
    return running;
  }

  /** The file of a listed backup; any other name is not found (nothing outside BACKUP_DIR is ever read). */
  function fileOf(name: string): string {
    const path = join(dir, name);
    if (!isBackupName(name) || !existsSync(path)) throw notFound('No such backup');
    return path;
  }

  async function status(): Promise<BackupStatusDto> {
    const [newest] = available ? await list() : [];
    return {
      available,
      intervalHours: available ? intervalHours : 0,
      keep,
      lastBackupAt: newest?.createdAt ?? null,
      lastFailure: available ? await readFailure() : null,
    };
  }

  /** Next run: an interval after the newest backup (at once, a minute after start, when one is due). */
  function schedule() {
    if (!available || intervalHours === 0) return;
    const intervalMs = intervalHours * 3_600_000;
    const plan = async () => {
      const [newest] = await list().catch(() => []);
      const due = newest ? Date.parse(newest.createdAt) + intervalMs : Date.now();
      const wait = Math.min(Math.max(due - Date.now(), 60_000), 2_147_483_647);
      timer = setTimeout(() => {
        void create('schedule').catch(() => {}).finally(() => { if (timer) void plan(); });
      }, wait);
      timer.unref();
    };
    void plan();
  }

  async function stop() {
    const current = timer;
    timer = null;
    if (current) clearTimeout(current);
    await running?.catch(() => {});
  }

  return { available, list, create, fileOf, status, schedule, stop };
}
