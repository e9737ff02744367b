import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
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

/** The business days a product the shopper can see takes to make (the estimate's productId); null: no such product. */
export async function makingDaysOf(db: Db | Tx, productId: string): Promise<number | null> {
  const [row] = await db.select({ days: products.madeToOrderDays }).from(products)
    .where(and(eq(products.id, productId), eq(products.isHidden, false))).limit(1);
  return row?.days ?? null;
}

/** The most days any of these products (a cart's) takes to make; hidden and unknown ones count 0. */
export async function slowestMakingDays(db: Db | Tx, productIds: readonly string[]): Promise<number> {
  const [row] = await db.select({ days: max(products.madeToOrderDays) }).from(products)
    .where(and(inArray(products.id, [...productIds]), eq(products.isHidden, false)));
  return row?.days ?? 0;
}
