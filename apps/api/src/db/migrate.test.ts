/**
 * Upgrades that cannot half-apply (issue 27 item 4): each migration in its own transaction, a
 * failing one named and rolled back, an old database brought up to date, two instances migrating
 * once, and a backup of an embedded database before it is migrated.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupBeforeMigrating } from '../backup/before-migrate.ts';
import { readManifest } from '../backup/archive.ts';
import { withAdmin } from '../test/db-templates.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { codeMigrations, openDatabase, type Database } from './client.ts';
import { applyMigrations, MigrationFailedError, readMigrations } from './migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'dhatu-migrate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const applied = async (database: Database) =>
  (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]!.n;

/** An empty database of the run's engine (no migrations), and its cleanup. */
async function emptyDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://', migrate: false });
    return { database, drop: () => database.close() };
  }
  const name = `dhatu_migrate_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', migrate: false });
  return {
    database, url: url.toString(),
    drop: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

describe('migrations', () => {
  it('a failing migration is named, rolled back whole, and leaves the database as it was', async () => {
    const folder = join(work, 'broken');
    cpSync(resolve(import.meta.dirname, 'migrations'), folder, { recursive: true });
    const journalPath = join(folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_broken' });
    writeFileSync(journalPath, JSON.stringify(journal));
    writeFileSync(join(folder, '9999_broken.sql'),
      'CREATE TABLE "half_applied" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "products" ADD COLUMN "x" integer;\n--> statement-breakpoint\nSELECT 1/0;');

    const { database, drop } = await openTestDatabase();
    try {
      const before = await applied(database);
      const failure = applyMigrations(database.db, readMigrations(folder));
      await expect(failure).rejects.toThrow(MigrationFailedError);
      await expect(applyMigrations(database.db, readMigrations(folder))).rejects.toThrow(
        /^Migration 9999_broken failed and was rolled back; the database is as it was before it\. The shop stops here\. Cause: .*division by zero/s);
      expect(await applied(database)).toBe(before);
      const { rows } = await database.db.execute<{ t: string | null; c: number }>(sql`select to_regclass('half_applied')::text as t,
        (select count(*)::int from information_schema.columns where table_name = 'products' and column_name = 'x') as c`);
      expect(rows[0]).toEqual({ t: null, c: 0 });
    } finally {
      await drop();
    }
  });

  it('a new version started on an old database migrates it: each pending migration once, in order', async () => {
    const all = codeMigrations();
    const { database, drop } = await emptyDatabase();
    try {
      expect(await applyMigrations(database.db, all.slice(0, 10))).toEqual(all.slice(0, 10).map((m) => m.tag));
      expect(await applyMigrations(database.db, all)).toEqual(all.slice(10).map((m) => m.tag));
      expect(await applyMigrations(database.db, all)).toEqual([]);
      expect(await applied(database)).toBe(all.length);
    } finally {
      await drop();
    }
  }, 60_000);

  it.runIf(serverUrl)('two instances starting at once on one server migrate it once (advisory lock)', async () => {
    const { url, drop } = await emptyDatabase();
    try {
      const [a, b] = await Promise.all([openDatabase({ databaseUrl: url, dataDir: '' }), openDatabase({ databaseUrl: url, dataDir: '' })]);
      expect(await applied(a)).toBe(codeMigrations().length);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await drop();
    }
  }, 60_000);

  it.skipIf(serverUrl)('an embedded database with pending migrations is backed up before it is migrated', async () => {
    const all = codeMigrations();
    const dataDir = join(work, 'old-data');
    const backups = join(work, 'backups');
    const old = await openDatabase({ dataDir, migrate: false });
    await applyMigrations(old.db, all.slice(0, 11));
    await old.close();

    const logged: string[] = [];
    const upgraded = await openDatabase({
      dataDir, beforeMigrate: (database, pending) => backupBeforeMigrating(database, pending, backups, { info: (_o: object, msg: string) => logged.push(msg) } as never),
    });
    await upgraded.close();
    const [file] = readdirSync(backups);
    expect(file).toMatch(new RegExp(`^dhatu-.*-before-${all[11]!.tag}\\.tar\\.gz$`));
    expect((await readManifest(join(backups, file!))).schema).toEqual({ when: all[10]!.when, tag: all[10]!.tag });
    expect(logged[0]).toMatch(/^backup taken before migrating: /);

    // Opened again, nothing is pending: no second backup.
    const again = await openDatabase({ dataDir, beforeMigrate: (database, pending) => backupBeforeMigrating(database, pending, backups, { info: () => {} } as never) });
    await again.close();
    expect(readdirSync(backups)).toHaveLength(1);
  }, 60_000);
});
