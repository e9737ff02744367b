import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * How many shapes of query get a name. Each named statement stays prepared on every connection of
 * the pool for its life, so the names are bounded: a shape past the bound (a rare combination of
 * filters) runs unnamed, as db.execute would.
 */
const MAX_NAMES = 64;
const names = new Set<string>();

/**
 * Runs a query the shop asks in a few shapes that repeat (a search: its words and filters are
 * parameters) as a named prepared statement: each connection parses and plans it once, and
 * PostgreSQL then keeps its plan, instead of parsing and planning every time. The name is the
 * hash of its text, so the same shape always gets the same name and two shapes never share one.
 * On PGlite the name is ignored (one connection; it parses as before). Rows as db.execute gives them.
 */
export async function executeNamed<T>(db: Db | Tx, query: SQL): Promise<{ rows: T[] }> {
  // The database's own dialect (internal to drizzle, on both drivers): it names columns as the schema's casing says.
  const { dialect } = db as unknown as { dialect: PgDialect };
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `shop_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  if (!names.has(name) && names.size < MAX_NAMES) names.add(name);
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, names.has(name) ? name : undefined, false);
  return prepared.execute() as Promise<{ rows: T[] }>;
}
