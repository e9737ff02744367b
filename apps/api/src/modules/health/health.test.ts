import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** A port nothing listens on: bound, noted, released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('GET /api/health (alive) and /api/health/ready', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp({ seed: false }); });
  afterAll(() => t.close());

  it('answers alive and ready when the database answers (no Redis configured)', async () => {
    const alive = await t.app.inject('/api/health');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stays alive but not ready, without internals, when the database is gone', async () => {
    const broken = await createTestApp({ seed: false });
    await broken.database.close();
    expect((await broken.app.inject('/api/health')).statusCode).toBe(200);
    const ready = await broken.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable', redis: 'not configured' });
    await broken.close();
  });

  it('is not ready when Redis is configured but does not answer, and says so', async () => {
    const noRedis = await createTestApp({ seed: false, env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` } });
    const started = Date.now();
    const ready = await noRedis.app.inject('/api/health/ready');
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unreachable' });
    expect((await noRedis.app.inject('/api/health')).statusCode).toBe(200);
    await noRedis.close();
  });

  it('is ready with Redis when Redis answers', async ({ skip }) => {
    const withRedis = await createTestApp({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `health-test-${process.pid}:` } });
    try {
      const ping = await withRedis.app.redis!.ping().catch(() => null);
      if (ping !== 'PONG' && !process.env.REQUIRE_REDIS) skip('no Redis on 127.0.0.1:6379');
      const ready = await withRedis.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    } finally {
      await withRedis.close();
    }
  });

  it('turns not ready at once when the instance starts shutting down', async () => {
    t.app.lifecycle.stopping = true;
    try {
      const ready = await t.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'shutting down', database: 'not checked', redis: 'not checked' });
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.stopping = false;
    }
  });
});
