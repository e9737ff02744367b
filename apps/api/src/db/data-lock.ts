import { hostname } from 'node:os';
import { join } from 'node:path';
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';

/**
 * A process that opens the embedded database in a folder says so in `dhatu.pid` there (PGlite's own
 * postmaster.pid names no real process). Two processes on one PGlite folder would corrupt it, and a
 * restore must not swap the folder under a running shop: both look here first. A lock whose process
 * is gone (a crash, a kill -9) is stale and taken over.
 */
export const LOCK_FILE = 'dhatu.pid';

export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

export class DataFolderInUseError extends Error {
  constructor(readonly dataDir: string, readonly holder: LockHolder) {
    super(`The data folder ${dataDir} is in use by a running shop (process ${holder.pid} on ${holder.host}, since ${holder.since}). Stop it first.`);
    this.name = 'DataFolderInUseError';
  }
}

/** The live process holding the folder, or null (no lock, or a stale one). */
export function lockHolder(dataDir: string): LockHolder | null {
  let holder: LockHolder;
  try {
    holder = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as LockHolder;
  } catch {
    return null;
  }
  if (holder.host !== hostname()) return holder; // another machine's process cannot be checked: assume it runs
  if (holder.pid === process.pid) return holder;
  try {
    process.kill(holder.pid, 0);
    return holder;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? holder : null;
  }
}

/** Takes the folder for this process; throws DataFolderInUseError when a live one has it. Returns the release. */
export function lockDataFolder(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  let fd: number;
  try {
    // 'wx': of two processes starting at once, one creates the file and the other finds it.
    fd = openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = lockHolder(dataDir);
    if (holder && holder.pid !== process.pid) throw new DataFolderInUseError(dataDir, holder);
    rmSync(path, { force: true });
    fd = openSync(path, 'wx');
  }
  writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() } satisfies LockHolder));
  closeSync(fd);
  return () => {
    const current = lockHolder(dataDir);
    if (current?.pid === process.pid && current.host === hostname()) rmSync(path, { force: true });
  };
}
