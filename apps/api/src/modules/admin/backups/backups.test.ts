import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { buildApp } from '../../../app.ts';
import { readManifest } from '../../../backup/archive.ts';
import { newPhone, signInAdmin } from '../orders/test-helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(onPostgres)('backups in the console (embedded database)', () => {
  let t: TestContext;
  let admin: { authorization: string };
  const dir = mkdtempSync(join(tmpdir(), 'dhatu-backups-'));

  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '2' } });
    admin = (await signInAdmin(t)).headers;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const backUp = () => t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });

  it('backs up now (201 with name, size, time and counts), lists it, and downloads exactly the file', async () => {
    const res = await backUp();
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toEqual({
      name: expect.stringMatching(/^dhatu-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/),
      bytes: expect.any(Number), createdAt: expect.any(String),
      counts: { orders: expect.any(Number), customers: expect.any(Number), products: 82, media: expect.any(Number) },
    });
    expect(made.counts.media).toBeGreaterThan(100);
    expect(await readManifest(join(dir, made.name))).toMatchObject({ app: 'dhatu', engine: 'pglite', createdAt: made.createdAt, counts: made.counts });

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/backups', headers: admin });
    expect(list.json()).toEqual({ backups: [made] });

    const file = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${made.name}`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/gzip');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${made.name}"`);
    expect(file.rawPayload.length).toBe(made.bytes);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=backup', headers: admin });
    expect(audit.json().entries[0]).toMatchObject({ action: 'backup.create', entityId: made.name });
  }, 60_000);

  it('keeps the newest BACKUP_KEEP and shows the last one on the dashboard', async () => {
    await backUp();
    const newest = (await backUp()).json();
    const names = readdirSync(dir).filter((f) => f.endsWith('.tar.gz'));
    expect(names).toHaveLength(2);
    expect(names).toContain(newest.name);
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
    expect(dashboard.json().backups).toEqual({ available: true, intervalHours: 0, keep: 2, lastBackupAt: newest.createdAt, lastFailure: null });
  }, 60_000);

  it('serves nothing outside BACKUP_DIR: ../, other names and unknown files are 404', async () => {
    writeFileSync(join(dir, '..', 'secret.tar.gz'), 'x');
    for (const name of ['..%2Fsecret.tar.gz', '..%2F..%2Fetc%2Fpasswd', 'secret.tar.gz', 'dhatu-2020-01-01T00-00-00-000Z.tar.gz', '.last-failure.json']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/backups/${name}`, headers: admin });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ message: 'No such backup' });
    }
    rmSync(join(dir, '..', 'secret.tar.gz'), { force: true });
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
    const customer = await loginAs(t.app, newPhone('96'));
    for (const [method, url] of [['GET', '/api/admin/backups'], ['POST', '/api/admin/backups'], ['GET', '/api/admin/backups/x.tar.gz']] as const) {
      expect((await t.app.inject({ method, url, headers: customer.headers })).statusCode).toBe(403);
    }
  });
});

describe.skipIf(onPostgres)('a disk that fills while a backup is written', () => {
  it('leaves no partial file, reports the failure on the dashboard, and the shop keeps serving', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dhatu-full-'));
    // Takes the first megabyte, then fails the way a full disk does.
    const fullDisk = () => {
      let written = 0;
      return new Writable({
        write(chunk: Buffer, _encoding, callback) {
          written += chunk.length;
          if (written > 1_048_576) callback(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
          else callback();
        },
      });
    };
    const t = await createTestApp({ env: { BACKUP_DIR: dir } });
    const app = await buildApp({ config: t.config, database: t.database, web: false, backupWrite: { createStream: fullDisk } });
    await app.ready();
    try {
      const admin = (await signInAdmin({ ...t, app })).headers;
      const res = await app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('The backup failed: ENOSPC: no space left on device, write');
      expect(readdirSync(dir).filter((f) => f !== '.last-failure.json')).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/api/products?limit=1' })).statusCode).toBe(200);
      const dashboard = await app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin });
      expect(dashboard.json().backups).toMatchObject({ lastBackupAt: null, lastFailure: { at: expect.any(String), message: 'ENOSPC: no space left on device, write' } });
    } finally {
      await app.close();
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(onPostgres)('backups in the console on a PostgreSQL server', () => {
  it('says to use PostgreSQL\'s own tools (409) and shows no schedule', async () => {
    const t = await createTestApp();
    try {
      const admin = (await signInAdmin(t)).headers;
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/PostgreSQL's own tools .*docs\/deploy\.md/);
      const status = await t.app.inject({ method: 'GET', url: '/api/admin/backups/status', headers: admin });
      expect(status.json()).toEqual({ available: false, intervalHours: 0, keep: 7, lastBackupAt: null, lastFailure: null });
    } finally {
      await t.close();
    }
  });
});
