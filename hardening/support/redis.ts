/**
 * Redis for the two-instance tests: the machine's server (TEST_REDIS_URL, default
 * redis://127.0.0.1:6379), each test run under a key prefix of its own that it deletes afterwards.
 * Without a server the Redis tests are skipped with a notice, or fail when REQUIRE_REDIS=1 (CI).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from './pg-cluster.ts';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const REDIS_REQUIRED = process.env.REQUIRE_REDIS === '1';

/** Whether a Redis server answers PING at `url` within a second. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** Skip (with a notice) or, under REQUIRE_REDIS=1, fail: never a silent pass without Redis. */
export async function redisForTests(): Promise<{ available: boolean }> {
  const available = await redisAnswers();
  if (!available) {
    if (REDIS_REQUIRED) throw new Error(`REQUIRE_REDIS=1 but no Redis answers at ${TEST_REDIS_URL} (start redis-server or set TEST_REDIS_URL)`);
    process.stdout.write(`== SKIPPED: Redis tests — no Redis answers at ${TEST_REDIS_URL} (REQUIRE_REDIS=1 makes this a failure)\n`);
  }
  return { available };
}

/** A key prefix no other run uses. */
export const uniqueKeyPrefix = (name: string) => `test:${name}:${randomBytes(4).toString('hex')}:`;

/** Deletes every key under `prefix`. */
export async function deleteKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

/** A Redis server of the test's own (no persistence), to stop while the shop runs. */
export async function startPrivateRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort(21_600);
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  for (let tries = 0; !(await redisAnswers(url)); tries++) {
    if (tries > 50 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { url, stop: async () => { child.kill('SIGKILL'); await exited; } };
}
