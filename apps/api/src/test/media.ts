import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** True when the media table holds the file behind a /media URL (what every instance serves). */
export async function mediaStored(db: Db, url: string): Promise<boolean> {
  const path = url.replace(/^\/media\//, '');
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from media where path = ${path}`);
  return rows[0]!.n === 1;
}

/** Rows in the media table, optionally under one folder ('reviews/'), for "no orphans" counts. */
export async function mediaRowCount(db: Db, prefix = ''): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from media where starts_with(path, ${prefix})`);
  return rows[0]!.n;
}
