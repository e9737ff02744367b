/**
 * The backup file (issue 27, decision 0041): one gzip-compressed tar holding `manifest.json` first
 * and then the database — PGlite's data-directory dump (`database.tar`) or pg_dump's custom format
 * (`database.pgdump`). The manifest carries the payload's size and SHA-256, so a restore refuses a
 * corrupt or truncated file before touching anything; gzip's own checksum catches the rest.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 1;

export const manifestSchema = z.object({
  app: z.literal('dhatu'),
  format: z.number().int(),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime({ offset: true }),
  /** The last migration applied: a restore refuses a backup newer than the code. */
  schema: z.object({ when: z.number().int(), tag: z.string().nullable() }),
  /** PGlite's version: its data directory is read back by the same PostgreSQL major only. */
  pgliteVersion: z.string().optional(),
  counts: z.object({
    orders: z.number().int(), customers: z.number().int(), products: z.number().int(), media: z.number().int(),
  }),
  database: z.object({ file: z.enum(['database.tar', 'database.pgdump']), bytes: z.number().int(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupCounts = BackupManifest['counts'];

/** A backup file that cannot be used: the message says why, in words for the shop owner. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

export interface WriteOptions {
  /** Where the bytes go before the rename (tests pass one that fails like a full disk). */
  createStream?: (path: string) => Writable;
}

/**
 * Writes the file under a temporary name beside `path`, flushes it to disk, then renames it: the
 * final name only ever holds a whole backup. Any failure (a full disk) removes the partial file.
 */
export async function writeBackupFile(path: string, manifest: BackupManifest, payload: () => Readable, options: WriteOptions = {}): Promise<number> {
  const partial = `${path}.partial`;
  const pack = tar.pack();
  const packing = (async () => {
    pack.entry({ name: MANIFEST_NAME }, JSON.stringify(manifest, null, 2));
    const entry = pack.entry({ name: manifest.database.file, size: manifest.database.bytes });
    await pipeline(payload(), entry);
    pack.finalize();
  })();
  try {
    const out = options.createStream?.(partial) ?? createWriteStream(partial, { flags: 'wx' });
    await Promise.all([pipeline(pack, createGzip({ level: 6 }), out), packing]);
    // On disk before the rename: a power cut must not leave a whole-looking name over lost bytes.
    if (!options.createStream) {
      const handle = await open(partial, 'r+');
      await handle.sync().finally(() => handle.close());
    }
    await rename(partial, path);
  } catch (error) {
    pack.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(path)).size;
}

function explain(error: unknown, path: string, manifestRead = true): Error {
  if (error instanceof BackupFileError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return new BackupFileError(`${path}: no such file.`);
  if (code === 'Z_DATA_ERROR') return new BackupFileError(`${path} is not a Dhatu backup (not a gzip-compressed archive), or it is corrupt.`);
  if (/invalid tar header/i.test((error as Error).message)) return new BackupFileError(`${path} is not a Dhatu backup (not a tar archive inside), or it is corrupt.`);
  if (code === 'Z_BUF_ERROR' || /unexpected end|premature/i.test((error as Error).message)) {
    // Ending before a manifest: most likely never a backup at all.
    if (!manifestRead) return new BackupFileError(`${path} is not a Dhatu backup (it ends before any manifest), or it is truncated.`);
    return new BackupFileError(`${path} is truncated: the file ends before the backup does (an interrupted copy?).`);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function parseManifest(text: string, path: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupFileError(`${path} is not a Dhatu backup: its manifest is not JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const app = (json as { app?: unknown } | null)?.app;
    throw new BackupFileError(app === 'dhatu'
      ? `${path} has a manifest this version cannot read (${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''}).`
      : `${path} is not a Dhatu backup: its manifest names no Dhatu shop.`);
  }
  if (parsed.data.format > BACKUP_FORMAT) throw new BackupFileError(`${path} is in backup format ${parsed.data.format}, newer than this version of the shop reads (${BACKUP_FORMAT}).`);
  return parsed.data;
}

async function assertNotEmpty(path: string) {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    throw explain(error, path);
  }
  if (size === 0) throw new BackupFileError(`${path} is empty: it holds no backup.`);
}

/**
 * Reads the whole file: the manifest, then the database, handed to `onDatabase` as it streams and
 * checked against the manifest's size and SHA-256 at its end. A file that fails any check throws
 * BackupFileError; `onDatabase` must treat what it received as unusable then.
 */
export async function readBackupFile(path: string, onDatabase: (manifest: BackupManifest, data: Readable) => Promise<void>): Promise<BackupManifest> {
  await assertNotEmpty(path);
  const extract = tar.extract();
  let manifest: BackupManifest | undefined;
  let databaseSeen = false;
  const consuming = (async () => {
    for await (const entry of extract) {
      if (!manifest) {
        if (entry.header.name !== MANIFEST_NAME) throw new BackupFileError(`${path} is not a Dhatu backup: it does not start with ${MANIFEST_NAME}.`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = parseManifest(Buffer.concat(chunks).toString('utf8'), path);
        continue;
      }
      if (entry.header.name !== manifest.database.file || databaseSeen) {
        entry.resume();
        continue;
      }
      databaseSeen = true;
      const hash = createHash('sha256');
      let bytes = 0;
      const tee = new PassThrough();
      entry.on('data', (chunk) => { hash.update(chunk as Buffer); bytes += (chunk as Buffer).length; });
      entry.pipe(tee);
      await onDatabase(manifest, tee);
      if (bytes !== manifest.database.bytes || hash.digest('hex') !== manifest.database.sha256) {
        throw new BackupFileError(`${path} is corrupt: its database does not match the checksum in its manifest.`);
      }
    }
  })();
  try {
    await Promise.all([pipeline(createReadStream(path), createGunzip(), extract), consuming]);
  } catch (error) {
    extract.destroy();
    throw explain(error, path, manifest !== undefined);
  }
  if (!manifest) throw new BackupFileError(`${path} is not a Dhatu backup: it holds no ${MANIFEST_NAME}.`);
  if (!databaseSeen) throw new BackupFileError(`${path} is truncated or incomplete: it holds no ${manifest.database.file}.`);
  return manifest;
}

/** The manifest alone (it comes first, so this reads a few kilobytes): for lists. */
export async function readManifest(path: string): Promise<BackupManifest> {
  await assertNotEmpty(path);
  const extract = tar.extract();
  const source = createReadStream(path);
  const gunzip = createGunzip();
  source.pipe(gunzip).pipe(extract);
  const failed = new Promise<never>((_, reject) => {
    const fail = (error: unknown) => reject(explain(error, path, false));
    source.once('error', fail);
    gunzip.once('error', fail);
    extract.once('error', fail);
  });
  try {
    const first = await Promise.race([(async () => {
      for await (const entry of extract) {
        if (entry.header.name !== MANIFEST_NAME) break;
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        return parseManifest(Buffer.concat(chunks).toString('utf8'), path);
      }
      return undefined;
    })(), failed]);
    if (!first) throw new BackupFileError(`${path} is not a Dhatu backup: it does not start with ${MANIFEST_NAME}.`);
    return first;
  } finally {
    failed.catch(() => {});
    source.destroy();
    gunzip.destroy();
    extract.destroy();
  }
}

/** SHA-256 and size of bytes in memory (a PGlite dump) for the manifest. */
export function digest(bytes: Uint8Array): { bytes: number; sha256: string } {
  return { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
