import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  couponConsistencyIssues, couponLabel, paiseToRupees, rupeesToPaise, type AdminCouponCreate, type AdminCouponPatch,
} from '@dhatu/domain';
import type { AdminCoupon, adminCouponListQuery } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { categories, couponRedemptions, coupons, orders, products } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { toDomainCoupon, type CouponRow } from '../../coupons/index.ts';

export const COUPON_NOT_FOUND = 'Coupon not found';
export const COUPON_CODE_TAKEN = 'A coupon with this code already exists';
export const usageBelowUsesMessage = (used: number) => `Usage limit cannot be below the ${used} use${used === 1 ? '' : 's'} so far`;

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === 'fixed' ? paiseToRupees(row.discountValue) : row.discountValue,
    maxDiscountAmount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minOrderAmount: paiseToRupees(row.minOrderPaise),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    firstOrderOnly: row.firstOrderOnly,
    usedCount: row.usedCount,
    categoryIds: row.categoryIds,
    productIds: row.productIds,
    label: couponLabel(toDomainCoupon(row)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The coupon as the console's form holds it (rupees), so an edit can be merged over it and checked whole. */
function toInput(row: CouponRow): AdminCouponCreate {
  const dto = toAdminCoupon(row);
  return {
    code: dto.code, description: dto.description, discountType: dto.discountType, discountValue: dto.discountValue,
    maxDiscountAmount: dto.maxDiscountAmount, minOrderAmount: dto.minOrderAmount, startsAt: dto.startsAt, endsAt: dto.endsAt,
    isActive: dto.isActive, usageLimit: dto.usageLimit, perCustomerLimit: dto.perCustomerLimit, firstOrderOnly: dto.firstOrderOnly,
    categoryIds: dto.categoryIds, productIds: dto.productIds,
  };
}

/** Stored columns (paise) from a checked coupon; only a percentage_upto coupon keeps a cap. */
function toColumns(input: AdminCouponCreate) {
  return {
    code: input.code,
    description: input.description,
    discountType: input.discountType,
    discountValue: input.discountType === 'fixed' ? rupeesToPaise(input.discountValue) : input.discountValue,
    maxDiscountPaise: input.discountType === 'percentage_upto' && input.maxDiscountAmount !== null ? rupeesToPaise(input.maxDiscountAmount) : null,
    minOrderPaise: rupeesToPaise(input.minOrderAmount),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    isActive: input.isActive,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly,
    categoryIds: input.categoryIds,
    productIds: input.productIds,
  };
}

/** The rules between fields, the usage limit against the uses so far, and the listed ids. */
async function check(tx: Tx, input: AdminCouponCreate, usedCount: number) {
  const issues = couponConsistencyIssues(input);
  if (issues.length) throw badRequest(issues[0]!.message, issues.map((i) => `${i.path}: ${i.message}`));
  if (input.usageLimit !== null && input.usageLimit < usedCount) {
    throw badRequest(usageBelowUsesMessage(usedCount), [`usageLimit: ${usageBelowUsesMessage(usedCount)}`]);
  }
  if (input.categoryIds.length) {
    const found = new Set((await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds))).map((r) => r.id));
    const unknown = input.categoryIds.find((id) => !found.has(id));
    if (unknown) throw badRequest(`Unknown category: ${unknown}`, [`categoryIds: Unknown category: ${unknown}`]);
  }
  if (input.productIds.length) {
    const found = new Set((await tx.select({ id: products.id }).from(products)
      .where(and(inArray(products.id, input.productIds), isNull(products.deletedAt)))).map((r) => r.id));
    const unknown = input.productIds.find((id) => !found.has(id));
    if (unknown) throw badRequest(`Unknown product: ${unknown}`, [`productIds: Unknown product: ${unknown}`]);
  }
}

async function refuseTakenCode(tx: Tx, code: string, exceptId?: string) {
  const [taken] = await tx.select({ id: coupons.id }).from(coupons)
    .where(and(eq(coupons.code, code), exceptId ? ne(coupons.id, exceptId) : undefined)).limit(1);
  if (taken) throw conflict(COUPON_CODE_TAKEN);
}

async function lockCoupon(tx: Tx, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw notFound(COUPON_NOT_FOUND);
  return row;
}

const codeTaken = (error: unknown) => (isUniqueViolation(error, 'coupons_code_key') ? conflict(COUPON_CODE_TAKEN) : error);

export async function listAdminCoupons(db: Db, query: z.output<typeof adminCouponListQuery>) {
  const where = and(
    query.search ? ilike(coupons.code, `%${query.search.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    query.status === 'active' ? eq(coupons.isActive, true) : query.status === 'inactive' ? eq(coupons.isActive, false) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db.select().from(coupons).where(where).orderBy(desc(coupons.isActive), asc(coupons.code)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(coupons).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { coupons: rows.map(toAdminCoupon), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

export async function getAdminCoupon(db: Db, id: string): Promise<AdminCoupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw notFound(COUPON_NOT_FOUND);
  return toAdminCoupon(row);
}

export async function createAdminCoupon(db: Db, actorUserId: string, input: AdminCouponCreate): Promise<AdminCoupon> {
  try {
    return await db.transaction(async (tx) => {
      await check(tx, input, 0);
      await refuseTakenCode(tx, input.code);
      const [row] = await tx.insert(coupons).values(toColumns(input)).returning();
      const after = toAdminCoupon(row!);
      await writeAudit(tx, { actorUserId, action: 'coupon.create', entityType: 'coupon', entityId: after._id, after });
      return after;
    });
  } catch (error) {
    throw codeTaken(error);
  }
}

/** PATCH /api/admin/coupons/{id}: the fields given, merged over the coupon and checked as a whole. */
export async function updateAdminCoupon(db: Db, actorUserId: string, id: string, patch: AdminCouponPatch): Promise<AdminCoupon> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockCoupon(tx, id);
      const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const merged: AdminCouponCreate = { ...toInput(current), ...given };
      await check(tx, merged, current.usedCount);
      if (merged.code !== current.code) await refuseTakenCode(tx, merged.code, id);
      const before = toAdminCoupon(current);
      const columns = toColumns(merged);
      const unchanged = JSON.stringify(toAdminCoupon({ ...current, ...columns })) === JSON.stringify(before);
      if (unchanged) return before;
      const [row] = await tx.update(coupons).set({ ...columns, updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
      const after = toAdminCoupon(row!);
      await writeAudit(tx, { actorUserId, action: 'coupon.update', entityType: 'coupon', entityId: id, before, after });
      return after;
    });
  } catch (error) {
    throw codeTaken(error);
  }
}

/**
 * DELETE /api/admin/coupons/{id}. A coupon an order used is order history: it is switched off
 * instead (and answers so); one never used is deleted, and carts holding it simply lose it.
 */
export async function deleteAdminCoupon(db: Db, actorUserId: string, id: string): Promise<{ deleted: true } | { deactivated: true; coupon: AdminCoupon }> {
  return db.transaction(async (tx) => {
    const current = await lockCoupon(tx, id);
    const before = toAdminCoupon(current);
    const [redeemed] = await tx.select({ one: sql`1` }).from(couponRedemptions).where(eq(couponRedemptions.couponId, id)).limit(1);
    const [ordered] = await tx.select({ one: sql`1` }).from(orders).where(eq(orders.couponId, id)).limit(1);
    if (current.usedCount > 0 || redeemed || ordered) {
      if (!current.isActive) return { deactivated: true as const, coupon: before };
      const [row] = await tx.update(coupons).set({ isActive: false, updatedAt: new Date() }).where(eq(coupons.id, id)).returning();
      const after = toAdminCoupon(row!);
      await writeAudit(tx, { actorUserId, action: 'coupon.deactivate', entityType: 'coupon', entityId: id, before, after });
      return { deactivated: true as const, coupon: after };
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await writeAudit(tx, { actorUserId, action: 'coupon.delete', entityType: 'coupon', entityId: id, before });
    return { deleted: true as const };
  });
}
