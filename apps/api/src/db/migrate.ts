import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema/index.ts';

/** client.ts's Db, named here so that the two files do not import each other. */
type Db = NodePgDatabase<typeof schema>;

/**
 * The shop's migrator (issue 27 item 4). Drizzle's own runs every pending migration in one
 * transaction and, when one fails, does not say which. This one keeps Drizzle's bookkeeping table
 * (`drizzle.__drizzle_migrations`: hash, created_at = the journal's `when`), so databases migrated
 * before carry on, but runs each migration in a transaction of its own and names the one that failed:
 * a failure leaves the database exactly as it was before that migration, and the shop stops.
 */

export interface Migration {
  /** The journal's tag, e.g. '0012_media': the file's name and the one the shop reports. */
  tag: string;
  /** The journal's `when`: migrations apply in this order, and a database records the last one it has. */
  when: number;
  hash: string;
  statements: string[];
}

export class MigrationFailedError extends Error {
  constructor(readonly tag: string, cause: unknown) {
    // Drizzle wraps the database's error ('Failed query: …'); the database's own words say why.
    const inner = (cause as { cause?: unknown } | null)?.cause ?? cause;
    const reason = inner instanceof Error ? inner.message : String(inner);
    super(`Migration ${tag} failed and was rolled back; the database is as it was before it. The shop stops here. Cause: ${reason}`, { cause });
    this.name = 'MigrationFailedError';
  }
}

export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => {
    const text = readFileSync(join(folder, `${tag}.sql`), 'utf8');
    return {
      tag, when,
      // The same hash Drizzle's migrator records, so either could read the other's table.
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint').filter((s) => s.trim()),
    };
  });
}

/** The `when` of the last migration the database has (0 when it has none: an empty database). */
export async function lastAppliedWhen(db: Db): Promise<number> {
  const [{ exists } = { exists: false }] = (await db.execute<{ exists: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`)).rows;
  if (!exists) return 0;
  const [row] = (await db.execute<{ last: string | number | null }>(sql`select max(created_at) as last from drizzle.__drizzle_migrations`)).rows;
  return Number(row?.last ?? 0);
}

export async function pendingMigrations(db: Db, migrations: Migration[]): Promise<Migration[]> {
  const last = await lastAppliedWhen(db);
  return migrations.filter((m) => m.when > last);
}

/**
 * Applies what is pending, each migration in its own transaction. The caller holds whatever lock
 * keeps two instances from doing this at once (client.ts: an advisory lock on PostgreSQL).
 */
export async function applyMigrations(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const applied: string[] = [];
  for (const migration of await pendingMigrations(db, migrations)) {
    try {
      await db.transaction(async (tx) => {
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`);
      });
    } catch (error) {
      throw new MigrationFailedError(migration.tag, error);
    }
    applied.push(migration.tag);
  }
  return applied;
}

/** What a backup's manifest records of the schema, and what a restore compares with the code's. */
export interface SchemaVersion {
  /** The `when` of the last migration applied. */
  when: number;
  /** Its tag, when the code knows it (a newer backup's is unknown to older code). */
  tag: string | null;
}

export function schemaVersionOf(when: number, migrations: Migration[]): SchemaVersion {
  return { when, tag: migrations.find((m) => m.when === when)?.tag ?? null };
}
