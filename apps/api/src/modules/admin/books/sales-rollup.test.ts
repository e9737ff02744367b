import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { defaultGrouping, previousRange } from '@dhatu/domain';
import type { SalesQuery } from '@dhatu/domain/contracts';
import { seedGeneratedOrders } from '../../../seed/generated-orders.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { createFixtures } from '../../cart/test-fixtures.ts';
import { liveSalesParts } from './sales-reference.ts';
import { salesFigures, salesRange, toSalesDto } from './sales.service.ts';

// 21 November 2026, 11:30 in India.
const now = new Date('2026-11-21T06:00:00Z');
const QUERIES: SalesQuery[] = [
  { period: 'today', from: undefined, to: undefined, groupBy: undefined },
  { period: '7d', from: undefined, to: undefined, groupBy: undefined },
  { period: '30d', from: undefined, to: undefined, groupBy: 'week' },
  { period: 'fy', from: undefined, to: undefined, groupBy: undefined },
  { period: 'custom', from: '2025-01-01', to: '2026-12-31', groupBy: 'month' },
];

describe('the dashboard’s daily rollup agrees with the orders themselves', () => {
  let t: TestContext;
  const db = () => t.database.db;
  const keptDays = async () => Number((await db().execute(sql`select count(*) as n from sales_days`)).rows[0]!.n);

  /** Every period's figures from the rollup equal those counted straight from the orders. */
  async function expectSameAsOrders() {
    for (const query of QUERIES) {
      const range = salesRange(query, now);
      const previous = previousRange(range, query.period);
      const reference = toSalesDto(range, previous, query.groupBy ?? defaultGrouping(range), await liveSalesParts(db(), range, previous));
      expect(await salesFigures(db(), query, now), query.period).toEqual(reference);
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const f = await createFixtures(t);
    for (let i = 0; i < 6; i++) await f.product({ name: `Rollup piece ${i}`, price: 500 + i * 250, stock: 1000 });
    // Two years of orders, busier lately, a customer per five orders, some cancelled, some unpaid online.
    await seedGeneratedOrders(db(), { orders: 1500, now });
  }, 120_000);
  afterAll(() => t?.close());

  it('for today, 7 and 30 days, the financial year and a custom range; finished days are kept, today is not', async () => {
    expect(await keptDays()).toBe(0);
    await expectSameAsOrders();
    const kept = await keptDays();
    expect(kept).toBeGreaterThan(600);
    expect(Number((await db().execute(sql`select count(*) as n from sales_days where day >= '2026-11-21'`)).rows[0]!.n)).toBe(0);
    // Asked again, nothing is computed twice.
    await expectSameAsOrders();
    expect(await keptDays()).toBe(kept);
  });

  it('forgets what a cancellation, a late payment or a backdated order touches, and agrees again', async () => {
    // Cancel 40 sold orders across the two years: first sales move to customers' later orders.
    const keptBefore = await keptDays();
    const cancelled = await db().execute(sql`
      update orders set status = 'cancelled' where id in (
        select id from orders where status <> 'cancelled' and created_at < '2026-11-20' order by id limit 40)
      returning id`);
    expect(cancelled.rows).toHaveLength(40);
    // Their days and their customers' later days are forgotten; the rest are kept.
    const keptAfter = await keptDays();
    expect(keptAfter).toBeLessThan(keptBefore);
    expect(keptAfter).toBeGreaterThan(keptBefore / 2);
    await expectSameAsOrders();

    // An online order paid a day late, and one placed with yesterday's date.
    await db().execute(sql`update orders set payment_status = 'paid' where id = (
      select id from orders where payment_method = 'ONLINE' and payment_status <> 'paid' and status <> 'cancelled' order by created_at limit 1)`);
    await db().execute(sql`update orders set created_at = created_at - interval '400 days' where id = (
      select id from orders where status <> 'cancelled' and created_at < '2026-11-01' order by created_at desc limit 1)`);
    await expectSameAsOrders();
  });
});
