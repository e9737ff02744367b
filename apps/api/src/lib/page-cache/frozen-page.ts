import { createHash } from 'node:crypto';

/**
 * A page rendered for one request carries that request's script nonce: in its <script> and <link>
 * tags, in the root loader's data, and in its CSP header. Before it is stored, the nonce is taken
 * out and the header allows the page's own inline scripts by their SHA-256 hashes instead
 * (CSP Level 2 hash sources), so every answer from the cache is the same bytes — compressed once,
 * sent as they are — and no nonce is ever served twice. Scripts with a `src` stay allowed by
 * 'self'. An injected script still cannot run: it would have to be one of the page's own scripts,
 * byte for byte. The style nonce goes too: inline styles are allowed by 'unsafe-inline' already.
 */

/** More hashes than this make a header some proxies refuse (nginx reads response headers into 4–8 KB): such a page isn't stored. */
const MAX_INLINE_SCRIPTS = 32;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const HAS_SRC = /\ssrc\s*=/i;

export function freezePage(body: Buffer, nonce: string, csp: string): { body: Buffer; csp: string } | null {
  if (!nonce) return null;
  const html = body.toString('utf8')
    .replaceAll(` nonce="${nonce}"`, '')
    // Anywhere else (the root loader's data hands it to <Scripts>): an empty nonce matches nothing.
    .replaceAll(nonce, '');
  const hashes: string[] = [];
  for (const [, attributes, content] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(content!, 'utf8').digest('base64')}'`);
  }
  if (hashes.length > MAX_INLINE_SCRIPTS) return null;
  const directives = csp.split(';').map((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const kept = sources.filter((source) => !source.startsWith("'nonce-"));
    if (name === 'script-src') kept.push(...new Set(hashes));
    return [name, ...kept].join(' ');
  });
  return { body: Buffer.from(html, 'utf8'), csp: directives.join(';') };
}
