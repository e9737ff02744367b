import { sql, type SQL } from 'drizzle-orm';
import {
  bucketsOf, bucketStart, changePercent, defaultGrouping, indiaDay, paiseToRupees, periodRange, previousRange, rangeInstants, soldOrderSql,
  type DayRange, type SalesGrouping,
} from '@dhatu/domain';
import type { SalesDto, SalesQuery } from '@dhatu/domain/contracts';
import type { Db } from '../../../db/client.ts';
import { finishedPart, livePart, rollUp } from './sales-rollup.ts';
import { CANCELLED_SALE, INDIA_DAY, rows, SOLD, within, type RankedRow, type SalesParts, type Totals } from './sales-sql.ts';

const TOP = 10;
/** A sale of the same customer (as `p`). */
const SOLD_EARLIER = sql.raw(soldOrderSql('p'));

/** The range a query asks for, on the India day of `now`. */
export function salesRange(query: SalesQuery, now: Date): DayRange {
  return query.period === 'custom' ? { from: query.from!, to: query.to! } : periodRange(query.period, indiaDay(now));
}

/**
 * GET /api/admin/dashboard/sales: how the shop did in a period, against the one before. Finished
 * days come from the daily rollup (sales-rollup.ts), computed first where it lacks them; today is
 * read from the orders.
 */
export async function salesFigures(db: Db, query: SalesQuery, now = new Date()): Promise<SalesDto> {
  const range = salesRange(query, now);
  const previous = previousRange(range, query.period);
  const today = indiaDay(now);
  const finished = finishedPart({ from: previous.from, to: range.to }, today);
  if (finished) await rollUp(db, finished);
  const [parts, refunded] = await Promise.all([rolledUpParts(db, range, previous, today), refundsPaid(db, range, previous)]);
  return toSalesDto(range, previous, query.groupBy ?? defaultGrouping(range), parts, refunded);
}

/**
 * Refunds paid (processed) in the range and in the previous one, in paise, by when they were paid:
 * a few rows beside the orders, read live (returns are rare next to sales).
 */
async function refundsPaid(db: Db, range: DayRange, previous: DayRange): Promise<Refunded> {
  const now = rangeInstants(range);
  const before = rangeInstants(previous);
  const [row] = await rows<{ current: string; before: string }>(db, sql`
    select coalesce(sum(amount_paise) filter (where processed_at >= ${now.start.toISOString()}::timestamptz and processed_at < ${now.end.toISOString()}::timestamptz), 0) as current,
      coalesce(sum(amount_paise) filter (where processed_at >= ${before.start.toISOString()}::timestamptz and processed_at < ${before.end.toISOString()}::timestamptz), 0) as before
    from refunds where status = 'processed'`);
  return { current: Number(row?.current ?? 0), before: Number(row?.before ?? 0) };
}

interface Refunded { current: number; before: number }

/** The parts of a range joined: the rollup's rows for its finished days, the orders' for today on. */
function unionOf(range: DayRange, today: string, kept: (part: DayRange) => SQL, live: (part: DayRange) => SQL): SQL {
  const finished = finishedPart(range, today);
  const current = livePart(range, today);
  return sql.join([...(finished ? [kept(finished)] : []), ...(current ? [live(current)] : [])], sql` union all `);
}

interface MethodDay { day: string; method: 'COD' | 'ONLINE'; orders: string; paise: string; units: string; cancelledOrders: string; cancelledPaise: string }

/** Sold and cancelled orders per day and payment method. */
function methodDays(db: Db, range: DayRange, today: string): Promise<MethodDay[]> {
  return rows<MethodDay>(db, unionOf(range, today,
    (part) => sql`
      select day, payment_method as method, orders, paise, units, cancelled_orders as "cancelledOrders", cancelled_paise as "cancelledPaise"
      from sales_day_methods where day >= ${part.from} and day <= ${part.to}`,
    (part) => sql`
      select ${INDIA_DAY} as day, o.payment_method as method, count(*) filter (where ${SOLD}) as orders,
        coalesce(sum(o.total_paise) filter (where ${SOLD}), 0) as paise, coalesce(sum(o.item_count) filter (where ${SOLD}), 0) as units,
        count(*) filter (where ${CANCELLED_SALE}) as "cancelledOrders", coalesce(sum(o.total_paise) filter (where ${CANCELLED_SALE}), 0) as "cancelledPaise"
      from orders o where ${within(part)} and (${SOLD} or ${CANCELLED_SALE}) group by 1, 2`));
}

/** Customers whose first sale falls in the range (kept per day; today's found live), and every buyer in it. */
async function customers(db: Db, range: DayRange, today: string): Promise<{ newCustomers: number; buyers: number }> {
  const finished = finishedPart(range, today);
  const current = livePart(range, today);
  const [row] = await rows<{ kept: string; live: string; buyers: string }>(db, sql`select
    ${finished ? sql`(select coalesce(sum(new_customers), 0) from sales_days where day >= ${finished.from} and day <= ${finished.to})` : sql`0`} as kept,
    ${current ? sql`(select count(distinct o.user_id) from orders o where ${SOLD} and ${within(current)} and not exists (
      select 1 from orders p where p.user_id = o.user_id and ${SOLD_EARLIER} and p.created_at < ${rangeInstants(current).start.toISOString()}::timestamptz))` : sql`0`} as live,
    (select count(*) from (select distinct o.user_id from orders o where ${SOLD} and ${within(range)}) buyers) as buyers`);
  return { newCustomers: Number(row?.kept ?? 0) + Number(row?.live ?? 0), buyers: Number(row?.buyers ?? 0) };
}

/**
 * The range's best sellers by revenue, products and categories (named as now, else as sold), from
 * one read of its lines (today's join all order lines: read once, not once per list).
 */
async function bestSellers(db: Db, range: DayRange, today: string): Promise<{ products: RankedRow[]; categories: RankedRow[] }> {
  const lines = unionOf(range, today,
    (part) => sql`select product_id, category_id, product_name, category_name, units, paise from sales_day_lines where day >= ${part.from} and day <= ${part.to}`,
    (part) => sql`select i.product_id, i.category_id, i.product_name, i.category_name, i.quantity as units, i.line_total_paise as paise
      from order_items i join orders o on o.id = i.order_id where ${SOLD} and ${within(part)}`);
  const top = (table: string, id: string, name: string) => sql`(
    select ${table} as kind, l.${sql.raw(id)} as id, coalesce(n.name, max(l.${sql.raw(name)})) as name, sum(l.units) as units, sum(l.paise) as paise
    from lines l left join ${sql.raw(table)} n on n.id = l.${sql.raw(id)}
    group by l.${sql.raw(id)}, n.name order by paise desc, name limit ${TOP})`;
  const found = await rows<RankedRow & { kind: string }>(db, sql`
    with lines as materialized (${lines})
    ${top('products', 'product_id', 'product_name')} union all ${top('categories', 'category_id', 'category_name')}`);
  const of = (kind: string) => found.filter((r) => r.kind === kind).map(({ kind: _kind, ...row }) => row);
  return { products: of('products'), categories: of('categories') };
}

function totalsOf(days: readonly MethodDay[], people: { newCustomers: number; buyers: number }): Totals {
  const sum = (pick: (d: MethodDay) => string) => days.reduce((total, d) => total + Number(pick(d)), 0);
  return {
    orders: sum((d) => d.orders), paise: sum((d) => d.paise), units: sum((d) => d.units),
    newCustomers: people.newCustomers, returningCustomers: people.buyers - people.newCustomers,
  };
}

async function rolledUpParts(db: Db, range: DayRange, previous: DayRange, today: string): Promise<SalesParts> {
  const [days, daysBefore, people, peopleBefore, best] = await Promise.all([
    methodDays(db, range, today), methodDays(db, previous, today), customers(db, range, today), customers(db, previous, today),
    bestSellers(db, range, today),
  ]);
  const byDay = new Map<string, { day: string; orders: number; paise: number }>();
  const byMethod = new Map<'COD' | 'ONLINE', { method: 'COD' | 'ONLINE'; orders: number; paise: number }>();
  for (const d of days) {
    const day = byDay.get(d.day) ?? { day: d.day, orders: 0, paise: 0 };
    const method = byMethod.get(d.method) ?? { method: d.method, orders: 0, paise: 0 };
    for (const into of [day, method]) {
      into.orders += Number(d.orders);
      into.paise += Number(d.paise);
    }
    byDay.set(d.day, day);
    byMethod.set(d.method, method);
  }
  const current = totalsOf(days, people);
  const cancelledOrders = days.reduce((total, d) => total + Number(d.cancelledOrders), 0);
  return {
    current,
    before: totalsOf(daysBefore, peopleBefore),
    days: [...byDay.values()],
    methods: [...byMethod.values()].filter((m) => m.orders > 0).sort((a, b) => a.method.localeCompare(b.method)),
    topProducts: best.products,
    topCategories: best.categories,
    cancelled: {
      orders: cancelledOrders,
      paise: days.reduce((total, d) => total + Number(d.cancelledPaise), 0),
      placed: current.orders + cancelledOrders,
    },
  };
}

const figure = (value: number, previous: number) => ({ value, previous, changePercent: changePercent(value, previous) });
const average = (paise: number, count: number) => (count === 0 ? 0 : Math.round(paise / count));

/** The answer, from its parts (the rollup's, or in tests the reference's: sales-reference.ts). */
export function toSalesDto(range: DayRange, previous: DayRange, groupBy: SalesGrouping, parts: SalesParts, refunded: Refunded = { current: 0, before: 0 }): SalesDto {
  const { current, before } = parts;
  const byBucket = new Map(bucketsOf(range, groupBy).map((start) => [start, { start, orders: 0, paise: 0 }]));
  for (const day of parts.days) {
    const bar = byBucket.get(bucketStart(day.day, groupBy));
    if (!bar) continue;
    bar.orders += day.orders;
    bar.paise += day.paise;
  }
  const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
  const codOrders = parts.methods.find((m) => m.method === 'COD')?.orders ?? 0;
  const ranked = (list: RankedRow[]) => list.map((r) => ({ _id: r.id, name: r.name, units: Number(r.units), revenue: paiseToRupees(Number(r.paise)) }));

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
      refunds: figure(paiseToRupees(refunded.current), paiseToRupees(refunded.before)),
    },
    series: [...byBucket.values()].map((b) => ({ start: b.start, orders: b.orders, revenue: paiseToRupees(b.paise) })),
    paymentMethods: parts.methods.map((m) => ({
      method: m.method, orders: m.orders, revenue: paiseToRupees(m.paise), sharePercent: share(m.paise, current.paise),
    })),
    codSharePercent: share(codOrders, current.orders),
    topProducts: ranked(parts.topProducts),
    topCategories: ranked(parts.topCategories),
    cancellations: { orders: parts.cancelled.orders, value: paiseToRupees(parts.cancelled.paise), ratePercent: share(parts.cancelled.orders, parts.cancelled.placed) },
  };
}
