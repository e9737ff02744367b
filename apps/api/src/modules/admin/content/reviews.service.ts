import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminReview, adminReviewListQuery } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { products, reviews, users } from '../../../db/schema/index.ts';
import { writeAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { removeUnusedImages } from '../../../lib/media-store.ts';
import { ANONYMOUS_REVIEWER, lockProduct, refreshProductRating, REVIEW_NOT_FOUND } from '../../reviews/index.ts';

const selectAdminReviews = (db: Db | Tx) => db.select({
  id: reviews.id, productId: reviews.productId, productName: products.name, userName: users.name, userPhone: users.phone,
  rating: reviews.rating, comment: reviews.comment, images: reviews.images, isHidden: reviews.isHidden, createdAt: reviews.createdAt,
}).from(reviews)
  .innerJoin(products, eq(products.id, reviews.productId))
  .innerJoin(users, eq(users.id, reviews.userId));

type Row = Awaited<ReturnType<typeof selectAdminReviews>>[number];

function toAdminReview(row: Row): AdminReview {
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.productName },
    user: { name: row.userName.trim() || ANONYMOUS_REVIEWER, phone: row.userPhone },
    rating: row.rating,
    comment: row.comment,
    images: row.images.map((image) => ({ _id: image.id, url: image.url, altText: image.altText })),
    isHidden: row.isHidden,
    createdAt: row.createdAt.toISOString(),
  };
}

async function reviewById(db: Db | Tx, id: string): Promise<AdminReview> {
  const [row] = await selectAdminReviews(db).where(eq(reviews.id, id));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toAdminReview(row);
}

/** GET /api/admin/reviews: newest first, hidden ones included unless filtered. */
export async function listAdminReviews(db: Db, query: z.output<typeof adminReviewListQuery>) {
  const where = and(
    query.status === 'visible' ? eq(reviews.isHidden, false) : query.status === 'hidden' ? eq(reviews.isHidden, true) : undefined,
    query.productId ? eq(reviews.productId, query.productId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    selectAdminReviews(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(reviews).where(where),
  ]);
  const total = counted?.total ?? 0;
  return { reviews: rows.map(toAdminReview), total, page: query.page, pages: Math.ceil(total / query.limit) };
}

/** The review's product, locked as every review change locks it (so the rating recount sees every change). */
async function lockReviewAndProduct(tx: Tx, id: string) {
  const [review] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
  if (!review) throw notFound(REVIEW_NOT_FOUND);
  await lockProduct(tx, review.productId, { visibleOnly: false });
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}

/**
 * PATCH /api/admin/reviews/{id} { isHidden }: a hidden review leaves the product page and the
 * product's rating and count (recounted in the same transaction); showing it again brings it back.
 */
export async function setReviewHidden(db: Db, actorUserId: string, id: string, isHidden: boolean): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const current = await lockReviewAndProduct(tx, id);
    const before = await reviewById(tx, id);
    if (current.isHidden === isHidden) return before;
    await tx.update(reviews).set({ isHidden }).where(eq(reviews.id, id));
    await refreshProductRating(tx, current.productId);
    const after = await reviewById(tx, id);
    await writeAudit(tx, { actorUserId, action: isHidden ? 'review.hide' : 'review.show', entityType: 'review', entityId: id, before, after });
    return after;
  });
}

/** DELETE /api/admin/reviews/{id}: gone with its photos; the product's rating follows. */
export async function deleteAdminReview(db: Db, actorUserId: string, id: string): Promise<{ deleted: true; productId: string }> {
  return db.transaction(async (tx) => {
    const current = await lockReviewAndProduct(tx, id);
    const before = await reviewById(tx, id);
    await tx.delete(reviews).where(eq(reviews.id, id));
    await refreshProductRating(tx, current.productId);
    await writeAudit(tx, { actorUserId, action: 'review.delete', entityType: 'review', entityId: id, before });
    await removeUnusedImages(tx, current.images.map((image) => image.url));
    return { deleted: true as const, productId: current.productId };
  });
}
