import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  maxOpenOrdersPerAccountSchema, maxUnitsPerOrderSchema, ORDER_LIMIT_DEFAULTS, type OrderLimits,
} from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';

/** Each limit is one row of shop_settings, under its own name; a missing row is the default. */
const STORED: { [K in keyof OrderLimits]: z.ZodType<number> } = {
  maxUnitsPerOrder: maxUnitsPerOrderSchema,
  maxOpenOrdersPerAccount: maxOpenOrdersPerAccountSchema,
};
const KEYS = Object.keys(STORED) as (keyof OrderLimits)[];

export interface StoredOrderLimits extends OrderLimits {
  /** When the owner last changed either (null: never, the defaults apply). */
  updatedAt: Date | null;
}

/**
 * The owner's limits against hoarding, read from the database on every call (one primary-key
 * lookup): never cached in a process, so a change made on one instance holds on all at once. A
 * stored value that is not a valid limit (edited by hand) counts as missing.
 */
export async function readOrderLimits(db: Db | Tx): Promise<StoredOrderLimits> {
  const rows = await db.select().from(shopSettings).where(inArray(shopSettings.key, KEYS));
  const limits: StoredOrderLimits = { ...ORDER_LIMIT_DEFAULTS, updatedAt: null };
  for (const row of rows) {
    const key = row.key as keyof OrderLimits;
    const parsed = STORED[key].safeParse(row.value);
    if (!parsed.success) continue;
    limits[key] = parsed.data;
    if (!limits.updatedAt || row.updatedAt > limits.updatedAt) limits.updatedAt = row.updatedAt;
  }
  return limits;
}

/**
 * PUT /api/admin/settings/limits: stores both limits and audits the change in one transaction
 * (a save that changes nothing writes nothing). Answers the limits as they now are.
 */
export async function saveOrderLimits(db: Db, actorUserId: string, input: OrderLimits, now = new Date()): Promise<StoredOrderLimits> {
  return db.transaction(async (tx) => {
    // One owner's save at a time: the audit's "before" is what this save replaced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('shop-settings:limits', 0))`);
    const before = await readOrderLimits(tx);
    const changed = KEYS.filter((key) => before[key] !== input[key]);
    if (changed.length === 0) return before;
    await tx.insert(shopSettings)
      .values(changed.map((key) => ({ key, value: input[key], updatedAt: now })))
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
    const after = await readOrderLimits(tx);
    await writeAudit(tx, {
      actorUserId, action: 'settings.update', entityType: 'settings', entityId: 'limits',
      before: pick(before), after: pick(after),
    });
    return after;
  });
}

function pick(limits: OrderLimits): OrderLimits {
  return { maxUnitsPerOrder: limits.maxUnitsPerOrder, maxOpenOrdersPerAccount: limits.maxOpenOrdersPerAccount };
}
