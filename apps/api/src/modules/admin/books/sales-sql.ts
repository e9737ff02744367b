import { sql, type SQL } from 'drizzle-orm';
import { rangeInstants, soldOrderSql, type DayRange } from '@dhatu/domain';
import type { Db, Tx } from '../../../db/client.ts';

/** Orders (as `o`) that count as sales: the domain's soldOrderSql. */
export const SOLD = sql.raw(soldOrderSql('o'));
/** A sale that was cancelled: cash on delivery, or an online order that had been paid (not one released unpaid). */
export const CANCELLED_SALE = sql.raw(`o.status = 'cancelled' and (o.payment_method = 'COD' or o.payment_status in ('paid', 'refunded'))`);
/**
 * The India day of an order ('YYYY-MM-DD'), by the SQL function of migration 0018: IST is UTC + 5:30
 * all year, so no time-zone table is needed and PGlite and any server agree.
 */
export const INDIA_DAY = sql.raw(`india_day(o.created_at)`);

/** Orders placed within the range's India days. */
export function within(range: DayRange): SQL {
  const { start, end } = rangeInstants(range);
  return sql`o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`;
}

export async function rows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** A ranked product or category, as the SQL answers it. */
export interface RankedRow { id: string; name: string; units: string; paise: string }

/** Everything the dashboard's figures are made of, for a range and the one before it. */
export interface SalesParts {
  current: Totals;
  before: Totals;
  /** Sold orders and revenue per India day of the range (days without sales may be absent). */
  days: { day: string; orders: number; paise: number }[];
  methods: { method: 'COD' | 'ONLINE'; orders: number; paise: number }[];
  topProducts: RankedRow[];
  topCategories: RankedRow[];
  cancelled: { orders: number; paise: number; placed: number };
}

export interface Totals { orders: number; paise: number; units: number; newCustomers: number; returningCustomers: number }
