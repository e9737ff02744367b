import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';

export const rootDir = new URL('..', import.meta.url).pathname;

export type Engine = 'postgres' | 'pglite';

export interface Shop {
  child: ChildProcess;
  base: string;
  /** Resolves with the login code the shop's console SMS provider printed for a phone. */
  codeFor(phone: string, timeoutMs?: number): Promise<string>;
}

/** Runs a command in the repository and fails when it does. */
export function run(command: string, args: string[], env: Record<string, string> = {}, quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    // Quiet: only what the command writes to stderr (its errors) comes through.
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * A fresh database for one catalogue size: dhatu_bench_<n> on the server, or a PGlite folder under
 * .cache. A `name` (the festive spike's) keeps it apart from the main bench's, which may run beside it.
 */
export async function prepareDatabase(engine: Engine, size: number, pgUrl: string, reuse: boolean, name = `dhatu_bench_${size}`): Promise<{ env: Record<string, string>; fresh: boolean; drop: () => Promise<void> }> {
  // Images live in the database (decision 0034); the artwork cache only spares a fresh seed the drawing.
  const media = { ARTWORK_CACHE_DIR: `${rootDir}.cache/bench-artwork` };
  if (engine === 'postgres') {
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      try {
        return await client.query(sql);
      } finally {
        await client.end();
      }
    };
    const exists = (await admin(`select 1 from pg_database where datname = '${name}'`)).rowCount === 1;
    const fresh = !(reuse && exists);
    if (fresh) {
      await admin(`drop database if exists ${name} with (force)`);
      await admin(`create database ${name}`);
    }
    return {
      env: { DATABASE_URL: url.toString(), ...media },
      fresh,
      drop: async () => {
        if (!reuse) await admin(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const dir = `${rootDir}.cache/${name.replace('dhatu_bench_', 'bench-pglite-')}`;
  const fresh = !(reuse && existsSync(dir));
  if (fresh) await run('rm', ['-rf', dir]);
  return {
    env: { DATA_DIR: dir, ...media },
    fresh,
    drop: async () => {
      if (!reuse) await run('rm', ['-rf', dir]);
    },
  };
}

/** What the shop needs to take a load test: production mode, no rate limits, long-lived tokens. */
const SHOP_ENV = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_ON_START: 'false',
  // A scheduled backup would pause the shop for a second in the middle of a measurement.
  BACKUP_INTERVAL_HOURS: '0',
  SMS_PROVIDER: 'console',
  // The load comes from one address: no class of the rate limits may throttle it.
  RATE_LIMIT_MAX: '1000000000',
  RATE_LIMIT_PAGES_MAX: '1000000000',
  RATE_LIMIT_SEARCH_MAX: '1000000000',
  RATE_LIMIT_CODES_MAX: '1000000000',
  RATE_LIMIT_ORDERS_MAX: '1000000000',
  OTP_MAX_SENDS_PER_IP_PER_HOUR: '1000000',
  ACCESS_TOKEN_TTL_MINUTES: '240',
  // The console calls a scenario needs (the delivery zones' import): bench/shoppers.ts BENCH_ADMIN_PHONE.
  ADMIN_PHONES: '6000000001',
};

/**
 * Starts the shop as its own process and waits for /api/health/ready. Its console SMS provider prints
 * `OTP for +91XXXXXXXXXX: NNNNNN`; those lines are collected so shoppers can sign in for real.
 */
export async function startShop(env: Record<string, string>, port: number, { budget = true }: { budget?: boolean } = {}): Promise<Shop> {
  const base = `http://127.0.0.1:${port}`;
  // A leftover server on the port would answer the health check and be measured instead.
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) {
    throw new Error(`port ${port} is already in use: stop whatever is listening there first`);
  }
  // The built server as npm run serve starts it (the launcher gives V8 the default budget's share),
  // or with no budget: node's own heap sizing, PGlite's own settings, no 503 threshold in reach.
  const [entry, budgetEnv] = budget ? ['apps/api/build/serve.js', {}] : ['apps/api/build/server.js', { MEMORY_LIMIT_MB: String(NO_BUDGET_MB) }];
  if (!existsSync(`${rootDir}${entry}`)) throw new Error(`${entry} is missing: run npm run build (or drop --no-build)`);
  const child = spawn(process.execPath, [entry], {
    cwd: rootDir,
    env: { ...process.env, ...SHOP_ENV, PORT: String(port), PUBLIC_URL: base, ...env, ...budgetEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const codes = new Map<string, string>();
  const waiting = new Map<string, (code: string) => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const otp = /^OTP for (\+91\d{10}): (\d{6})$/.exec(line);
    if (!otp) {
      // Order notices by SMS are printed too (console provider); thousands of them say nothing here.
      if (!line.startsWith('SMS to ')) process.stdout.write(`[shop] ${line}\n`);
      return;
    }
    const [, phone, code] = otp as unknown as [string, string, string];
    const resolve = waiting.get(phone);
    if (resolve) {
      waiting.delete(phone);
      resolve(code);
    } else {
      codes.set(phone, code);
    }
  });
  const shop: Shop = {
    child,
    base,
    codeFor: (phone, timeoutMs = 10_000) => {
      const known = codes.get(phone);
      if (known) {
        codes.delete(phone);
        return Promise.resolve(known);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no login code printed for ${phone}`)), timeoutMs);
        waiting.set(phone, (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
    },
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health/ready`);
      if (res.ok) return shop;
    } catch { /* not up yet */ }
    await sleep(300);
  }
  child.kill('SIGKILL');
  throw new Error('the shop did not start within 120 s');
}

/**
 * Waits until the shop has worked off what an earlier cell left queued (a load test stops sending,
 * not the server working): /api/health/ready, which asks the database, must answer quickly three times.
 */
export async function settle(base: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${base}/api/health/ready`).then((r) => r.ok, () => false);
    quick = ok && performance.now() - started < 50 ? quick + 1 : 0;
    await sleep(quick ? 50 : 250);
  }
}

/** A budget far above anything the shop uses: no 503 threshold in reach, PGlite at its own defaults. */
const NO_BUDGET_MB = 65_536;

/** Resident memory of a process now (VmRSS) and at its peak so far (VmHWM), in MiB; 0 where /proc is missing. */
export function residentMemoryMiB(pid: number | undefined): { now: number; peak: number } {
  if (!pid) return { now: 0, peak: 0 };
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
    return { now: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return { now: 0, peak: 0 };
  }
}

/** Peak resident memory of a process so far, in MiB (Linux VmHWM); 0 where /proc is missing. */
export function peakMemoryMiB(pid: number | undefined): number {
  return residentMemoryMiB(pid).peak;
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** JSON from the shop; throws with the answer's message on a non-2xx status. */
export async function api<T>(base: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = await res.json().catch(() => null) as T & { message?: string };
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${data?.message ?? ''}`);
  return data;
}

/** Runs tasks with at most `limit` in flight. */
export async function inParallel<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
