/**
 * `node --import tsx bench/initial-js.ts [base]`: the JavaScript each storefront page loads before it
 * is interactive (its module preloads and scripts): as the shop sends it to a browser that accepts
 * brotli, and as the build's precompressed brotli and gzip files weigh; and the page's HTML,
 * gzipped. Run against a shop started from the same build (`npm run serve`). Figures, not a test
 * (issue 20 aims at ≤ 150 KiB compressed per page).
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { rootDir } from './lib.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const clientDir = join(rootDir, 'apps/web/build/client');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The file compressed at the strongest settings, as the build's precompressed copies are. */
function compressedSize(path: string): { br: number; gz: number } {
  const source = readFileSync(join(clientDir, path));
  return {
    br: brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    gz: gzipSync(source, { level: 9 }).length,
  };
}

/** Bytes on the wire for one asset, asked for as Chromium asks (brotli accepted). */
function sentSize(path: string): Promise<number> {
  return new Promise((done, fail) => {
    request(base + path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done(bytes));
    }).on('error', fail).end();
  });
}

async function firstProductPath(): Promise<string> {
  const res = await fetch(`${base}/api/products?limit=1`);
  const { products } = (await res.json()) as { products: { _id: string }[] };
  return `/products/id/${products[0]!._id}`;
}

const pages = ['/', '/products', await firstProductPath(), '/cart'];
console.log('| page | scripts | JS KiB as sent | JS KiB (build, brotli) | JS KiB (build, gzip) | HTML KiB (gzip) |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const page of pages) {
  const html = await (await fetch(base + page)).text();
  // A page's modules: the addresses its script loader lists (apps/web/app/lib/defer-page-scripts.ts) and any <script src>.
  const scripts = new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let sent = 0;
  let br = 0;
  let gz = 0;
  for (const script of scripts) {
    const size = compressedSize(script);
    sent += await sentSize(script);
    br += size.br;
    gz += size.gz;
  }
  const name = page.startsWith('/products/id/') ? 'a product page' : page;
  console.log(`| ${name} | ${scripts.size} | ${kib(sent)} | ${kib(br)} | ${kib(gz)} | ${kib(gzipSync(html).length)} |`);
}
