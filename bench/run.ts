/**
 * `npm run bench`: the shop in production mode on PostgreSQL (and with --db pglite the embedded
 * database), with a generated catalogue, loaded by autocannon from this process; a bare Node server
 * sending the same bytes is the ceiling. Lighthouse (mobile, simulated slow 4G) on the main pages.
 * Prints one table and writes bench/results/<time>.json and .md. See docs/benchmarks.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { audit, hasChromium, type LighthouseResult } from './lighthouse.ts';
import { load, peakMemoryMiB, rootDir, run, startCeiling, startShop, stop, type LoadResult } from './lib.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    products: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '10,100' },
    duration: { type: 'string', default: '5' },
    lighthouse: { type: 'boolean', default: true },
    'no-lighthouse': { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});

const PORT = 3301;
const CEILING_PORT = 3302;
const engines = values.db === 'both' ? ['postgres', 'pglite'] : [values.db!];
const sizes = values.products!.split(',').map(Number);
const connectionCounts = values.connections!.split(',').map(Number);
const duration = Number(values.duration);

interface Row { engine: string; products: number; endpoint: string; connections: number; result: LoadResult; ceilingRps: number }
const rows: Row[] = [];
const pages: { engine: string; products: number; page: string; result: LighthouseResult }[] = [];
const memory: { engine: string; products: number; peakMiB: number }[] = [];

async function prepareDatabase(engine: string, size: number): Promise<Record<string, string>> {
  if (engine === 'postgres') {
    const name = `dhatu_bench_${size}`;
    const admin = new pg.Client({ connectionString: values['pg-url'] });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(values['pg-url']!);
    url.pathname = `/${name}`;
    return { DATABASE_URL: url.toString(), MEDIA_DIR: `${rootDir}.cache/test-media` };
  }
  const dir = `${rootDir}.cache/bench-pglite-${size}`;
  await run('rm', ['-rf', dir], {});
  return { DATA_DIR: dir, MEDIA_DIR: `${rootDir}.cache/test-media` };
}

async function endpoints(base: string) {
  const { categories } = await (await fetch(`${base}/api/categories`)).json() as { categories: { _id: string; name: string }[] };
  const brass = categories.find((c) => c.name.toLowerCase() === 'brass')!;
  const { products } = await (await fetch(`${base}/api/products?limit=1&categories=${brass._id}`)).json() as { products: { _id: string }[] };
  const id = products[0]!._id;
  return [
    { name: 'list (filtered, sorted, page 2)', path: `/api/products?categories=${brass._id}&priceRanges=1,2&sort=price&page=2` },
    { name: 'typo search', path: '/api/products?search=brss%20diya' },
    { name: 'product detail', path: `/api/products/${id}` },
    { name: 'page / (SSR)', path: '/' },
    { name: 'page /products (SSR)', path: `/products?categories=${brass._id}&sort=price` },
    { name: `page product (SSR)`, path: `/products/id/${id}` },
  ];
}

for (const engine of engines) {
  for (const size of sizes) {
    console.log(`\n== ${engine}, ${size.toLocaleString('en-IN')} products`);
    const env = await prepareDatabase(engine, size);
    const seeded = Date.now();
    await run(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed/cli.ts', '--products', String(size)], env);
    console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    const shop = await startShop(env, PORT);
    try {
      const base = `http://127.0.0.1:${PORT}`;
      for (const endpoint of await endpoints(base)) {
        const sample = await fetch(base + endpoint.path);
        const body = Buffer.from(await sample.arrayBuffer());
        if (!sample.ok) console.warn(`${endpoint.path} answered ${sample.status}`);
        const ceiling = await startCeiling(CEILING_PORT, body, sample.headers.get('content-type') ?? 'application/json');
        try {
          for (const connections of connectionCounts) {
            const result = await load(base + endpoint.path, connections, duration);
            const top = await load(`http://127.0.0.1:${CEILING_PORT}/`, connections, duration);
            rows.push({ engine, products: size, endpoint: endpoint.name, connections, result, ceilingRps: top.requestsPerSec });
            console.log(`${endpoint.name} ×${connections}: ${result.requestsPerSec} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors} (ceiling ${top.requestsPerSec} req/s)`);
          }
        } finally {
          ceiling.close();
        }
      }
      memory.push({ engine, products: size, peakMiB: peakMemoryMiB(shop.pid!) });
      if (values.lighthouse && !values['no-lighthouse'] && hasChromium() && engine === engines[0] && size === sizes[0]) {
        const { products } = await (await fetch(`${base}/api/products?limit=1`)).json() as { products: { _id: string }[] };
        for (const page of ['/', '/products', `/products/id/${products[0]!._id}`, '/cart']) {
          try {
            const result = await audit(base + page);
            pages.push({ engine, products: size, page, result });
            console.log(`lighthouse ${page}: ${result.performance}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, JS ${result.jsKiB} KiB`);
          } catch (err) {
            console.warn(`lighthouse ${page} failed: ${(err as Error).message}`);
          }
        }
      }
    } finally {
      await stop(shop);
    }
  }
}

const md = [
  `# Benchmark ${new Date().toISOString()}`,
  '',
  `autocannon ${duration} s per cell from a second process; ceiling = bare Node server sending the same bytes.`,
  '',
  '| engine | products | endpoint | conns | req/s | p50 ms | p99 ms | errors | % of ceiling |',
  '|---|---:|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map((r) => `| ${r.engine} | ${r.products} | ${r.endpoint} | ${r.connections} | ${r.result.requestsPerSec} | ${r.result.p50} | ${r.result.p99} | ${r.result.errors} | ${r.ceilingRps ? Math.round((r.result.requestsPerSec / r.ceilingRps) * 100) : 0}% |`),
  '',
  '| engine | products | peak server memory (MiB) |',
  '|---|---:|---:|',
  ...memory.map((m) => `| ${m.engine} | ${m.products} | ${m.peakMiB} |`),
  '',
  ...(pages.length ? [
    '| page | performance | LCP ms | TBT ms | CLS | JS KiB (gzip) |',
    '|---|---:|---:|---:|---:|---:|',
    ...pages.map((p) => `| ${p.page} | ${p.result.performance} | ${p.result.lcpMs} | ${p.result.tbtMs} | ${p.result.cls} | ${p.result.jsKiB} |`),
  ] : ['Lighthouse: not run (no Chromium, or --no-lighthouse).']),
].join('\n');

mkdirSync(`${rootDir}bench/results`, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(`${rootDir}bench/results/${stamp}.json`, JSON.stringify({ rows, memory, pages }, null, 2));
writeFileSync(`${rootDir}bench/results/${stamp}.md`, md + '\n');
console.log(`\n${md}\n\nwritten to bench/results/${stamp}.{json,md}`);
