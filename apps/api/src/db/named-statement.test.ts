import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database, Tx } from './client.ts';
import { executeShape, withPlaceholders } from './named-statement.ts';
import { products } from './schema/index.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const matchesDiya = () => sql`select to_tsvector('english', ${sql.placeholder('word')}) @@ to_tsquery('english', 'diya') as found, ${sql.placeholder('word')}::text as word`;

/** The shop's named statements on this connection, name and text (a transaction holds one connection). */
async function prepared(tx: Tx): Promise<{ name: string; statement: string }[]> {
  return (await tx.execute(sql`select name, statement from pg_prepared_statements where name like 'shop\_%'`)).rows as { name: string; statement: string }[];
}

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());

describe('executeShape', () => {
  it('answers what db.execute answers, each time with its own values, writing a shape once', async () => {
    let writes = 0;
    for (const word of ['brass diyas', 'silver bowl', 'brass diyas']) {
      const shaped = await executeShape<{ found: boolean; word: string }>(database.db, 'test: matches diya', () => (writes++, matchesDiya()), { word });
      const plain = sql`select to_tsvector('english', ${word}) @@ to_tsquery('english', 'diya') as found, ${word}::text as word`;
      expect(shaped.rows).toEqual((await database.db.execute(plain)).rows);
    }
    expect(writes).toBe(1);
  });

  // PGlite has one connection and no named statements: the name is ignored there.
  it.runIf(onPostgres)('prepares a shape once per connection, under a name of its own (PostgreSQL)', async () => {
    await database.db.transaction(async (tx) => {
      expect((await executeShape(tx, 'test: matches diya', matchesDiya, { word: 'pital diya' })).rows).toEqual([{ found: true, word: 'pital diya' }]);
      expect((await executeShape(tx, 'test: matches diya', matchesDiya, { word: 'kalash' })).rows).toEqual([{ found: false, word: 'kalash' }]);
      expect((await executeShape(tx, 'test: one', () => sql`select ${sql.placeholder('one')}::int as one`, { one: 1 })).rows).toEqual([{ one: 1 }]);
      const statements = await prepared(tx);
      const ofShape = statements.filter((s) => s.statement.includes("to_tsquery('english', 'diya')"));
      const ofOne = statements.filter((s) => s.statement.includes('::int as one'));
      expect(ofShape).toHaveLength(1);
      expect(ofOne).toHaveLength(1);
      expect(ofShape[0]!.name).not.toBe(ofOne[0]!.name);
    });
  });

  it('past 64 shapes, the others are written each time, run unnamed and still answer', async () => {
    const answers = [];
    for (let i = 0; i < 80; i++) {
      const n = String(i);
      answers.push((await executeShape<{ n: number }>(database.db, `test: number ${n}`, () => sql`select ${sql.raw(n)}::int as n`, {})).rows[0]!.n);
    }
    expect(answers).toEqual(Array.from({ length: 80 }, (_, i) => i));
    if (onPostgres) await database.db.transaction(async (tx) => {
      for (let i = 0; i < 80; i++) await executeShape(tx, `test: number ${i}`, () => sql`select ${sql.raw(String(i))}::int as n`, {});
      expect((await prepared(tx)).length).toBeLessThanOrEqual(64);
    });
  });
});

describe('withPlaceholders', () => {
  const filter = (hidden: boolean, ids: string[]) => and(eq(products.isHidden, hidden), inArray(products.categoryId, ids))!;

  it('gives filters of one shape one text, whatever their values, and the values to fill it', () => {
    const a = withPlaceholders(database.db, filter(false, ['c1', 'c2']), 'f');
    const b = withPlaceholders(database.db, filter(true, ['c3', 'c4']), 'f');
    expect(a.shape).toBe(b.shape);
    expect(a.shape).toContain('"products"."is_hidden" = $1');
    expect(a.values).toEqual({ f0: false, f1: 'c1', f2: 'c2' });
    expect(b.values).toEqual({ f0: true, f1: 'c3', f2: 'c4' });
    expect(withPlaceholders(database.db, filter(false, ['c1']), 'f').shape).not.toBe(a.shape);
  });

  it('keeps values written inline as part of the text', () => {
    const inline = withPlaceholders(database.db, sql`${products.name} = ${'Brass Diya'}`.inlineParams(), 'f');
    expect(inline.values).toEqual({});
    expect(inline.shape).toContain("'Brass Diya'");
  });

  it('finds what the filter finds, filled in', async () => {
    const { sql: where, values, shape } = withPlaceholders(database.db, sql`${'brass'} in ${['silver', 'brass']} and ${41} < ${42}`, 'f');
    const rows = await executeShape<{ yes: boolean }>(database.db, `test: filter ${shape}`, () => sql`select ${where} as yes`, values);
    expect(values).toEqual({ f0: 'brass', f1: 'silver', f2: 'brass', f3: 41, f4: 42 });
    expect(rows.rows).toEqual([{ yes: true }]);
    const again = withPlaceholders(database.db, sql`${'brass'} in ${['silver', 'gold']} and ${41} < ${42}`, 'f');
    expect((await executeShape<{ yes: boolean }>(database.db, `test: filter ${again.shape}`, () => sql`select ${again.sql} as yes`, again.values)).rows).toEqual([{ yes: false }]);
  });
});
