import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-app.ts';
import { readAll, type Database, type Db, type Tx } from './client.ts';

/** Two reads that say when they started and ended; on PostgreSQL each waits a little. */
function timedReads(db: Db | Tx, log: string[]) {
  const read = (name: string) => async () => {
    log.push(`${name} starts`);
    const [row] = (await db.execute(sql`select pg_sleep(0.02), ${name}::text as name`)).rows as { name: string }[];
    log.push(`${name} ends`);
    return row!.name;
  };
  return [read('a'), read('b')] as const;
}

describe('readAll', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(async () => drop());

  it('runs the reads at once outside a transaction, and answers them in order', async () => {
    const log: string[] = [];
    expect(await readAll(database.db, timedReads(database.db, log))).toEqual(['a', 'b']);
    expect(log.slice(0, 2)).toEqual(['a starts', 'b starts']);
  });

  it("inside a transaction, one after another on its one connection", async () => {
    const log: string[] = [];
    const answer = await database.db.transaction((tx) => readAll(tx, timedReads(tx, log)));
    expect(answer).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });
});
