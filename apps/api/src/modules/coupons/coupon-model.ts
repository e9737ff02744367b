import { and, eq, getTableName, inArray, ne, sql } from 'drizzle-orm';
import { couponLabel, paiseToRupees, type Coupon } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { couponRedemptions, coupons, orders } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** A stored coupon as the domain's rules read it (money stays in paise). */
export function toDomainCoupon(row: CouponRow): Coupon {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscountAmountPaise: row.maxDiscountPaise,
    minOrderAmountPaise: row.minOrderPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    perCustomerLimit: row.perCustomerLimit,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    firstOrderOnly: row.firstOrderOnly,
  };
}

/** The coupon's public terms in rupees: percent for percentage types, rupees for fixed. */
export function couponTerms(row: CouponRow) {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? paiseToRupees(row.discountValue) : row.discountValue,
    description: row.description,
    label: couponLabel(toDomainCoupon(row)),
  };
}

/**
 * How many times this customer has used the coupon: the rows checkout writes in the order's
 * transaction. A correlated subquery, so it can ride along with the query that reads the coupon.
 */
export function customerUsesOf(userId: string) {
  // Qualified by hand: in a single-table select Drizzle writes a bare "id", which the subquery
  // would read as coupon_redemptions.id.
  const couponId = sql`${sql.identifier(getTableName(coupons))}.${sql.identifier('id')}`;
  return sql<number>`(select count(*) from ${couponRedemptions} where ${couponRedemptions.couponId} = ${couponId} and ${couponRedemptions.userId} = ${userId})`.mapWith(Number);
}

/** Uses per coupon for one customer, for a list of coupons (one query). */
export async function customerUsesByCoupon(db: Db | Tx, userId: string, couponIds: string[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db.select({ couponId: couponRedemptions.couponId, uses: sql<number>`count(*)`.mapWith(Number) })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.userId, userId), inArray(couponRedemptions.couponId, couponIds)))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((r) => [r.couponId, r.uses]));
}

/**
 * The customer's orders that were not cancelled (what disqualifies them from a first-order coupon),
 * as a subquery to ride along with the coupon's query. Read after the customer's row is locked (cart
 * changes and checkout hold it), it counts every order committed before, so two orders placed at once
 * cannot both be "first".
 */
export function earlierOrdersOf(userId: string) {
  return sql<number>`(select count(*) from ${orders} where ${orders.userId} = ${userId} and ${orders.status} <> 'cancelled')`.mapWith(Number);
}

/** earlierOrdersOf on its own. */
export async function earlierOrderCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}
