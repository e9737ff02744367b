/**
 * Playwright's one web server (playwright.config.ts): starts every shop of e2e/shops.ts at once —
 * each fresh: a copy of one shop's first start (a new embedded database, migrated and seeded with
 * the demo catalogue) — and prints SHOPS_READY when all of them answer /api/health/ready.
 * Playwright starts its `webServer` entries one after another; four shops each migrating and
 * seeding in turn cost about four times one. A first start takes ~15 s of CPU, a start on the copied
 * folder ~4.5 (decision 29), so the first start is made once, by a shop that is then stopped.
 * Playwright ends this process group after the run, and the shops with it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { LOCK_FILE } from '../apps/api/src/db/data-lock.ts';
import { PROJECTS, SHOPS_READY, WORKERS, firstStartShop, paymentsShopFor, shopFor, type Shop } from './shops.ts';

const COMMON_ENV = {
  NODE_ENV: 'production', HOST: '127.0.0.1', ARTWORK_CACHE_DIR: '.cache/test-artwork', LOG_LEVEL: 'warn',
  // Every journey comes from 127.0.0.1, far faster than a shopper: no rate-limit class may get in the way.
  RATE_LIMIT_MAX: '100000', RATE_LIMIT_PAGES_MAX: '100000', RATE_LIMIT_SEARCH_MAX: '100000', RATE_LIMIT_CODES_MAX: '100000', RATE_LIMIT_ORDERS_MAX: '100000',
  OTP_MAX_SENDS_PER_IP_PER_HOUR: '1000',
  // Written as an owner may set it, unspaced: every screen, the invoice and the SMS still show '+91 98765 43210'.
  SHOP_PHONE: '+919876543210',
  // No backup in the background while journeys run; backups.spec.ts makes them from the console.
  BACKUP_INTERVAL_HOURS: '0',
};
const START_TIMEOUT_MS = 180_000;

/** A shop on `shop.dataDir`, started as it is (empty: a first start) or on a copy of `from`. */
function startShop(shop: Shop, env: Record<string, string>, from?: string): ChildProcess {
  rmSync(shop.dataDir, { recursive: true, force: true });
  rmSync(`${shop.dataDir}-backups`, { recursive: true, force: true });
  if (from) cpSync(from, shop.dataDir, { recursive: true, filter: (path) => !path.endsWith(LOCK_FILE) });
  // The output goes to a file: journeys read the console SMS provider's one-time codes from it.
  mkdirSync(dirname(shop.log), { recursive: true });
  const log = openSync(shop.log, 'w');
  // The built server, as npm run serve starts it (npm run test:e2e builds it first).
  return spawn(process.execPath, ['apps/api/build/serve.js'], {
    env: { ...process.env, ...COMMON_ENV, PORT: String(shop.port), DATA_DIR: shop.dataDir, BACKUP_DIR: `${shop.dataDir}-backups`, ...env },
    stdio: ['ignore', log, log],
  });
}

async function healthy(shop: Shop): Promise<boolean> {
  try {
    return (await fetch(`${shop.url}/api/health/ready`)).ok;
  } catch {
    return false;
  }
}

const ADMINS = { ADMIN_PHONES: '9000000002,9000000003,9000000004,9000000005,9000000006,9000000007,9000000008,9000000009,9000000010,9000000011,9000000012,9000000013,9000000014' };
const shops: { shop: Shop; env: Record<string, string> }[] = [
  // PUBLIC_URL: pages build their canonical links from it, never from the Host header.
  ...Array.from({ length: WORKERS }, (_, slot) => ({ shop: shopFor(slot), env: { ...ADMINS, PUBLIC_URL: shopFor(slot).url } })),
  // Online payment on, through the sandbox (a test shop: PAYMENT_SANDBOX_IN_PRODUCTION), whose return links use PUBLIC_URL.
  ...PROJECTS.map((project) => {
    const payments = paymentsShopFor(project);
    return {
      shop: payments,
      env: { PUBLIC_URL: payments.url, ONLINE_PAYMENTS_ENABLED: 'true', PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_IN_PRODUCTION: 'true' },
    };
  }),
];

/** Waits until every shop answers ready; a shop not answering by the deadline ends the run. */
async function allReady(list: Shop[], stopAll: () => void): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let waiting = list;
  while (waiting.length > 0) {
    if (Date.now() > deadline) {
      console.error(`shops not answering after ${START_TIMEOUT_MS / 1000} s: ${waiting.map((s) => s.url).join(', ')}`);
      stopAll();
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    const answers = await Promise.all(waiting.map(healthy));
    waiting = waiting.filter((_, i) => !answers[i]);
  }
}

/** A shop that exits on its own ends the run, with its log's last lines. */
function failOnExit(shop: Shop, child: ChildProcess, stopAll: () => void) {
  child.once('exit', (code) => {
    console.error(`shop on port ${shop.port} exited (${code}); its log (${shop.log}) ends:\n${readFileSync(shop.log, 'utf8').slice(-2000)}`);
    stopAll();
    process.exit(1);
  });
}

const running: ChildProcess[] = [];
const stopAll = () => running.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { stopAll(); process.exit(0); });

// The first start, once: its folder is closed cleanly (SIGTERM, exit 0) before it is copied.
const first = firstStartShop();
const firstChild = startShop(first, {});
running.push(firstChild);
failOnExit(first, firstChild, stopAll);
await allReady([first], stopAll);
firstChild.removeAllListeners('exit');
const firstExit = new Promise<number | null>((done) => firstChild.once('exit', done));
firstChild.kill('SIGTERM');
if ((await firstExit) !== 0) {
  console.error(`the first-start shop did not stop cleanly; its log (${first.log}) ends:\n${readFileSync(first.log, 'utf8').slice(-2000)}`);
  process.exit(1);
}
running.length = 0;

for (const { shop, env } of shops) {
  const child = startShop(shop, env, first.dataDir);
  running.push(child);
  failOnExit(shop, child, stopAll);
}
await allReady(shops.map(({ shop }) => shop), stopAll);
console.log(SHOPS_READY);
