import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DELIVERY_DEFAULTS, type DeliverySettings } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { shopSettings } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';

const KEY = 'delivery';

/** The stored shape (paise); a row edited by hand into something else counts as missing. */
const storedSchema: z.ZodType<DeliverySettings> = z.object({
  dispatchMinDays: z.number().int().min(0),
  dispatchMaxDays: z.number().int().min(0),
  cutoff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  offDays: z.array(z.number().int().min(0).max(6)).max(6),
  holidays: z.array(z.string()),
  fallback: z.object({ serviceable: z.boolean(), minDays: z.number().int().min(0), maxDays: z.number().int().min(0), cod: z.boolean(), feePaise: z.number().int().min(0) }),
  codMaxOrderPaise: z.number().int().min(0),
});

export interface StoredDeliverySettings extends DeliverySettings {
  updatedAt: Date | null;
}

/**
 * The owner's delivery settings: one shop_settings row, read on every call (one primary-key
 * lookup), so a change holds on every instance at once. Missing: the policy's defaults.
 */
export async function readDeliverySettings(db: Db | Tx): Promise<StoredDeliverySettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, KEY)).limit(1);
  const parsed = row ? storedSchema.safeParse(row.value) : null;
  if (!row || !parsed?.success) return { ...structuredClone(DELIVERY_DEFAULTS), updatedAt: null };
  return { ...parsed.data, updatedAt: row.updatedAt };
}

/** PUT /api/admin/delivery/settings: stored and audited in one transaction. */
export async function saveDeliverySettings(db: Db, actorUserId: string, settings: DeliverySettings, now = new Date()): Promise<StoredDeliverySettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('shop-settings:delivery', 0))`);
    const { updatedAt: _, ...before } = await readDeliverySettings(tx);
    if (JSON.stringify(before) === JSON.stringify(settings)) return { ...before, updatedAt: _ };
    await tx.insert(shopSettings).values({ key: KEY, value: settings, updatedAt: now })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: settings, updatedAt: now } });
    await writeAudit(tx, { actorUserId, action: 'settings.update', entityType: 'settings', entityId: KEY, before, after: settings });
    return { ...settings, updatedAt: now };
  });
}
