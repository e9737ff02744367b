import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-app.ts';
import type { Database, Tx } from './client.ts';
import { executeNamed } from './named-statement.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const shape = (word: string) => sql`select to_tsvector('english', ${word}) @@ to_tsquery('english', 'diya') as found, ${word}::text as word`;

/** The shop's named statements on this connection, name and text (a transaction holds one connection). */
async function prepared(tx: Tx): Promise<{ name: string; statement: string }[]> {
  return (await tx.execute(sql`select name, statement from pg_prepared_statements where name like 'shop\_%'`)).rows as { name: string; statement: string }[];
}

describe('executeNamed', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  it('answers what db.execute answers, each time with its own parameters', async () => {
    for (const word of ['brass diyas', 'silver bowl', 'brass diyas']) {
      const named = await executeNamed<{ found: boolean; word: string }>(database.db, shape(word));
      expect(named.rows).toEqual((await database.db.execute(shape(word))).rows);
    }
  });

  // PGlite has one connection and no named statements: the name is ignored there.
  it.runIf(onPostgres)('prepares a shape once per connection, under a name of its own (PostgreSQL)', async () => {
    await database.db.transaction(async (tx) => {
      expect((await executeNamed(tx, shape('pital diya'))).rows).toEqual([{ found: true, word: 'pital diya' }]);
      expect((await executeNamed(tx, shape('kalash'))).rows).toEqual([{ found: false, word: 'kalash' }]);
      expect((await executeNamed(tx, sql`select ${1}::int as one`)).rows).toEqual([{ one: 1 }]);
      const statements = await prepared(tx);
      const ofShape = statements.filter((s) => s.statement.includes("to_tsquery('english', 'diya')"));
      const ofOne = statements.filter((s) => s.statement.includes('::int as one'));
      expect(ofShape).toHaveLength(1);
      expect(ofOne).toHaveLength(1);
      expect(ofShape[0]!.name).not.toBe(ofOne[0]!.name);
    });
  });

  it('past 64 shapes, the others run unnamed and still answer', async () => {
    const answers = [];
    for (let i = 0; i < 80; i++) answers.push((await executeNamed<{ n: number }>(database.db, sql`select ${sql.raw(String(i))}::int as n`)).rows[0]!.n);
    expect(answers).toEqual(Array.from({ length: 80 }, (_, i) => i));
    if (onPostgres) await database.db.transaction(async (tx) => {
      for (let i = 0; i < 80; i++) await executeNamed(tx, sql`select ${sql.raw(String(i))}::int as n`);
      expect((await prepared(tx)).length).toBeLessThanOrEqual(64);
    });
  });
});
