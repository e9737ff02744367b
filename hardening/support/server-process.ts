/**
 * The real shop as a child process — the built server as `npm run serve` starts it
 * (apps/api/build/serve.js: production mode, the default memory budget) on a database of the
 * suite's cluster — so it can be SIGKILLed and restarted like a server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, portIsFree } from './pg-cluster.ts';

const rootDir = resolve(import.meta.dirname, '../..');

/** Signs the suite's tokens; the child gets it as AUTH_SECRET. */
export const SERVER_AUTH_SECRET = 'hardening-suite-secret-0123456789abcdef';

export interface ShopServer {
  url: string;
  port: number;
  /** Everything the process printed (JSON log lines), for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, connections and transactions are cut mid-flight. */
  kill(): Promise<void>;
  /** SIGTERM and wait (clean shutdown). */
  stop(): Promise<void>;
  /** Sends a signal without waiting; `exited` says how the process ended. */
  signal(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServerOptions {
  databaseUrl: string;
  /** Start on this port (a restart keeps its address); a free one otherwise. */
  port?: number;
  env?: Record<string, string>;
  /** Wait until GET /api/health/ready answers 200 (default); false: only until it listens (/api/health). */
  waitUntilReady?: boolean;
}

export async function startServer({ databaseUrl, port, env = {}, waitUntilReady = true }: ServerOptions): Promise<ShopServer> {
  // Below Linux's ephemeral range (32768–60999): an outgoing connection made between the check and
  // the server's bind cannot take the port (a CI run failed with EADDRINUSE on 56100).
  const chosen = port ?? await freePort(21_100);
  // A restart on a port that is still served would pass its health check against the old server.
  if (port !== undefined && !(await portIsFree(port))) throw new Error(`port ${port} is still in use: stop the server on it first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dhatu-hardening-data-'));
  const child = spawn(process.execPath, ['apps/api/build/serve.js'], {
    cwd: rootDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${chosen}`,
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      AUTH_SECRET: SERVER_AUTH_SECRET,
      RATE_LIMIT_MAX: '1000000', RATE_LIMIT_PAGES_MAX: '1000000', RATE_LIMIT_SEARCH_MAX: '1000000', RATE_LIMIT_CODES_MAX: '1000000', RATE_LIMIT_ORDERS_MAX: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + chunk.toString('utf8')).slice(-200_000); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // The process's own data folder (media) goes with it.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => {
    rmSync(dataDir, { recursive: true, force: true });
    done({ code, signal });
  }));

  const url = `http://127.0.0.1:${chosen}`;
  await waitForHealth(url, child, () => output, 60_000, waitUntilReady ? '/api/health/ready' : '/api/health');
  return {
    url, port: chosen,
    output: () => output,
    kill: async () => { child.kill('SIGKILL'); await exited; },
    stop: async () => { child.kill('SIGTERM'); await exited; },
    signal: (signal) => { child.kill(signal); },
    exited,
  };
}

/** Polls GET /api/health/ready (or `path`) until it answers 200 (or the process dies, or 60 s pass). */
export async function waitForHealth(
  url: string, child?: ChildProcess, output: () => string = () => '', timeoutMs = 60_000, path = '/api/health/ready',
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) while starting:\n${output()}`);
    try {
      const res = await fetch(`${url}${path}`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server at ${url} did not answer 200 on ${path} within ${timeoutMs} ms:\n${output()}`);
}
