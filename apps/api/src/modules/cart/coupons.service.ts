import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import {
  couponAppliedMessage, COUPON_REMOVED_MESSAGE, evaluateCoupon, INVALID_COUPON_MESSAGE, paiseToRupees,
} from '@dhatu/domain';
import type { AvailableCouponDto } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { cartCoupons, coupons } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { withCart } from './cart.service.ts';
import { couponLinesOf, loadCart, toCartDto, type CartOptions } from './load-cart.ts';
import {
  couponTerms, customerUsesByCoupon, customerUsesOf, earlierOrderCount, earlierOrdersOf, toDomainCoupon,
} from '../coupons/index.ts';

/** The most coupons the available list shows. */
const AVAILABLE_LIMIT = 50;

/**
 * Active coupons inside their validity window, each with whether it applies to this customer's
 * cart now and why not. Used-up coupons are listed too, with the reason, so the shopper is not
 * left wondering where an advertised code went. Applicable ones first, then by minimum order.
 */
export async function availableCoupons(db: Db, userId: string, options: CartOptions): Promise<AvailableCouponDto[]> {
  const now = options.now ?? new Date();
  const [cart, rows] = await Promise.all([
    // Read only: the cart's own notices are kept for the next cart answer.
    loadCart(db, userId, { ...options, now, readOnly: true }),
    db.select().from(coupons)
      .where(and(
        eq(coupons.isActive, true),
        or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
        or(isNull(coupons.endsAt), gte(coupons.endsAt, now)),
      ))
      .orderBy(asc(coupons.minOrderPaise), asc(coupons.code))
      .limit(AVAILABLE_LIMIT),
  ]);
  const [uses, earlierOrders] = await Promise.all([
    customerUsesByCoupon(db, userId, rows.map((r) => r.id)),
    earlierOrderCount(db, userId),
  ]);
  const lines = couponLinesOf(cart.lines);
  const list = rows.map((row): AvailableCouponDto => {
    const evaluation = evaluateCoupon(toDomainCoupon(row), lines, { now, customerUses: uses.get(row.id) ?? 0, earlierOrders });
    return {
      _id: row.id,
      ...couponTerms(row),
      firstOrderOnly: row.firstOrderOnly,
      maxDiscountAmount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
      minOrderAmount: paiseToRupees(row.minOrderPaise),
      isApplicable: evaluation.ok,
      applicabilityReason: evaluation.ok ? null : evaluation.reason,
    };
  });
  // Stable: within each group the minimum-order order of the query stays.
  return [...list.filter((c) => c.isApplicable), ...list.filter((c) => !c.isApplicable)];
}

/**
 * POST /coupons/apply: the code (already trimmed and upper-cased by the schema) must name a coupon
 * that holds for this cart and customer now; it then replaces any coupon applied before.
 */
export async function applyCoupon(db: Db, userId: string, code: string, options: CartOptions) {
  const now = options.now ?? new Date();
  let excludedItems: { productId: string; productName: string; itemTotal: number }[] = [];
  let appliedCode = code;
  const { cart, notices } = await withCart(db, userId, { ...options, now }, async (tx) => {
    // withCart holds the customer's row: the uses and earlier orders read here stay true until commit.
    const [found] = await tx.select({ coupon: coupons, customerUses: customerUsesOf(userId), earlierOrders: earlierOrdersOf(userId) })
      .from(coupons).where(eq(coupons.code, code)).limit(1);
    if (!found) throw notFound(INVALID_COUPON_MESSAGE);
    // Read (and repair) the cart first, so the coupon is judged on what will be bought.
    const before = await loadCart(tx, userId, { ...options, now });
    const { customerUses, earlierOrders } = found;
    const evaluation = evaluateCoupon(toDomainCoupon(found.coupon), couponLinesOf(before.lines), { now, customerUses, earlierOrders });
    if (!evaluation.ok) throw badRequest(evaluation.reason);
    await tx.insert(cartCoupons).values({ userId, couponId: found.coupon.id })
      .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId: found.coupon.id, appliedAt: now } });
    excludedItems = evaluation.excludedItems;
    appliedCode = found.coupon.code;
    return before.notices;
  });
  return { success: true as const, message: couponAppliedMessage(appliedCode), cart: toCartDto(cart, notices), excludedItems };
}

/** DELETE /coupons/remove: harmless when none is applied. */
export async function removeCoupon(db: Db, userId: string, options: CartOptions) {
  const { cart, notices } = await withCart(db, userId, options, async (tx) => {
    await tx.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  });
  return { success: true as const, message: COUPON_REMOVED_MESSAGE, cart: toCartDto(cart, notices) };
}
