import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A rendered guest page (or a public JSON answer) as the cache keeps it. */
export interface CachedPage {
  status: number;
  /**
   * The render's own headers (content type and the like); never Set-Cookie. A page's carry its
   * content security policy, fixed when stored (frozen-page.ts): the same for every answer.
   */
  headers: Record<string, string>;
  body: Buffer;
  /** The body compressed once, when stored, for browsers that accept it (compressPage). */
  br?: Buffer;
  gzip?: Buffer;
  tags: readonly string[];
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Smaller bodies are not worth the bytes of a second and third copy (@fastify/compress's threshold too). */
const COMPRESS_FROM_BYTES = 1_024;
/**
 * Brotli 9: a 135 KB home page in ~14 ms, 2 % larger than the best setting (11), which takes
 * ~170 ms. Done once per stored page, in zlib's thread pool; each answer from the cache then costs
 * nothing to compress, where @fastify/compress spent ~4 ms of the event loop on every one.
 */
const BROTLI_QUALITY = 9;

/**
 * Brotli's window fitted to the body (its default is 4 MiB): at quality 9 the encoder sets up
 * tables for the whole window, which cost a 16 KB search answer 3.3 ms of CPU against 0.15 ms
 * fitted, for the same bytes within 0.1 % (a 133 KB page: 16 → 15 ms).
 */
const windowFor = (bytes: number) => Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))));

/** The page with its br and gzip copies (the work of zlib's threads, off the event loop). */
export async function compressPage<T extends Omit<CachedPage, 'tags'>>(page: T): Promise<T & Pick<CachedPage, 'br' | 'gzip'>> {
  if (page.body.length < COMPRESS_FROM_BYTES) return page;
  const [br, gz] = await Promise.all([
    brotli(page.body, { params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: windowFor(page.body.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
    } }),
    gzipAsync(page.body, { level: 9 }),
  ]);
  return { ...page, br, gzip: gz };
}

/** The bytes a page takes in a store, all copies counted. */
export function pageBytes(page: CachedPage): number {
  return page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);
}

/** One buffer for a shared store: a JSON line with everything but the bodies (and their lengths), then the bodies. */
export function encodePage(page: CachedPage): Buffer {
  const { body, br, gzip: gz, ...meta } = page;
  const lengths = [body.length, br?.length ?? -1, gz?.length ?? -1];
  return Buffer.concat([Buffer.from(`${JSON.stringify({ ...meta, lengths })}\n`), body, br ?? Buffer.alloc(0), gz ?? Buffer.alloc(0)]);
}

export function decodePage(stored: Buffer): CachedPage {
  const end = stored.indexOf(0x0a);
  const { lengths, ...meta } = JSON.parse(stored.subarray(0, end).toString('utf8')) as Omit<CachedPage, 'body'> & { lengths: number[] };
  let at = end + 1;
  const next = (length: number | undefined) => {
    if (length === undefined || length < 0) return undefined;
    const part = stored.subarray(at, at + length);
    at += length;
    return part;
  };
  const body = next(lengths[0])!;
  const br = next(lengths[1]);
  const gz = next(lengths[2]);
  return { ...meta, body, ...(br ? { br } : {}), ...(gz ? { gzip: gz } : {}) };
}
