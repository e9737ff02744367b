/**
 * npm run restore's refusals (issue 27 "bad input"): each is a clear error and leaves the data
 * folder as it was. PGlite only (the file is an embedded backup): the PostgreSQL pass of the API
 * suite would run the very same thing again, so it skips it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { DataFolderInUseError } from '../db/data-lock.ts';
import { pgliteTemplate } from '../test/db-templates.ts';
import { BackupFileError, readManifest, type BackupManifest } from './archive.ts';
import { restoreEmbedded, RestoreRefusedError } from './restore.ts';
import { backupEmbedded } from './take-backup.ts';

// Each restore unpacks and opens a whole embedded database: 5–10 s on a slow two-core machine beside
// the hardening suite, so a test of two restores came within seconds of vitest's 30 s default.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('restoring the embedded database', { timeout: 90_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), 'dhatu-restore-'));
  const good = join(work, 'good.tar.gz');
  let manifest: BackupManifest;

  beforeAll(async () => {
    const source = await openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
    manifest = (await backupEmbedded(source, good)).manifest;
    await source.close();
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** A data folder holding a database, and a fingerprint of its files to prove it untouched. */
  const existingFolder = async (name: string) => {
    const dir = join(work, name);
    await restoreEmbedded(good, dir);
    return dir;
  };
  const fingerprint = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort().join('\n');

  it('restores into an empty folder, and the shop opens it with everything in the manifest', async () => {
    const dir = join(work, 'fresh');
    const result = await restoreEmbedded(good, dir);
    expect(result.manifest).toEqual(manifest);
    expect(existsSync(join(dir, 'dhatu.pid'))).toBe(false);
    const database = await openDatabase({ dataDir: dir });
    try {
      const { rows } = await database.db.execute<{ n: number }>('select count(*)::int as n from media' as never);
      expect(rows[0]!.n).toBe(manifest.counts.media);
    } finally {
      await database.close();
    }
  });

  it('refuses a folder that holds a database without --force; with it, moves the folder aside and keeps it', async () => {
    const dir = await existingFolder('occupied');
    const before = fingerprint(dir);
    await expect(restoreEmbedded(good, dir)).rejects.toThrow(new RestoreRefusedError(`${dir} already holds a database. Restore with --force to move it aside (it is kept, renamed, never deleted), or set DATA_DIR to an empty folder.`));
    expect(fingerprint(dir)).toBe(before);

    const { movedAside } = await restoreEmbedded(good, dir, { force: true });
    expect(movedAside).toMatch(new RegExp(`^${dir}\\.before-restore-`));
    expect(fingerprint(movedAside!)).toBe(before);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a running shop\'s folder (its lock), even with --force, and leaves it alone', async () => {
    const dir = await existingFolder('running');
    const shop = await openDatabase({ dataDir: dir });
    try {
      await expect(restoreEmbedded(good, dir, { force: true })).rejects.toThrow(DataFolderInUseError);
      await expect(restoreEmbedded(good, dir, { force: true })).rejects.toThrow(/in use by a running shop \(process \d+/);
      // Another process (npm run restore) sees the same lock.
      const out = await cli(['restore', good, '--force'], { DATA_DIR: dir, DATABASE_URL: '' });
      expect(out.code).toBe(1);
      expect(out.stderr).toMatch(new RegExp(`The data folder ${dir} is in use by a running shop \\(process ${process.pid} `));
    } finally {
      await shop.close();
    }
    expect(existsSync(join(dir, 'dhatu.pid'))).toBe(false);
  }, 60_000);

  const refusedFiles: [string, () => Buffer, RegExp][] = [
    ['an empty file', () => Buffer.alloc(0), /is empty: it holds no backup/],
    ['a file that is not gzip', () => Buffer.from('PK\u0003\u0004 a zip, say'), /is not a Dhatu backup \(not a gzip-compressed archive\)/],
    ['a truncated backup', () => readFileSync(good).subarray(0, Math.floor(readFileSync(good).length / 2)), /is truncated/],
    ['a gzip of something else', () => gzipSync(Buffer.from('{"name":"not a backup"}')), /is not a Dhatu backup/],
  ];
  let badTarget: string | undefined;
  it.each(refusedFiles)('refuses %s and changes nothing', async (_label, bytes, message) => {
    badTarget ??= await existingFolder('bad-target');
    const dir = badTarget;
    const before = fingerprint(dir);
    const file = join(work, `bad-${Math.random().toString(36).slice(2)}.tar.gz`);
    writeFileSync(file, bytes());
    const failure = restoreEmbedded(file, dir, { force: true });
    await expect(failure).rejects.toThrow(BackupFileError);
    await expect(restoreEmbedded(file, dir, { force: true })).rejects.toThrow(message);
    expect(fingerprint(dir)).toBe(before);
    expect(readdirSync(work).filter((f) => f.startsWith('bad-target.before-restore'))).toEqual([]);
  });

  it('refuses a corrupt database (bytes changed inside) by its checksum', async () => {
    const file = join(work, 'flipped.tar.gz');
    await repack(file, manifest, (db) => { const at = db.length >> 1; db[at] = db[at]! ^ 0xff; return db; });
    await expect(restoreEmbedded(file, join(work, 'flipped-target'))).rejects.toThrow(/is corrupt: its database does not match the checksum in its manifest/);
    expect(existsSync(join(work, 'flipped-target'))).toBe(false);
  });

  it('refuses a backup from a newer schema than the code; names a foreign manifest', async () => {
    const newer = join(work, 'newer.tar.gz');
    await repack(newer, { ...manifest, schema: { when: manifest.schema.when + 1_000_000, tag: null } });
    await expect(restoreEmbedded(newer, join(work, 'newer-target'))).rejects.toThrow(/comes from a newer version of the shop/);
    expect(existsSync(join(work, 'newer-target'))).toBe(false);

    const foreign = join(work, 'foreign.tar.gz');
    await repack(foreign, { ...manifest, app: 'medusa' as 'dhatu' });
    await expect(readManifest(foreign)).rejects.toThrow(/is not a Dhatu backup: its manifest names no Dhatu shop/);
  });

  /** The good backup with its manifest (and maybe its database bytes) changed. */
  async function repack(path: string, m: BackupManifest, change: (db: Buffer) => Buffer = (db) => db) {
    const chunks: Buffer[] = [];
    const extract = tar.extract();
    const { gunzipSync } = await import('node:zlib');
    const entries = new Map<string, Buffer>();
    extract.on('entry', (header, stream, next) => {
      const parts: Buffer[] = [];
      stream.on('data', (c) => { parts.push(c as Buffer); });
      stream.on('end', () => { entries.set(header.name, Buffer.concat(parts)); next(); });
    });
    await new Promise<void>((resolve, reject) => { extract.on('finish', () => resolve()); extract.on('error', reject); extract.end(gunzipSync(readFileSync(good))); });
    const pack = tar.pack();
    pack.entry({ name: 'manifest.json' }, JSON.stringify(m));
    pack.entry({ name: m.database.file }, change(Buffer.from(entries.get(m.database.file)!)));
    pack.finalize();
    for await (const c of pack) chunks.push(c as Buffer);
    writeFileSync(path, gzipSync(Buffer.concat(chunks)));
  }
});

function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/backup/cli.ts', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

