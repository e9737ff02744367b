import { sql, type SQL } from 'drizzle-orm';
import {
  bucketsOf, bucketStart, changePercent, defaultGrouping, indiaDay, paiseToRupees, periodRange, previousRange, rangeInstants,
  type DayRange, type SalesGrouping,
} from '@dhatu/domain';
import type { SalesDto, SalesQuery } from '@dhatu/domain/contracts';
import type { Db } from '../../../db/client.ts';

const TOP = 10;

/**
 * Orders that count as sales, as the dashboard has always counted them: not cancelled, and — when
 * paid online — paid (an online order still waiting for its payment is not a sale yet).
 */
const SOLD = sql.raw(`o.status <> 'cancelled' and (o.payment_method = 'COD' or o.payment_status = 'paid')`);
/** A sale that was cancelled: cash on delivery, or an online order that had been paid (not one released unpaid). */
const CANCELLED_SALE = sql.raw(`o.status = 'cancelled' and (o.payment_method = 'COD' or o.payment_status in ('paid', 'refunded'))`);
/** The India day of an order ('YYYY-MM-DD'): IST is UTC + 5:30 all year, so no time-zone table is needed. */
const INDIA_DAY = sql.raw(`to_char((o.created_at at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`);

function within(range: DayRange): SQL {
  const { start, end } = rangeInstants(range);
  return sql`o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

interface Totals { orders: number; paise: number; units: number; newCustomers: number; returningCustomers: number }

/** Orders, revenue, units, and customers new to the shop or coming back, in one range. */
async function totals(db: Db, range: DayRange): Promise<Totals> {
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

const figure = (value: number, previous: number) => ({ value, previous, changePercent: changePercent(value, previous) });
const average = (paise: number, count: number) => (count === 0 ? 0 : Math.round(paise / count));

/** The range a query asks for, on the India day of `now`. */
export function salesRange(query: SalesQuery, now: Date): DayRange {
  return query.period === 'custom' ? { from: query.from!, to: query.to! } : periodRange(query.period, indiaDay(now));
}

/** GET /api/admin/dashboard/sales: how the shop did in a period, against the one before. */
export async function salesFigures(db: Db, query: SalesQuery, now = new Date()): Promise<SalesDto> {
  const range = salesRange(query, now);
  const previous = previousRange(range, query.period);
  const groupBy: SalesGrouping = query.groupBy ?? defaultGrouping(range);
  const [current, before, days, methods, topProducts, topCategories, [cancelled]] = await Promise.all([
    totals(db, range),
    totals(db, previous),
    rows<{ day: string; orders: string; paise: string }>(db, sql`
      select ${INDIA_DAY} as day, count(*) as orders, sum(o.total_paise) as paise
      from orders o where ${SOLD} and ${within(range)} group by 1`),
    rows<{ method: 'COD' | 'ONLINE'; orders: string; paise: string }>(db, sql`
      select o.payment_method as method, count(*) as orders, sum(o.total_paise) as paise
      from orders o where ${SOLD} and ${within(range)} group by 1 order by 1`),
    rows<{ id: string; name: string; units: string; paise: string }>(db, sql`
      select i.product_id as id, coalesce(p.name, max(i.product_name)) as name, sum(i.quantity) as units, sum(i.line_total_paise) as paise
      from order_items i join orders o on o.id = i.order_id left join products p on p.id = i.product_id
      where ${SOLD} and ${within(range)} group by i.product_id, p.name order by paise desc, name limit ${TOP}`),
    rows<{ id: string; name: string; units: string; paise: string }>(db, sql`
      select i.category_id as id, coalesce(c.name, max(i.category_name)) as name, sum(i.quantity) as units, sum(i.line_total_paise) as paise
      from order_items i join orders o on o.id = i.order_id left join categories c on c.id = i.category_id
      where ${SOLD} and ${within(range)} group by i.category_id, c.name order by paise desc, name limit ${TOP}`),
    rows<{ orders: string; paise: string; placed: string }>(db, sql`
      select count(*) filter (where ${CANCELLED_SALE}) as orders,
        coalesce(sum(o.total_paise) filter (where ${CANCELLED_SALE}), 0) as paise,
        count(*) filter (where ${SOLD} or ${CANCELLED_SALE}) as placed
      from orders o where ${within(range)}`),
  ]);

  const byBucket = new Map(bucketsOf(range, groupBy).map((start) => [start, { start, orders: 0, paise: 0 }]));
  for (const day of days) {
    const bar = byBucket.get(bucketStart(day.day, groupBy));
    if (!bar) continue;
    bar.orders += Number(day.orders);
    bar.paise += Number(day.paise);
  }
  const cancelledOrders = Number(cancelled?.orders ?? 0);
  const placed = Number(cancelled?.placed ?? 0);
  const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
  const codOrders = Number(methods.find((m) => m.method === 'COD')?.orders ?? 0);
  const ranked = (list: { id: string; name: string; units: string; paise: string }[]) =>
    list.map((r) => ({ _id: r.id, name: r.name, units: Number(r.units), revenue: paiseToRupees(Number(r.paise)) }));

  return {
    range,
    previousRange: previous,
    groupBy,
    figures: {
      revenue: figure(paiseToRupees(current.paise), paiseToRupees(before.paise)),
      orders: figure(current.orders, before.orders),
      averageOrderValue: figure(paiseToRupees(average(current.paise, current.orders)), paiseToRupees(average(before.paise, before.orders))),
      units: figure(current.units, before.units),
      newCustomers: figure(current.newCustomers, before.newCustomers),
      returningCustomers: figure(current.returningCustomers, before.returningCustomers),
    },
    series: [...byBucket.values()].map((b) => ({ start: b.start, orders: b.orders, revenue: paiseToRupees(b.paise) })),
    paymentMethods: methods.map((m) => ({
      method: m.method, orders: Number(m.orders), revenue: paiseToRupees(Number(m.paise)), sharePercent: share(Number(m.paise), current.paise),
    })),
    codSharePercent: share(codOrders, current.orders),
    topProducts: ranked(topProducts),
    topCategories: ranked(topCategories),
    cancellations: { orders: cancelledOrders, value: paiseToRupees(Number(cancelled?.paise ?? 0)), ratePercent: share(cancelledOrders, placed) },
  };
}
