/**
 * `npm run serve` / `npm start` (built into apps/api/build/serve.js): starts the built server with
 * V8's share of MEMORY_LIMIT_MB. V8 sizes its heap when node starts, so the flags must be on the
 * command line: this launcher replaces itself (same process id, nothing left running beside the
 * shop) with `node <memory flags> server.js`.
 */
import 'dotenv/config';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MEMORY_LIMIT_MB, memoryPlan, nodeMemoryFlags } from './memory-budget.ts';

const server = fileURLToPath(new URL('./server.js', import.meta.url));
// An invalid value is refused with its name by the server's own configuration check.
const limit = Number(process.env.MEMORY_LIMIT_MB || DEFAULT_MEMORY_LIMIT_MB);
const plan = memoryPlan(Number.isFinite(limit) ? limit : DEFAULT_MEMORY_LIMIT_MB);
const flags = nodeMemoryFlags(plan, { embedded: !process.env.DATABASE_URL });
const args = [...flags, ...process.execArgv, server, ...process.argv.slice(2)];

// glibc gives each thread its own heap arena; two keep sharp's image work from spreading the
// process over many half-empty ones (80 MB less resident after the demo seed).
const env = { MALLOC_ARENA_MAX: '2', ...process.env };

if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...args], env);
} else {
  // No execve (Windows): a child process, signals passed on, its exit code ours.
  const child = spawn(process.execPath, args, { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
