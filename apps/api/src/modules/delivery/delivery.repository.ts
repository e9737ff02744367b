import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DeliveryRule } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { deliveryRules, products } from '../../db/schema/index.ts';

const span = sql`int4range(${deliveryRules.low}, ${deliveryRules.high}, '[]')`;

/**
 * The rule that decides for a pincode: of those whose span contains it (the GiST index on the
 * span answers that without a scan), the narrowest; on a tie, the earlier line.
 */
export async function ruleFor(db: Db | Tx, pincode: number): Promise<DeliveryRule | null> {
  const [rule] = await db.select({
    pattern: deliveryRules.pattern, low: deliveryRules.low, high: deliveryRules.high, minDays: deliveryRules.minDays,
    maxDays: deliveryRules.maxDays, cod: deliveryRules.cod, feePaise: deliveryRules.feePaise,
  }).from(deliveryRules)
    .where(sql`${span} @> ${pincode}::int`)
    .orderBy(sql`${deliveryRules.high} - ${deliveryRules.low}`, asc(deliveryRules.position))
    .limit(1);
  return rule ?? null;
}

export async function allRules(db: Db | Tx): Promise<DeliveryRule[]> {
  return db.select({
    pattern: deliveryRules.pattern, low: deliveryRules.low, high: deliveryRules.high, minDays: deliveryRules.minDays,
    maxDays: deliveryRules.maxDays, cod: deliveryRules.cod, feePaise: deliveryRules.feePaise,
  }).from(deliveryRules).orderBy(asc(deliveryRules.position));
}

export async function ruleCount(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(deliveryRules);
  return row?.n ?? 0;
}

/** Every rule replaced by these, in their order (inside the caller's transaction). */
export async function replaceRules(tx: Tx, rules: readonly DeliveryRule[]): Promise<void> {
  await tx.delete(deliveryRules);
  const CHUNK = 1000;
  for (let from = 0; from < rules.length; from += CHUNK) {
    await tx.insert(deliveryRules).values(rules.slice(from, from + CHUNK).map((rule, i) => ({
      pattern: rule.pattern, low: rule.low, high: rule.high, minDays: rule.minDays, maxDays: rule.maxDays,
      cod: rule.cod, feePaise: rule.feePaise, position: from + i,
    })));
  }
}

/** Whether a shopper can see this product (the estimate's productId). */
export async function visibleProduct(db: Db | Tx, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.isHidden, false))).limit(1);
  return row !== undefined;
}
