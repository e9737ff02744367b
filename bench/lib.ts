import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import autocannon from 'autocannon';

export const rootDir = new URL('..', import.meta.url).pathname;

export interface LoadResult {
  requestsPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Runs autocannon in this process against a server in another one. */
export async function load(url: string, connections: number, durationSec: number, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: durationSec, method: (init.method ?? 'GET') as 'GET', body: init.body, headers: init.headers });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Starts the shop as a child process and waits until /api/health answers. */
export async function startShop(env: Record<string, string>, port: number): Promise<ChildProcess> {
  // A leftover server on the port would answer the health check and be measured instead.
  if (await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false)) {
    throw new Error(`port ${port} is already in use: stop whatever is listening there first`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', SEED_ON_START: 'false', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGKILL');
  throw new Error('the shop did not start within 120 s');
}

/** Peak resident memory of a process in MiB (Linux VmHWM). */
export function peakMemoryMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The ceiling: a bare Node HTTP server answering the same bytes from memory. */
export async function startCeiling(port: number, body: Buffer, contentType: string): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return server;
}

export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}
