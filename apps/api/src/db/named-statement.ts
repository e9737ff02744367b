import { createHash } from 'node:crypto';
import { is, Param, Placeholder, SQL, sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/**
 * How many shapes of query are kept written and get a name. Each named statement stays prepared on
 * every connection of the pool for its life, so the shapes are bounded: one past the bound (a rare
 * combination of filters) is written each time and runs unnamed, as db.execute would.
 */
const MAX_SHAPES = 64;

interface Written { text: string; params: unknown[]; name: string }
const written = new Map<string, Written>();

// The database's own dialect (internal to drizzle, on both drivers): it names columns as the schema's casing says.
const dialectOf = (db: Db | Tx) => (db as unknown as { dialect: PgDialect }).dialect;

/**
 * Runs a query the shop asks in a few shapes that repeat (a search: its words, filters and page
 * change, its text does not). `key` says everything its text depends on; `write` writes it with
 * placeholders (sql.placeholder) for what changes from one run to the next, and `values` fills
 * them in. A shape is written and rendered once per process, not on every run (half of what a
 * search allocated), and runs as a named prepared statement: each connection parses and plans it
 * once, and PostgreSQL keeps its plan. The name is the hash of its text, so the same text always
 * gets the same name and two texts never share one. On PGlite the name is ignored (one
 * connection). Rows as db.execute gives them.
 */
export async function executeShape<T>(db: Db | Tx, key: string, write: () => SQL, values: Record<string, unknown>): Promise<{ rows: T[] }> {
  let shape = written.get(key);
  if (!shape) {
    const { sql: text, params } = dialectOf(db).sqlToQuery(write());
    shape = { text, params, name: `shop_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}` };
    if (written.size < MAX_SHAPES) written.set(key, shape);
  }
  const named = written.get(key) === shape;
  const prepared = db._.session.prepareQuery({ sql: shape.text, params: shape.params }, undefined, named ? shape.name : undefined, false);
  return prepared.execute(values) as Promise<{ rows: T[] }>;
}

/**
 * `query` (a filter built as anywhere else) with each value it carries — drizzle's params and
 * plain values — replaced by a placeholder named prefix0, prefix1, …, for a query of
 * executeShape: `values` fills them in (a param's encoder still applies), and `shape` is its text,
 * the same for every filter of its shape.
 */
export function withPlaceholders(db: Db | Tx, query: SQL, prefix: string): { sql: SQL; values: Record<string, unknown>; shape: string } {
  const values: Record<string, unknown> = {};
  let count = 0;
  const placeholder = (value: unknown) => {
    const name = `${prefix}${count++}`;
    values[name] = value;
    return sql.placeholder(name);
  };
  const replaced = (chunk: unknown): unknown => {
    if (Array.isArray(chunk)) return chunk.map(replaced);
    // Written with its values inline (sql.inlineParams): they are part of its text.
    if (is(chunk, SQL)) return (chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams ? chunk : new SQL(chunk.queryChunks.map(replaced) as SQL['queryChunks']);
    if (is(chunk, Param)) return is(chunk.value, Placeholder) ? chunk : new Param(placeholder(chunk.value), chunk.encoder);
    const plainValue = chunk === null || chunk instanceof Date || ['string', 'number', 'boolean', 'bigint'].includes(typeof chunk);
    return plainValue ? placeholder(chunk) : chunk;
  };
  const withNames = replaced(query) as SQL;
  return { sql: withNames, values, shape: dialectOf(db).sqlToQuery(withNames).sql };
}
