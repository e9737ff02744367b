import { sql } from 'drizzle-orm';
import { rangeInstants, type DayRange } from '@dhatu/domain';
import type { Db } from '../../../db/client.ts';
import { CANCELLED_SALE, INDIA_DAY, rows, SOLD, within, type RankedRow, type SalesParts, type Totals } from './sales-sql.ts';

const TOP = 10;

/**
 * The dashboard's figures straight from the orders, one pass per figure: what the daily rollup
 * (sales.service.ts) must always agree with. Tests hold the rollup to it; the rollup replaced it
 * because the financial year took 878 ms this way with 1,00,000 orders (decision 44).
 */
export async function liveSalesParts(db: Db, range: DayRange, previous: DayRange): Promise<SalesParts> {
  const [current, before, days, methods, topProducts, topCategories, [cancelled]] = await Promise.all([
    liveTotals(db, range),
    liveTotals(db, previous),
    rows<{ day: string; orders: string; paise: string }>(db, sql`
      select ${INDIA_DAY} as day, count(*) as orders, sum(o.total_paise) as paise
      from orders o where ${SOLD} and ${within(range)} group by 1`),
    rows<{ method: 'COD' | 'ONLINE'; orders: string; paise: string }>(db, sql`
      select o.payment_method as method, count(*) as orders, sum(o.total_paise) as paise
      from orders o where ${SOLD} and ${within(range)} group by 1 order by 1`),
    rows<RankedRow>(db, sql`
      select i.product_id as id, coalesce(p.name, max(i.product_name)) as name, sum(i.quantity) as units, sum(i.line_total_paise) as paise
      from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
      where ${SOLD} and ${within(range)} group by i.product_id, p.name order by paise desc, name limit ${TOP}`),
    rows<RankedRow>(db, sql`
      select i.category_id as id, coalesce(c.name, max(i.category_name)) as name, sum(i.quantity) as units, sum(i.line_total_paise) as paise
      from order_items i join orders o on o.id = i.order_id left join categories c on c.id = i.category_id
      where ${SOLD} and ${within(range)} group by i.category_id, c.name order by paise desc, name limit ${TOP}`),
    rows<{ orders: string; paise: string; placed: string }>(db, sql`
      select count(*) filter (where ${CANCELLED_SALE}) as orders,
        coalesce(sum(o.total_paise) filter (where ${CANCELLED_SALE}), 0) as paise,
        count(*) filter (where ${SOLD} or ${CANCELLED_SALE}) as placed
      from orders o where ${within(range)}`),
  ]);
  return {
    current, before,
    days: days.map((d) => ({ day: d.day, orders: Number(d.orders), paise: Number(d.paise) })),
    methods: methods.map((m) => ({ method: m.method, orders: Number(m.orders), paise: Number(m.paise) })),
    topProducts, topCategories,
    cancelled: { orders: Number(cancelled?.orders ?? 0), paise: Number(cancelled?.paise ?? 0), placed: Number(cancelled?.placed ?? 0) },
  };
}

/** Orders, revenue, units, and customers new to the shop or coming back, in one range. */
async function liveTotals(db: Db, range: DayRange): Promise<Totals> {
  const { start, end } = rangeInstants(range);
  const [[sold], [customers]] = await Promise.all([
    rows<{ orders: string; paise: string; units: string }>(db, sql`
      select count(*) as orders, coalesce(sum(o.total_paise), 0) as paise, coalesce(sum(o.item_count), 0) as units
      from orders o where ${SOLD} and ${within(range)}`),
    // One pass over each buyer's sales up to the end: their first sale tells new from returning.
    rows<{ newCustomers: string; returningCustomers: string }>(db, sql`
      select count(*) filter (where first_at >= ${start.toISOString()}::timestamptz) as "newCustomers",
        count(*) filter (where first_at < ${start.toISOString()}::timestamptz) as "returningCustomers"
      from (
        select o.user_id, min(o.created_at) as first_at from orders o
        where ${SOLD} and o.created_at < ${end.toISOString()}::timestamptz
          and o.user_id in (select o.user_id from orders o where ${SOLD} and ${within(range)})
        group by o.user_id
      ) buyers`),
  ]);
  return {
    orders: Number(sold?.orders ?? 0), paise: Number(sold?.paise ?? 0), units: Number(sold?.units ?? 0),
    newCustomers: Number(customers?.newCustomers ?? 0), returningCustomers: Number(customers?.returningCustomers ?? 0),
  };
}
