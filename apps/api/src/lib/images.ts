import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError, badRequest } from './errors.ts';
import type { MediaFile } from './media-store.ts';

/**
 * The safe way in for images people upload (review photos now, the admin's product images later).
 *
 * - The bytes decide, never the file name or the declared type: sharp must read them as one of
 *   IMAGE_FORMATS. SVG (which can carry scripts and links) and everything else are refused.
 * - The pixel count is checked from the header before anything is decoded, and decoding itself is
 *   capped (limitInputPixels), so a small file that unpacks into gigabytes (a decompression bomb)
 *   is refused with 'This image is too large'.
 * - Every image is re-encoded: turned upright by its EXIF orientation, then written as WebP at each
 *   width (never enlarged). Output carries no metadata (EXIF, GPS, XMP, ICC are dropped; colours are
 *   converted to sRGB), so a phone photo's location does not leak.
 * - Renditions are named by a hash of their bytes under <folder>/ and follow the media naming of
 *   packages/domain/src/media.ts: `<name>.webp` is the widest, `<name>.w480.webp` etc. sit beside it.
 *
 * Callers prepare (validate and encode in memory) every image of a request first, then open their
 * transaction and save the images in it (lib/media-store.ts saveImages), so a failed change leaves
 * no image behind.
 */

/** What sharp may report for an accepted upload (AVIF is reported as heif). */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'] as const;
/** 40 megapixels: above every phone's normal photo (12–50 MP binned to 12), far below a bomb. */
export const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;
/** A rendition is at most this many times as tall as it is wide (WebP's own limit is 16383 px a side). */
const MAX_ASPECT = 3;

export const IMAGE_MESSAGES = {
  notImage: 'Only image files (JPEG, PNG, WebP, GIF, AVIF or HEIF) can be uploaded',
  tooLarge: 'This image is too large',
  tooBig: (maxBytes: number) => `Each image must be ${formatMegabytes(maxBytes)} MB or smaller`,
} as const;

export interface ImageLimits {
  /** Widths to write; the widest becomes the image's URL. */
  widths: readonly number[];
  /** Largest accepted upload in bytes. */
  maxBytes: number;
  /** Largest accepted width × height. */
  maxPixels?: number;
}

export interface PreparedImage {
  /** WebP bytes per width, widest first. */
  renditions: { width: number; data: Buffer }[];
  /** Size of the widest rendition. */
  width: number;
  height: number;
}

export interface StoredImage {
  /** Public URL of the widest rendition, e.g. /media/reviews/3f…a1.webp. */
  url: string;
  /** Every rendition, to save in the media table with the change that uses the image. */
  files: MediaFile[];
}

/**
 * Checks that `bytes` really are an image within the limits and re-encodes it to WebP at every
 * width, in memory. Throws a 400 (413 for too many bytes) AppError with a message for the shopper.
 */
export async function prepareImage(bytes: Buffer, limits: ImageLimits): Promise<PreparedImage> {
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  if (bytes.length > limits.maxBytes) throw new AppError(413, IMAGE_MESSAGES.tooBig(limits.maxBytes));
  if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.notImage);

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  if (!(IMAGE_FORMATS as readonly string[]).includes(metadata.format ?? '')) throw badRequest(IMAGE_MESSAGES.notImage);
  const { width = 0, height = 0 } = metadata;
  if (width <= 0 || height <= 0) throw badRequest(IMAGE_MESSAGES.notImage);
  if (width * height > maxPixels) throw badRequest(IMAGE_MESSAGES.tooLarge);

  return withImageSlot(() => encode(bytes, limits.widths, maxPixels));
}

async function encode(bytes: Buffer, widths: readonly number[], maxPixels: number): Promise<PreparedImage> {
  const sorted = [...new Set(widths)].sort((a, b) => b - a);
  const widest = sorted[0];
  if (widest === undefined) throw new Error('prepareImage needs at least one width');

  // Decode once (first frame only), upright, scaled down to the widest width; narrower ones come
  // from those pixels. JPEG and WebP shrink while loading, so a large photo never sits in memory whole.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true, animated: false })
      .rotate()
      .resize({ width: widest, height: widest * MAX_ASPECT, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
  const { info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;

  const renditions: PreparedImage['renditions'] = [];
  for (const target of sorted) {
    let image = sharp(pixels.data, raw);
    if (target < info.width) image = image.resize({ width: target });
    renditions.push({ width: target, data: await image.webp({ quality: 80, effort: 4 }).toBuffer() });
  }
  return { renditions, width: info.width, height: info.height };
}

/**
 * Names a prepared image by a hash of its bytes: every rendition becomes a media file under
 * <folder>/, `<sha256>.webp` (the widest) and `<sha256>.w480.webp` etc. beside it. The same image
 * always gets the same names, so its URLs never change meaning and storing it twice is harmless.
 * Nothing is written here: the caller saves the files in its own transaction (lib/media-store.ts).
 */
export function nameImage(folder: string, image: PreparedImage): StoredImage {
  if (!/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/.test(folder)) throw new Error(`Bad media folder: ${folder}`);
  const hash = createHash('sha256');
  for (const { width, data } of image.renditions) hash.update(`${width}:${data.length}:`).update(data);
  const name = hash.digest('hex');
  const widest = image.renditions[0]?.width;
  const files = image.renditions.map(({ width, data }) => ({
    path: `${folder}/${width === widest ? `${name}.webp` : `${name}.w${width}.webp`}`,
    contentType: 'image/webp',
    bytes: data,
  }));
  return { url: `/media/${folder}/${name}.webp`, files };
}

// Encoding is CPU-heavy and libvips already uses every core for one image: a couple at a time keeps
// the shop answering other requests while uploads are processed.
const MAX_CONCURRENT_ENCODES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withImageSlot<T>(job: () => Promise<T>): Promise<T> {
  // A finished job hands its slot straight to the next waiter, so the count never overshoots.
  if (running >= MAX_CONCURRENT_ENCODES) await new Promise<void>((resume) => waiting.push(resume));
  else running += 1;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** sharp's refusal as the shopper's message: too many pixels, or not an image it can read. */
function decodeFailure(error: unknown): AppError {
  const message = error instanceof Error ? error.message : '';
  return badRequest(/pixel limit/i.test(message) ? IMAGE_MESSAGES.tooLarge : IMAGE_MESSAGES.notImage);
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}
