/**
 * The built shop as `npm run serve` starts it (apps/api/build/serve.js, embedded database) under a
 * memory budget (docs/decisions/0031): with the default 512 MB it serves the journeys' pages and
 * stays inside it; with a budget too small for it, it turns requests away with 503 and
 * Retry-After instead of falling over.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/pg-cluster.ts';

const rootDir = resolve(import.meta.dirname, '..');
const launcher = resolve(rootDir, 'apps/api/build/serve.js');

interface BuiltShop { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> }
const running: BuiltShop[] = [];

async function startBuiltShop(env: Record<string, string>): Promise<BuiltShop> {
  const port = await freePort(21_300);
  const dataDir = mkdtempSync(join(tmpdir(), 'dhatu-memory-'));
  const child = spawn(process.execPath, [launcher], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, MEDIA_DIR: join(dataDir, 'media'), LOG_LEVEL: 'warn',
      // The demo artwork drawn once per machine (as the journeys' shops do), not on every start.
      ARTWORK_CACHE_DIR: join(rootDir, '.cache/test-artwork'), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + chunk.toString('utf8')).slice(-20_000); };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const shop: BuiltShop = {
    url: `http://127.0.0.1:${port}`, child, output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  running.push(shop);
  await listening(shop);
  return shop;
}

/**
 * Until the shop has started: readiness answers, and not with "starting" (the listener's answer
 * while the database opens). A shop past its budget answers readiness with its own 503 too.
 */
async function listening(shop: BuiltShop, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  const started = async () => {
    const res = await fetch(`${shop.url}/api/health/ready`);
    return !(await res.text()).includes('"starting"');
  };
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`the shop exited (${shop.child.exitCode}) while starting:\n${shop.output()}`);
    if (await started().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the shop did not answer within ${timeoutMs} ms:\n${shop.output()}`);
}

/** Resident memory now and at its peak, in MB (the launcher replaced itself: same process id). */
function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: field('VmRSS'), peak: field('VmHWM') };
}

beforeAll(() => {
  // The global setup builds the web app when missing; the server's bundle takes a fraction of a second.
  if (!existsSync(launcher)) {
    const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: rootDir, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the server failed:\n${build.stderr}`);
  }
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((shop) => shop.stop()));
});

describe('the built shop under its memory budget', () => {
  it('serves the journeys\' pages with MEMORY_LIMIT_MB=512 and stays inside it', async () => {
    const shop = await startBuiltShop({ MEMORY_LIMIT_MB: '512' });
    expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    const { products } = await (await fetch(`${shop.url}/api/products?limit=1`)).json() as { products: { _id: string }[] };
    expect(products.length).toBe(1);
    const pages = ['/', '/products', `/products/id/${products[0]!._id}`, '/cart', '/login', '/checkout'];
    for (let round = 0; round < 3; round++) {
      for (const page of pages) {
        const res = await fetch(shop.url + page, { redirect: 'manual' });
        const body = await res.text();
        // A guest's /checkout sends them to sign in first; every other page is a whole page.
        if (page === '/checkout' && res.status >= 300 && res.status < 400) {
          expect(res.headers.get('location')).toMatch(/^\/login/);
          continue;
        }
        expect(res.status, `${page}: ${body.slice(0, 200)}`).toBe(200);
        expect(body).toContain('</html>');
      }
    }
    expect(shop.child.exitCode).toBeNull();
    expect(residentMb(shop.child.pid!).now).toBeLessThanOrEqual(512);
  });

  it('answers 503 with Retry-After when it is past a budget too small for it, and keeps running', async () => {
    const shop = await startBuiltShop({ MEMORY_LIMIT_MB: '160', SEED_ON_START: 'false' });
    // The embedded database and the shop's code are past 160 MB × 1.25: the shop says so instead of growing.
    let res = await fetch(`${shop.url}/api/products`);
    for (let tries = 0; res.status !== 503 && tries < 20; tries++) {
      await new Promise((r) => setTimeout(r, 250));
      res = await fetch(`${shop.url}/api/products`);
    }
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // And it stays so: a refusal is not followed by the route answering anyway (it once was, from the cache).
    for (let i = 0; i < 3; i++) expect((await fetch(`${shop.url}/api/products`)).status).toBe(503);
    expect((await res.json() as { message: string }).message).toMatch(/try again/);
    const page = await fetch(`${shop.url}/products`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).not.toBeNull();
    expect(shop.child.exitCode).toBeNull();
  });
});
