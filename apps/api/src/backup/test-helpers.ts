/** Checksums of a whole database, for the restore drill: every table's rows and every media file. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface DatabaseChecksums {
  /** schema.table → md5 of its rows (as text, sorted), and how many. */
  tables: Record<string, { rows: number; md5: string }>;
  /** media path → SHA-256 of its bytes. */
  media: Record<string, string>;
}

export async function databaseChecksums(db: Db): Promise<DatabaseChecksums> {
  const { rows: names } = await db.execute<{ name: string }>(sql`
    select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname in ('public', 'drizzle') order by 1`);
  const tables: DatabaseChecksums['tables'] = {};
  for (const { name } of names) {
    const [row] = (await db.execute<{ rows: number; md5: string | null }>(sql.raw(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`))).rows;
    tables[name] = { rows: row!.rows, md5: row!.md5 ?? '' };
  }
  const { rows: files } = await db.execute<{ path: string; sha: string }>(sql`select path, encode(sha256(bytes), 'hex') as sha from media order by path`);
  return { tables, media: Object.fromEntries(files.map((f) => [f.path, f.sha])) };
}
