/**
 * The owner's dashboard's daily rollup (decision 44) on PostgreSQL, where requests really run in
 * parallel: dashboards compute forgotten days while shoppers place orders and old orders are
 * cancelled. The rollup's lock and the forgetting triggers must leave no stale day and no deadlock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { defaultGrouping, previousRange } from '@dhatu/domain';
import type { SalesQuery } from '@dhatu/domain/contracts';
import { liveSalesParts } from '../apps/api/src/modules/admin/books/sales-reference.ts';
import { salesFigures, salesRange, toSalesDto } from '../apps/api/src/modules/admin/books/sales.service.ts';
import { createFixtures, type Fixtures } from '../apps/api/src/modules/cart/test-fixtures.ts';
import { createCustomers, fillCarts, postOrder } from '../apps/api/src/modules/orders/test-helpers.ts';
import { seedGeneratedOrders } from '../apps/api/src/seed/generated-orders.ts';
import { createTestApp, type TestContext } from '../apps/api/src/test/test-app.ts';

const ROUNDS = 3;
const QUERIES: SalesQuery[] = [
  { period: '30d', from: undefined, to: undefined, groupBy: undefined },
  { period: 'fy', from: undefined, to: undefined, groupBy: undefined },
  { period: 'custom', from: '2024-12-01', to: '2026-12-31', groupBy: 'month' },
];

describe('the dashboard rollup under concurrent orders and cancellations on PostgreSQL', () => {
  let t: TestContext;
  let f: Fixtures;
  const db = () => t.database.db;

  beforeAll(async () => {
    expect(process.env.TEST_DATABASE_URL, 'the suite runs on its own PostgreSQL cluster').toMatch(/^postgres:/);
    t = await createTestApp({ seed: false });
    f = await createFixtures(t);
    for (let i = 0; i < 6; i++) await f.product({ name: `Rollup race piece ${i}`, price: 400 + i * 300, stock: 100_000 });
    await seedGeneratedOrders(db(), { orders: 3000 });
  }, 180_000);
  afterAll(() => t?.close());

  it(`dashboards computing while 20 orders are placed and 30 old ones cancelled agree with the orders after (${ROUNDS} rounds)`, async ({ annotate }) => {
    const took: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Forget every day, so each dashboard below has two years to compute while the changes land.
      await db().execute(sql`delete from sales_days`);
      const lamp = await f.product({ name: `Rollup race lamp ${round}`, price: 900, stock: 1000 });
      const buyers = await createCustomers(t, 20, 'Rollup racer');
      await fillCarts(t, buyers, [{ productId: lamp.id, quantity: 1 }]);
      const old = (await db().execute<{ id: string }>(sql`
        select id from orders where status <> 'cancelled' and created_at < now() - interval '2 days' order by random() limit 30`)).rows;
      expect(old).toHaveLength(30);

      const started = performance.now();
      const [, placed] = await Promise.all([
        Promise.all([...QUERIES, ...QUERIES].map((query) => salesFigures(db(), query))),
        Promise.all(buyers.map((buyer) => postOrder(t, buyer))),
        Promise.all(old.map(({ id }) => db().execute(sql`update orders set status = 'cancelled' where id = ${id}`))),
      ]);
      took.push(performance.now() - started);
      expect(placed.map((answer) => answer.statusCode), `round ${round}`).toEqual(buyers.map(() => 201));

      const now = new Date();
      for (const query of QUERIES) {
        const range = salesRange(query, now);
        const previous = previousRange(range, query.period);
        const reference = toSalesDto(range, previous, query.groupBy ?? defaultGrouping(range), await liveSalesParts(db(), range, previous));
        expect(await salesFigures(db(), query, now), `round ${round}, ${query.period}`).toEqual(reference);
      }
    }
    await annotate(`${ROUNDS} rounds: 6 dashboards computing two years beside 20 orders and 30 cancellations, then every period equal to the orders (${took.map((ms) => Math.round(ms)).join(', ')} ms)`);
  });
});
