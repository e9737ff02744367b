import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freezePage } from './frozen-page.ts';

const NONCE = 'a2a69abfabaa0c9649c138297e79c142';
const CSP = `default-src 'self';script-src 'self' 'nonce-${NONCE}';style-src 'self' 'nonce-17d4b5f7';style-src-elem 'self' 'unsafe-inline'`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a page frozen for the cache', () => {
  const html = [
    `<link rel="modulepreload" href="/assets/entry.js" nonce="${NONCE}"/>`,
    `<script nonce="${NONCE}">window.__ctx = {"nonce":"${NONCE}","price":"₹1,499"};</script>`,
    `<script nonce="${NONCE}" type="module" async="">import "/assets/manifest.js";</script>`,
    `<script type="module" src="/assets/entry.js" nonce="${NONCE}"></script>`,
  ].join('');
  const frozen = freezePage(Buffer.from(html), NONCE, CSP)!;
  const body = frozen.body.toString();

  it('holds no trace of the nonce', () => {
    expect(body).not.toContain(NONCE);
    expect(body).not.toContain('nonce=');
    expect(body).toContain('window.__ctx = {"nonce":"","price":"₹1,499"};');
  });

  it('allows exactly its inline scripts by hash, and no nonce', () => {
    const scriptSrc = frozen.csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('window.__ctx = {"nonce":"","price":"₹1,499"};')} ${sha('import "/assets/manifest.js";')}`);
    expect(frozen.csp).not.toContain("'nonce-");
    expect(frozen.csp).toContain("default-src 'self';");
    expect(frozen.csp).toContain("style-src 'self';style-src-elem 'self' 'unsafe-inline'");
  });

  it('is not made for a page with more inline scripts than a header should carry', () => {
    const many = Array.from({ length: 40 }, (_, i) => `<script nonce="${NONCE}">f(${i})</script>`).join('');
    expect(freezePage(Buffer.from(many), NONCE, CSP)).toBeNull();
  });
});
