/**
 * Turns the demo artwork (SVG from artwork.ts) into media files: `<relPath>.webp` at the widest
 * width and `<relPath>.w<width>.webp` for the narrower ones, saved in the media table by the seed.
 *
 * Tests, browser journeys and benchmarks seed many fresh databases with the same artwork; given an
 * artwork cache folder (ARTWORK_CACHE_DIR), renditions drawn once are read back from it instead of
 * being drawn again. The shop itself needs no folder: without one, everything is drawn in memory.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { MediaFile } from '../lib/media-store.ts';

export interface ArtworkJob { relPath: string; svg: string; widths: readonly number[] }

/** The media paths of one artwork, widest first. */
export function artworkPaths(relPath: string, widths: readonly number[]): string[] {
  const sorted = [...widths].sort((a, b) => b - a);
  return sorted.map((w, i) => (i === 0 ? `${relPath}.webp` : `${relPath}.w${w}.webp`));
}

/** Every rendition of one artwork from the cache, or null when one is missing. */
export async function cachedArtwork(job: ArtworkJob, cacheDir: string): Promise<MediaFile[] | null> {
  const paths = artworkPaths(job.relPath, job.widths);
  const cached = await Promise.all(paths.map((path) => readFile(join(cacheDir, path)).catch(() => null)));
  return cached.every((bytes) => bytes !== null) ? paths.map((path, i) => webp(path, cached[i]!)) : null;
}

/** Renders (or reads from the cache) every rendition of one artwork. */
export async function renderArtwork(job: ArtworkJob, cacheDir?: string): Promise<{ files: MediaFile[]; drawn: boolean }> {
  if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(job.relPath) || job.relPath.includes('..')) throw new Error(`Bad media path: ${job.relPath}`);
  const paths = artworkPaths(job.relPath, job.widths);
  const cached = cacheDir ? await cachedArtwork(job, cacheDir) : null;
  if (cached) return { files: cached, drawn: false };
  const widths = [...job.widths].sort((a, b) => b - a);
  // Render once at the widest width, then scale down from the pixels.
  const { data, info } = await sharp(Buffer.from(job.svg)).resize({ width: widths[0] }).removeAlpha().raw()
    .toBuffer({ resolveWithObject: true });
  const files = await Promise.all(widths.map(async (w, i) => {
    const image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const bytes = await (w === info.width ? image : image.resize({ width: w })).webp({ quality: 80, effort: 2 }).toBuffer();
    return webp(paths[i]!, bytes);
  }));
  if (cacheDir) await Promise.all(files.map((file) => writeCached(join(cacheDir, file.path), file.bytes)));
  return { files, drawn: true };
}

const webp = (path: string, bytes: Buffer): MediaFile => ({ path, contentType: 'image/webp', bytes });

/** Written aside and renamed, so a reader sees a whole file or none. */
async function writeCached(target: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LOCK_STALE_MS = 30_000;

/**
 * Runs fn while holding a lock on the artwork cache shared by every process on the machine (a
 * directory created atomically, kept fresh by a heartbeat), so parallel test workers starting on
 * a cold cache draw it once instead of each drawing it. A holder that died leaves a lock that goes
 * stale after 30 s.
 */
export async function withArtworkCacheLock<T>(cacheDir: string, fn: () => Promise<T>): Promise<T> {
  await mkdir(cacheDir, { recursive: true });
  const lock = join(cacheDir, '.render-lock');
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else await sleep(250);
    }
  }
  const heartbeat = setInterval(() => { utimes(lock, new Date(), new Date()).catch(() => {}); }, 5_000);
  try {
    return await fn();
  } finally {
    clearInterval(heartbeat);
    await rm(lock, { recursive: true, force: true });
  }
}

/** Runs fn over items with at most `limit` running at once, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
