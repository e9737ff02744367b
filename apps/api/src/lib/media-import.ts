import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { isSafeMediaPath, saveMediaFiles, type MediaFile } from './media-store.ts';

/**
 * A shop from before media moved into the database kept its images as files under MEDIA_DIR, and
 * its rows name them by URL (/media/products/…). At start, those files are copied once into the
 * media table under the same paths, so every URL keeps working on every instance; a marker file
 * then tells later starts that the folder has nothing more to give (decision 0034).
 */
export const IMPORTED_MARKER = '.imported-into-database';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.gif': 'image/gif',
  '.avif': 'image/avif', '.mp4': 'video/mp4', '.webm': 'video/webm',
};
/** Larger files are left out (and named in the log): one file is read whole into memory. */
const LARGEST_FILE = 64 * 1024 * 1024;
/** Bytes read before they are written, so a big folder never sits in memory at once. */
const BATCH_BYTES = 16 * 1024 * 1024;

export interface MediaImportResult { imported: number; skipped: string[] }

/** Copies the folder's images into the media table unless done before; null when there was nothing to do. */
export async function importMediaFolder(db: Db, dir: string, log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<MediaImportResult | null> {
  if (!existsSync(dir) || existsSync(join(dir, IMPORTED_MARKER))) return null;
  const found = await listFiles(dir);
  if (found.files.length === 0 && found.skipped.length === 0) return null;

  let batch: MediaFile[] = [];
  let batchBytes = 0;
  for (const file of found.files) {
    const bytes = await readFile(file.fullPath);
    batch.push({ path: file.path, contentType: file.contentType, bytes });
    batchBytes += bytes.length;
    if (batchBytes >= BATCH_BYTES) {
      await saveMediaFiles(db, batch);
      batch = [];
      batchBytes = 0;
    }
  }
  await saveMediaFiles(db, batch);

  const result = { imported: found.files.length, skipped: found.skipped };
  log.info({ dir, imported: result.imported, skipped: result.skipped.length }, 'media folder imported into the database');
  if (result.skipped.length) log.warn({ skipped: result.skipped.slice(0, 50) }, 'media files not imported (not an image or video the shop serves, an unsafe name, or too large)');
  await writeFile(join(dir, IMPORTED_MARKER), `Imported ${result.imported} files into the media table on ${new Date().toISOString()}; this folder is no longer read.\n`)
    .catch((error: unknown) => log.warn({ err: error, dir }, 'could not mark the media folder as imported; it will be read again (harmlessly) on the next start'));
  return result;
}

interface FoundFile { path: string; fullPath: string; contentType: string }

/** Regular files under dir (symbolic links are not followed), with the paths /media/ serves them at. */
async function listFiles(dir: string): Promise<{ files: FoundFile[]; skipped: string[] }> {
  const files: FoundFile[] = [];
  const skipped: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const fullPath = join(entry.parentPath, entry.name);
    const path = relative(dir, fullPath).split(sep).join('/');
    // Hidden files and folders (render locks, temp files, this marker) were never served.
    if (path.split('/').some((part) => part.startsWith('.'))) continue;
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()];
    if (!contentType || !isSafeMediaPath(path) || (await lstat(fullPath)).size > LARGEST_FILE) skipped.push(path);
    else files.push({ path, fullPath, contentType });
  }
  return { files: files.sort((a, b) => a.path.localeCompare(b.path)), skipped };
}
