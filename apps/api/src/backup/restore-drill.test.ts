/**
 * The restore drill (issue 27 item 5): a shop with orders in every status, invoices, customers with
 * addresses, a review photo, a used coupon and an audit log is backed up while a stream of orders
 * goes on, wiped, restored and started. On PGlite (the default run) through the console's
 * POST /api/admin/backups and `restoreEmbedded`; with TEST_DATABASE_URL through pg_dump/pg_restore.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { addresses, coupons, orders } from '../db/schema/index.ts';
import type { App } from '../lib/types.ts';
import { signInAdmin } from '../modules/admin/orders/test-helpers.ts';
import { createFixtures } from '../modules/cart/test-fixtures.ts';
import { createCustomers, fillCarts, GUJARAT_ADDRESS, postOrder, type Customer } from '../modules/orders/test-helpers.ts';
import { multipartBody, png } from '../modules/reviews/test-helpers.ts';
import { seedDemo } from '../seed/seed.ts';
import { withAdmin } from '../test/db-templates.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { readBackupFile, readManifest, type BackupManifest } from './archive.ts';
import { restoreEmbedded, restorePostgres } from './restore.ts';
import { backupPostgres } from './take-backup.ts';
import { databaseChecksums } from './test-helpers.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const pgDumpInstalled = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(onPostgres && !pgDumpInstalled)(`restore drill (${onPostgres ? 'PostgreSQL: pg_dump, pg_restore' : 'embedded PGlite'})`, () => {
  let t: TestContext;
  const work = mkdtempSync(join(tmpdir(), 'dhatu-drill-'));
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_DIR: join(work, 'backups'), DATA_DIR: join(work, 'live-data') } });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    await t.close().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  });

  it('brings back every row and media file of the backup\'s moment, and every order placed before it', async () => {
    const db = t.database.db;
    const f = await createFixtures(t);
    const admin = await signInAdmin(t);
    const lamp = await f.product({ name: 'Brass Kuthu Vilakku', price: 1500, stock: 500 });
    const couponId = await f.coupon({ code: `DRILL${Date.now() % 100_000}`, value: 10 });

    // Orders in every status, each with its invoice (cash on delivery: issued at once); one with the coupon.
    const buyers = await createCustomers(t, 5, 'Meera Iyer');
    const placed: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      await fillCarts(t, [buyer], [{ productId: lamp.id, quantity: 1 }], i === 0 ? couponId : undefined);
      const res = await postOrder(t, buyer);
      expect(res.statusCode, res.body).toBe(201);
      placed.push(res.json().orderId as string);
    }
    const move = async (orderId: string, body: object) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: admin.headers, payload: body });
      expect(res.statusCode, res.body).toBe(200);
    };
    await move(placed[1]!, { status: 'processing' });
    await move(placed[2]!, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV123456789' });
    await move(placed[3]!, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV987654321' });
    await move(placed[3]!, { status: 'delivered' });
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${placed[4]}/cancel`, headers: admin.headers })).statusCode).toBe(200);
    await db.insert(addresses).values({ userId: buyers[0]!.id, ...GUJARAT_ADDRESS, isDefault: true });

    // A verified buyer's review with a photo (stored in the media table).
    const [reviewer] = buyers;
    const form = multipartBody({ rating: 5, comment: 'Glows beautifully at Diwali, solid brass.' }, [{ name: 'lamp.png', type: 'image/png', data: await png(80, 60, '#c9a24d') }]);
    const review = await t.app.inject({ method: 'POST', url: `/api/products/${lamp.id}/reviews`, payload: form.payload, headers: { ...form.headers, ...reviewer!.headers } });
    expect(review.statusCode, review.body).toBe(201);
    const photoUrl = review.json().review.images[0].url as string;
    const invoiceBefore = await invoicePdf(t.app, buyers[3]!, placed[3]!);

    // The stream: new customers keep ordering until the backup has come back and a few more went in.
    const streamers = await createCustomers(t, 60, 'Stream Shopper');
    let streaming = true;
    let streamed = 0;
    /** Order number → when its shopper had the confirmation (the 201). */
    const confirmed = new Map<string, number>(placed.map((orderId) => [orderId, Date.now()]));
    const stream = Promise.all([0, 1, 2].map(async (lane) => {
      for (let i = lane; streaming && i < streamers.length; i += 3) {
        const shopper = streamers[i]!;
        await fillCarts(t, [shopper], [{ productId: lamp.id, quantity: 1 }]);
        const res = await postOrder(t, shopper);
        expect(res.statusCode, res.body).toBe(201);
        confirmed.set(res.json().orderId as string, Date.now());
        streamed += 1;
      }
    }));
    await until(() => streamed >= 3);

    let manifest: BackupManifest;
    let file: string;
    if (onPostgres) {
      file = join(work, 'drill.tar.gz');
      manifest = (await backupPostgres(t.database.url!, file)).manifest;
    } else {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/backups', headers: admin.headers });
      expect(res.statusCode, res.body).toBe(201);
      file = join(t.config.BACKUP_DIR, res.json().name as string);
      manifest = await readManifest(file);
      expect(res.json()).toEqual({ name: expect.any(String), bytes: expect.any(Number), createdAt: manifest.createdAt, counts: manifest.counts });
    }
    const streamedAtBackup = streamed;
    await until(() => streamed >= streamedAtBackup + 3 || streamed === streamers.length);
    streaming = false;
    await stream;
    const moment = new Date(manifest.createdAt);

    // What the live shop held: the orders confirmed to their shoppers before the moment, and their rows.
    const placedBefore = [...confirmed].filter(([, at]) => at < moment.getTime()).map(([orderId]) => orderId);
    expect(placedBefore.length).toBeGreaterThan(5); // the stream had placed orders before the backup
    const liveBefore = await orderRows(db, placedBefore);
    expect(liveBefore).toHaveLength(placedBefore.length);
    const [{ n: liveTotal } = { n: 0 }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from orders`)).rows;
    expect(liveTotal).toBeGreaterThan(manifest.counts.orders); // the stream went on past the backup

    // The backup's own content, opened as it is.
    const asBackedUp = await openBackupAsIs(file, manifest);
    const expected = await databaseChecksums(asBackedUp.db);

    const auditBefore = await auditEntries(t.app, admin.headers, moment);
    expect(auditBefore.length).toBeGreaterThanOrEqual(5);

    // Wipe: the live shop goes away.
    await t.close();

    // Restore and start, as the shop's start does (migrate, seed when empty: it is not).
    const restored = onPostgres ? await restoreOnPostgres(file) : await restoreEmbeddedFolder(file);
    await seedDemo(restored.db, { artworkCacheDir: t.config.ARTWORK_CACHE_DIR });
    // Read before the shop starts: once started it sends the notices still pending at the backup's
    // moment, as it should, and a notice marked sent would differ from the backup by a race.
    const actual = await databaseChecksums(restored.db);
    const app = await buildApp({ config: t.config, database: restored, web: false });
    await app.ready();
    cleanups.push(() => app.close());

    expect(actual.tables).toEqual(expected.tables);
    expect(actual.media).toEqual(expected.media);
    expect(Object.keys(actual.media).length).toBe(manifest.counts.media);

    // No order placed before the manifest's time is missing, nor changed.
    const restoredBefore = await orderRows(restored.db, placedBefore);
    expect(restoredBefore).toEqual(liveBefore);

    // What the owner and customers see, through the restored shop's API.
    for (const [i, status] of ['pending', 'processing', 'shipped', 'delivered', 'cancelled'].entries()) {
      const res = await app.inject({ method: 'GET', url: `/api/admin/orders/${placed[i]}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ orderId: placed[i], status });
    }
    expect(await invoicePdf(app, buyers[3]!, placed[3]!)).toEqual(invoiceBefore);
    const saved = await app.inject({ method: 'GET', url: '/api/profile/addresses', headers: buyers[0]!.headers });
    expect(saved.json()).toMatchObject({ addresses: [{ city: 'Ahmedabad', pincode: '380009' }] });
    const photo = await app.inject({ method: 'GET', url: photoUrl });
    expect(photo.statusCode).toBe(200);
    const [coupon] = await restored.db.select({ usedCount: coupons.usedCount }).from(coupons).where(sql`${coupons.id} = ${couponId}`);
    expect(coupon?.usedCount).toBe(1);
    expect(await auditEntries(app, admin.headers, moment)).toEqual(auditBefore);
  }, 120_000);

  async function openBackupAsIs(file: string, manifest: BackupManifest): Promise<Database> {
    if (manifest.engine === 'pglite') {
      const chunks: Buffer[] = [];
      await readBackupFile(file, async (_m, data) => { for await (const c of data) chunks.push(c as Buffer); });
      const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob(chunks as Uint8Array<ArrayBuffer>[]), migrate: false });
      cleanups.push(() => database.close());
      return database;
    }
    const database = await freshPostgresDatabase('asis');
    await restorePostgres(file, database.url!);
    return database;
  }

  async function restoreEmbeddedFolder(file: string): Promise<Database> {
    const dataDir = join(work, 'restored-data');
    await restoreEmbedded(file, dataDir);
    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    return database;
  }

  async function restoreOnPostgres(file: string): Promise<Database> {
    const empty = await freshPostgresDatabase('restored');
    await restorePostgres(file, empty.url!);
    // The shop's start: open (and migrate) what was restored.
    const database = await openDatabase({ databaseUrl: empty.url, dataDir: '' });
    cleanups.push(() => database.close());
    return database;
  }

  /** An empty database on the test server (dropped at the end), opened without migrating. */
  async function freshPostgresDatabase(kind: string): Promise<Database> {
    const server = process.env.TEST_DATABASE_URL!;
    const name = `dhatu_drill_${kind}_${Date.now().toString(36)}`;
    await withAdmin(server, (admin) => admin.query(`create database ${name}`));
    const url = new URL(server);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', migrate: false });
    cleanups.push(async () => {
      await database.close();
      await withAdmin(server, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    });
    return database;
  }
});

/** The orders' rows as text, by order number (a missing one is missing from the list). */
async function orderRows(db: Database['db'], orderNumbers: string[]): Promise<string[]> {
  const { rows } = await db.execute<{ row: string }>(sql`select ${orders}::text as row from ${orders} where ${inArray(orders.orderNumber, orderNumbers)} order by ${orders.orderNumber}`);
  return rows.map((r) => r.row);
}

async function invoicePdf(app: App, customer: Customer, orderId: string): Promise<Buffer> {
  const res = await app.inject({ method: 'GET', url: `/api/invoice/download/${orderId}`, headers: customer.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** The audit log's entries from before the moment, as the console lists them. */
async function auditEntries(app: App, headers: { authorization: string }, before: Date): Promise<unknown[]> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().entries as { createdAt: string }[]).filter((e) => new Date(e.createdAt) < before);
}

async function until(done: () => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
