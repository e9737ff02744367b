/** A rendered guest page as the cache keeps it. */
export interface CachedPage {
  status: number;
  /** The render's own headers (content type and the like); never Set-Cookie. */
  headers: Record<string, string>;
  body: Buffer;
  /**
   * The script nonce the page was rendered with. It is never served again: every answer from the
   * cache gets this request's fresh nonce in its place (fillNonce), matching its CSP header.
   */
  nonce: string;
  tags: readonly string[];
}

/** The page's body with every occurrence of the stored nonce replaced by this request's. */
export function fillNonce(page: Pick<CachedPage, 'body' | 'nonce'>, fresh: string): Buffer {
  const needle = Buffer.from(page.nonce);
  const replacement = Buffer.from(fresh);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = page.body.indexOf(needle, from); at !== -1; at = page.body.indexOf(needle, from)) {
    parts.push(page.body.subarray(from, at), replacement);
    from = at + needle.length;
  }
  parts.push(page.body.subarray(from));
  return Buffer.concat(parts);
}

/** One buffer for a shared store: a JSON line with everything but the body, then the body. */
export function encodePage(page: CachedPage): Buffer {
  const { body, ...meta } = page;
  return Buffer.concat([Buffer.from(`${JSON.stringify(meta)}\n`), body]);
}

export function decodePage(stored: Buffer): CachedPage {
  const end = stored.indexOf(0x0a);
  const meta = JSON.parse(stored.subarray(0, end).toString('utf8')) as Omit<CachedPage, 'body'>;
  return { ...meta, body: stored.subarray(end + 1) };
}
