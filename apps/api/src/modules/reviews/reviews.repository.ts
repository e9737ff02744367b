import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ReviewDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { products, reviews, users, type ReviewImage } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { deliveredBuyers } from './verified-purchase.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const REVIEW_NOT_FOUND = 'Review not found';
/** Shown for a reviewer without a name on their account. */
export const ANONYMOUS_REVIEWER = 'Customer';

type ReviewRow = typeof reviews.$inferSelect & { userName: string };

/** Every review read: the review with its author's name (no N+1). */
export function selectReviews(db: Db | Tx) {
  return db.select({ ...getTableColumns(reviews), userName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId));
}

export const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** The product on sale (not hidden), or 404 'Product not found'. */
export async function requireVisibleProduct(db: Db | Tx, productId: string): Promise<{ id: string; name: string }> {
  const [row] = await db.select({ id: products.id, name: products.name }).from(products)
    .where(and(eq(products.id, productId), eq(products.isHidden, false))).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Takes the product's row for the rest of the transaction (FOR NO KEY UPDATE: review inserts, which
 * only reference it, are not blocked). Every review change of a product queues here, so the rating
 * recount that follows always sees the changes committed before it.
 */
export async function lockProduct(tx: Tx, productId: string, { visibleOnly }: { visibleOnly: boolean }): Promise<boolean> {
  const [row] = await tx.select({ id: products.id }).from(products)
    .where(and(eq(products.id, productId), visibleOnly ? eq(products.isHidden, false) : undefined))
    .for('no key update');
  return row !== undefined;
}

/**
 * Recounts the product's ratings total and review count from its visible reviews, inside the
 * transaction that changed them, so the product's rating always agrees with its reviews. Call it
 * after any change to a product's reviews (also when the admin hides or shows one).
 */
export async function refreshProductRating(tx: Tx, productId: string): Promise<void> {
  const visible = sql`${reviews.productId} = ${productId} and not ${reviews.isHidden}`;
  await tx.update(products).set({
    ratingsTotal: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${visible})`,
    reviewsCount: sql`(select count(*)::int from ${reviews} where ${visible})`,
  }).where(eq(products.id, productId));
}

/** The user's review of the product (hidden or not), or null. */
export async function findOwnReview(db: Db | Tx, productId: string, userId: string): Promise<ReviewRow | null> {
  const [row] = await selectReviews(db).where(and(eq(reviews.productId, productId), eq(reviews.userId, userId))).limit(1);
  return row ?? null;
}

/** One review with its author, as answered. */
export async function reviewDtoById(db: Db | Tx, reviewId: string): Promise<ReviewDto> {
  const [row] = await selectReviews(db).where(eq(reviews.id, reviewId)).limit(1);
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return (await toReviewDtos(db, row.productId, [row]))[0]!;
}

/** Rows as answered, with the verified-purchase mark looked up once for all of them. */
export async function toReviewDtos(db: Db | Tx, productId: string, rows: readonly ReviewRow[]): Promise<ReviewDto[]> {
  const verified = await deliveredBuyers(db, productId, [...new Set(rows.map((r) => r.userId))]);
  return rows.map((row) => ({
    _id: row.id,
    user: { _id: row.userId, name: row.userName.trim() || ANONYMOUS_REVIEWER },
    rating: row.rating,
    comment: row.comment,
    images: row.images.map((image: ReviewImage) => ({ _id: image.id, url: image.url, altText: image.altText })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isVerifiedPurchase: verified.has(row.userId),
  }));
}

