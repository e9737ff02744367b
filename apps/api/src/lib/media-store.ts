import { inArray, sql, type SQL } from 'drizzle-orm';
import { BANNER_WIDTHS, IMAGE_WIDTHS, imageVariantUrl } from '@dhatu/domain';
import type { Db, Tx } from '../db/client.ts';
import { media } from '../db/schema/index.ts';

/**
 * The media table (db/schema/media.ts): what /media/<path> serves on every instance.
 *
 * Images are saved and removed inside the transaction of the change that uses or drops them, so a
 * failed change leaves nothing behind and a committed one leaves no orphan. Both take a transaction
 * lock per image URL first: an image removed as unused while another change saves the same bytes
 * (same name) for a new use is then either removed before that save or kept for it, never lost.
 */
export interface MediaFile {
  /** The URL after /media/, e.g. products/3f…a1.w480.webp. */
  path: string;
  contentType: string;
  bytes: Buffer;
}

export interface StoredMedia {
  contentType: string;
  bytes: Buffer;
}

/** Rows per insert: bounds one statement's parameters and memory when seeding or importing. */
const INSERT_BATCH = 50;
/** Every width an image may have a rendition at, for finding all of an image's files by its URL. */
const ALL_WIDTHS = [...new Set([...IMAGE_WIDTHS, ...BANNER_WIDTHS])];

/*
 * Bytes travel as base64 text both ways: PGlite turns bytea parameters and results into hex byte by
 * byte in JavaScript, about three times slower than decode()/encode() in the database (measured in
 * decision 0034); for node-postgres base64 is also a third smaller on the wire than its hex.
 */
const bytesFromBase64 = (bytes: Buffer) => sql`decode(${bytes.toString('base64')}, 'base64')`;
const bytesAsBase64 = sql<string>`encode(${media.bytes}, 'base64')`;

/** Inserts files, keeping any already stored under the same path (the same bytes, by their naming). */
export async function saveMediaFiles(db: Db | Tx, files: readonly MediaFile[]): Promise<void> {
  for (let i = 0; i < files.length; i += INSERT_BATCH) {
    const rows = files.slice(i, i + INSERT_BATCH)
      .map((f) => ({ path: f.path, contentType: f.contentType, bytes: bytesFromBase64(f.bytes), byteSize: f.bytes.length }));
    await db.insert(media).values(rows).onConflictDoNothing({ target: media.path });
  }
}

/** Saves uploaded images (lib/images.ts nameImage) inside the transaction that starts using them. */
export async function saveImages(tx: Tx, images: readonly { url: string; files: readonly MediaFile[] }[]): Promise<void> {
  if (images.length === 0) return;
  await lockImages(tx, images.map((image) => image.url));
  await saveMediaFiles(tx, images.flatMap((image) => image.files));
}

/**
 * Deletes the files of images a change no longer uses, inside that change's transaction (after its
 * own rows are changed). An image still shown anywhere is kept: by a product, category,
 * subcategory, banner, review or return request, or by an order line (old orders keep their product's picture).
 * URLs outside /media/ are ignored.
 */
export async function removeUnusedImages(tx: Tx, urls: readonly string[]): Promise<void> {
  const candidates = [...new Set(urls)].filter((url) => mediaPathOf(url) !== null);
  if (candidates.length === 0) return;
  await lockImages(tx, candidates);
  const used = new Set((await tx.execute<{ url: string }>(sql`
    select u.url from unnest(${textArray(candidates)}) as u(url)
    where exists (select 1 from products p where p.images @> jsonb_build_array(u.url))
       or exists (select 1 from categories c where c.image = u.url)
       or exists (select 1 from subcategories s where s.image = u.url)
       or exists (select 1 from banners b where b.image = u.url or b.mobile_image = u.url)
       or exists (select 1 from reviews r where r.images @> jsonb_build_array(jsonb_build_object('url', u.url)))
       or exists (select 1 from order_items o where o.image = u.url)
       or exists (select 1 from return_requests rr where rr.photos @> jsonb_build_array(u.url))`)).rows.map((row) => row.url));
  const paths = candidates.filter((url) => !used.has(url)).flatMap(imageFilePaths);
  if (paths.length > 0) await tx.delete(media).where(inArray(media.path, paths));
}

/** One stored file, or undefined. */
export async function readMedia(db: Db, path: string): Promise<StoredMedia | undefined> {
  const [row] = await db.select({ contentType: media.contentType, base64: bytesAsBase64 }).from(media)
    .where(sql`${media.path} = ${path}`);
  return row && { contentType: row.contentType, bytes: Buffer.from(row.base64, 'base64') };
}

/** Which of these paths are stored already. */
export async function storedPaths(db: Db | Tx, paths: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < paths.length; i += 1000) {
    const rows = await db.select({ path: media.path }).from(media).where(inArray(media.path, paths.slice(i, i + 1000)));
    for (const row of rows) found.add(row.path);
  }
  return found;
}

/** Folders and file names of letters, digits, '.', '_' and '-', none starting with '.': no '..', no '//', no '\\'. */
const SAFE_PATH = /^[a-z0-9_][a-z0-9._-]*(?:\/[a-z0-9_][a-z0-9._-]*)*$/i;
const MAX_PATH_LENGTH = 300;

/** A path /media/ may serve: nothing that could mean a folder above, a hidden file or another name for one. */
export function isSafeMediaPath(path: string): boolean {
  return path.length <= MAX_PATH_LENGTH && SAFE_PATH.test(path);
}

/** '/media/products/x.webp' → 'products/x.webp'; null for any other URL. */
export function mediaPathOf(url: string): string | null {
  return url.startsWith('/media/') && url.length > '/media/'.length ? url.slice('/media/'.length) : null;
}

/** The paths of every file an image URL may have: its own and a rendition at each known width. */
function imageFilePaths(url: string): string[] {
  const urls = url.endsWith('.webp') ? [url, ...ALL_WIDTHS.map((w) => imageVariantUrl(url, w))] : [url];
  return urls.map((u) => mediaPathOf(u)!);
}

/** Transaction locks on image URLs, in one order so two changes never wait on each other. */
async function lockImages(tx: Tx, urls: readonly string[]): Promise<void> {
  for (const url of [...new Set(urls)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media:${url}`}, 0))`);
  }
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
}
