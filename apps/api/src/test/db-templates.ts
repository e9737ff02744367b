/**
 * Migrated templates for openTestDatabase (test-app.ts), so that each test file's fresh database
 * is a copy rather than migrated anew (docs/decisions/0025-fast-honest-tests.md). Creating and
 * migrating an empty PGlite costs seconds of WebAssembly (initdb, then every migration); loading a
 * dumped one, a fraction of that. On PostgreSQL, `create database … template` copies the migrated
 * schema in one step. Templates are named by a hash of the migrations (and the PGlite version), so
 * a changed migration makes a new one; openDatabase still migrates every copy, finding nothing to do.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import { demoArtworkKey, demoArtwork, saveArtwork } from '../seed/demo-artwork.ts';

const rootDir = resolve(import.meta.dirname, '../../../..');
const migrationsDir = resolve(import.meta.dirname, '../db/migrations');
/** Rendered demo artwork is deterministic, so every test run shares one cache of it. */
export const TEST_ARTWORK_DIR = resolve(rootDir, '.cache/test-artwork');

/**
 * Templates hold the demo artwork in their media table (decision 0034): saving its 11 MB costs a
 * seeded PGlite test file seconds, a copied template nothing. seedDemo then finds it stored.
 */
async function withDemoArtwork(database: Database): Promise<void> {
  await saveArtwork(database.db, demoArtwork().jobs, TEST_ARTWORK_DIR);
}

/** Arbitrary constant: one process makes a server's template while the others wait. */
const TEMPLATE_LOCK_KEY = 7_418_7116;

/** Changes whenever a migration (or the journal) does. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(`${path.slice(migrationsDir.length)}\0`).update(readFileSync(path));
    }
  };
  walk(migrationsDir);
  return hash.digest('hex').slice(0, 16);
}

/** A dump is read back only by the PGlite (PostgreSQL) version that wrote it. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = resolve(dirname(entry), '../package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite data directory, from .cache (made there by the first test file that needs it). */
export function pgliteTemplate(): Promise<Blob> {
  return (pgliteDump ??= (async () => {
    const path = resolve(rootDir, `.cache/pglite-templates/${migrationsHash()}-${demoArtworkKey()}-pglite-${pgliteVersion()}.tar`);
    if (!existsSync(path)) {
      const empty = await openDatabase({ dataDir: 'memory://' });
      await withDemoArtwork(empty);
      const dump = await empty.dumpDataDir!();
      await empty.close();
      mkdirSync(dirname(path), { recursive: true });
      // Written aside and renamed: a test file starting meanwhile sees a whole template or none (and makes its own).
      const partial = `${path}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, path);
    }
    return new Blob([readFileSync(path)]);
  })());
}

type AdminClient = { query(sql: string, values?: unknown[]): Promise<{ rowCount: number | null }> };

export async function withAdmin<T>(serverUrl: string, use: (admin: AdminClient) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

const postgresTemplates = new Map<string, Promise<string>>();

/**
 * The migrated template database on this server, made once (under an advisory lock, under another
 * name until it is complete). Nobody connects to it afterwards, so copies of it can always be made.
 */
export function postgresTemplate(serverUrl: string): Promise<string> {
  let template = postgresTemplates.get(serverUrl);
  if (!template) {
    template = withAdmin(serverUrl, async (admin) => {
      const name = `dhatu_template_${migrationsHash()}_${demoArtworkKey()}`;
      const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
      if (await exists()) return name;
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        if (await exists()) return name;
        const building = `${name}_partial`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const url = new URL(serverUrl);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
        await withDemoArtwork(database);
        await database.close();
        await admin.query(`alter database ${building} rename to ${name}`);
        return name;
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
    });
    // A failure (the server briefly away) is not remembered: the next test file tries again.
    template.catch(() => postgresTemplates.delete(serverUrl));
    postgresTemplates.set(serverUrl, template);
  }
  return template;
}
