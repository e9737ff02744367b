/**
 * Two real servers start while PostgreSQL is down, on a database nobody has migrated yet: both
 * listen at once and answer 503 (JSON `{ message }` for the API, the "back in a moment" page for
 * pages, Retry-After, alive on /api/health) while they retry with backoff; once the cluster is
 * up, both migrate it (one at a time, under the advisory lock) and serve normally.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { missingSecurityHeaders } from './support/headers.ts';
import { createDatabase, startCluster, stopCluster } from './support/pg-cluster.ts';
import { startServer, waitForHealth, type ShopServer } from './support/server-process.ts';

const DOWN_MS = 4_000;
const journal = resolve(import.meta.dirname, '../apps/api/src/db/migrations/meta/_journal.json');

async function get(server: ShopServer, path: string, accept = '*/*') {
  const res = await fetch(`${server.url}${path}`, { headers: { accept } });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}

describe('start-up before the database', () => {
  const cluster = inject('pgCluster');
  const servers: ShopServer[] = [];
  afterAll(async () => {
    await startCluster(cluster).catch(() => {});
    await Promise.all(servers.map((s) => s.kill().catch(() => {})));
  });

  it('two instances started while PostgreSQL is down answer 503 meanwhile, then migrate once and serve', async ({ annotate }) => {
    const url = await createDatabase(cluster, `startup_${randomBytes(4).toString('hex')}`);
    await stopCluster(cluster);
    const stoppedAt = Date.now();
    // One after the other so that each takes its own free port; each is listening when this returns.
    for (let i = 0; i < 2; i++) servers.push(await startServer({ databaseUrl: url, waitUntilReady: false }));
    const [a, b] = servers as [ShopServer, ShopServer];

    // Not ready, and saying why, once the first attempt has failed.
    let ready = await get(a, '/api/health/ready');
    for (let i = 0; i < 50 && !ready.body.includes('unreachable'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      ready = await get(a, '/api/health/ready');
    }
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'starting', database: 'unreachable', redis: 'not checked' });
    expect((await get(a, '/api/health')).status).toBe(200);

    const api = await get(a, '/api/products');
    expect(api.status).toBe(503);
    expect(api.headers['content-type']).toContain('application/json');
    expect(JSON.parse(api.body)).toEqual({ message: expect.any(String) });
    expect(api.headers['retry-after']).toBe('5');
    expect(missingSecurityHeaders(api.headers)).toEqual([]);

    const page = await get(b, '/products?sort=price', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Back in a moment');
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(missingSecurityHeaders(page.headers)).toEqual([]);

    await new Promise((r) => setTimeout(r, Math.max(0, DOWN_MS - (Date.now() - stoppedAt))));
    await startCluster(cluster);
    const upAt = Date.now();
    const readyMs = await Promise.all([a, b].map((s) => waitForHealth(s.url, undefined, s.output, 30_000)));

    for (const server of [a, b]) {
      expect(server.output(), 'each logged its retries').toContain('the database is not reachable');
      expect((await get(server, '/api/products')).status).toBe(200);
      const home = await get(server, '/', 'text/html');
      expect(home.status).toBe(200);
      expect(home.body).toContain('<html');
    }
    // Migrated exactly once: one journal row per migration, though both instances ran the migrator.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.end();
    const { entries } = JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] };
    expect(rows[0]?.n).toBe(entries.length);

    const exits = await Promise.all([a, b].map(async (s) => { s.signal('SIGTERM'); return s.exited; }));
    expect(exits).toEqual([{ code: 0, signal: null }, { code: 0, signal: null }]);
    servers.length = 0;
    await annotate(`down ${DOWN_MS / 1000} s: 503 JSON, 503 page and 'starting' readiness meanwhile; `
      + `ready ${Math.max(...readyMs)} ms after PostgreSQL came up (${Date.now() - upAt} ms with the checks); migrated once (${entries.length} migrations)`);
  });
});
