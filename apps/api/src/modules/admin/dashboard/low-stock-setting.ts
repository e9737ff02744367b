import { eq, sql } from 'drizzle-orm';
import { LOW_STOCK_BELOW } from '@dhatu/domain';
import { lowStockThresholdSchema } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { shopSettings } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';

const KEY = 'lowStockBelow';

export interface StoredLowStock {
  lowStockBelow: number;
  updatedAt: Date | null;
}

/**
 * The level under which the dashboard lists a product as running out: the owner's, read from
 * shop_settings on every call (so every instance agrees at once), else the shop's default
 * (LOW_STOCK_BELOW, which the storefront's "only a few left" also uses).
 */
export async function readLowStockSetting(db: Db | Tx): Promise<StoredLowStock> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY));
  const parsed = lowStockThresholdSchema.safeParse(row?.value);
  return parsed.success ? { lowStockBelow: parsed.data, updatedAt: row!.updatedAt } : { lowStockBelow: LOW_STOCK_BELOW, updatedAt: null };
}

/** PUT /api/admin/settings/low-stock: stores the level and audits the change (a save that changes nothing writes nothing). */
export async function saveLowStockSetting(db: Db, actorUserId: string, lowStockBelow: number, now = new Date()): Promise<StoredLowStock> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('shop-settings:low-stock', 0))`);
    const before = await readLowStockSetting(tx);
    if (before.updatedAt && before.lowStockBelow === lowStockBelow) return before;
    await tx.insert(shopSettings).values({ key: KEY, value: lowStockBelow, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: lowStockBelow, updatedAt: now } });
    await writeAudit(tx, {
      actorUserId, action: 'settings.update', entityType: 'settings', entityId: 'low-stock',
      before: { lowStockBelow: before.lowStockBelow }, after: { lowStockBelow },
    });
    return { lowStockBelow, updatedAt: now };
  });
}
