import { sql } from 'drizzle-orm';
import { addDays, bucketsOf, rangeInstants, type DayRange } from '@dhatu/domain';
import type { Db, Tx } from '../../../db/client.ts';
import { CANCELLED_SALE, INDIA_DAY, rows, SOLD } from './sales-sql.ts';

/** The finished days of a range: those before today (India day). Null when there are none. */
export function finishedPart(range: DayRange, today: string): DayRange | null {
  const to = range.to < today ? range.to : addDays(today, -1);
  return to < range.from ? null : { from: range.from, to };
}

/** Today and later days of a range, read live. Null when the range ended before today. */
export function livePart(range: DayRange, today: string): DayRange | null {
  const from = range.from > today ? range.from : today;
  return range.to < from ? null : { from, to: range.to };
}

async function keptDays(db: Db | Tx, part: DayRange): Promise<Set<string>> {
  const kept = await rows<{ day: string }>(db, sql`select day from sales_days where day >= ${part.from} and day <= ${part.to}`);
  return new Set(kept.map((k) => k.day));
}

/**
 * Makes the rollup hold every finished day of `part` (schema/sales-rollup.ts): the days it lacks
 * are computed from the orders in one pass per table. Under an EXCLUSIVE lock on sales_days, which
 * the forgetting triggers wait for: a change that commits while a day is computed forgets it after.
 */
export async function rollUp(db: Db, part: DayRange): Promise<void> {
  const wanted = bucketsOf(part, 'day');
  if ((await keptDays(db, part)).size === wanted.length) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table sales_days in exclusive mode`);
    const kept = await keptDays(tx, part);
    const missing = wanted.filter((day) => !kept.has(day));
    if (missing.length === 0) return;
    const { start, end } = rangeInstants({ from: missing[0]!, to: missing.at(-1)! });
    const span = sql`o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`;
    const days = sql`array[${sql.join(missing.map((day) => sql`${day}`), sql`, `)}]::text[]`;
    // New customers: buyers in the span whose first sale ever falls on the day.
    await tx.execute(sql`
      insert into sales_days (day, new_customers)
      select d.day, coalesce(firsts.customers, 0) from unnest(${days}) as d(day) left join (
        select india_day(first_at) as day, count(*) as customers from (
          select o.user_id, min(o.created_at) as first_at from orders o
          where ${SOLD} and o.user_id in (select o.user_id from orders o where ${SOLD} and ${span})
          group by o.user_id
        ) buyers group by 1
      ) firsts on firsts.day = d.day`);
    await tx.execute(sql`
      insert into sales_day_methods (day, payment_method, orders, paise, units, cancelled_orders, cancelled_paise)
      select ${INDIA_DAY}, o.payment_method, count(*) filter (where ${SOLD}), coalesce(sum(o.total_paise) filter (where ${SOLD}), 0),
        coalesce(sum(o.item_count) filter (where ${SOLD}), 0), count(*) filter (where ${CANCELLED_SALE}),
        coalesce(sum(o.total_paise) filter (where ${CANCELLED_SALE}), 0)
      from orders o where ${span} and (${SOLD} or ${CANCELLED_SALE}) and ${INDIA_DAY} = any(${days}) group by 1, 2`);
    await tx.execute(sql`
      insert into sales_day_lines (day, product_id, category_id, product_name, category_name, units, paise)
      select ${INDIA_DAY}, i.product_id, i.category_id, max(i.product_name), max(i.category_name), sum(i.quantity), sum(i.line_total_paise)
      from order_items i join orders o on o.id = i.order_id
      where ${span} and ${SOLD} and ${INDIA_DAY} = any(${days}) group by 1, 2, 3`);
  });
}
