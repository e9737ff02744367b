import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  IMAGE_WIDTHS, REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGES_MAX, reviewSchema, reviewUpdateSchema, summarizeRatings,
} from '@dhatu/domain';
import type { ReviewDto } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/schema/ids.ts';
import { reviews, type ReviewImage } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { nameImage, prepareImage, type StoredImage } from '../../lib/images.ts';
import { removeUnusedImages, saveImages } from '../../lib/media-store.ts';
import type { ReviewForm, UploadedFile } from './review-form.ts';
import {
  findOwnReview, lockProduct, newestFirst, PRODUCT_NOT_FOUND, refreshProductRating, requireVisibleProduct, REVIEW_NOT_FOUND,
  reviewDtoById, selectReviews, toReviewDtos,
} from './reviews.repository.ts';

export const ALREADY_REVIEWED = 'You have already reviewed this product';
export const TOO_MANY_IN_REVIEW = `A review can have at most ${REVIEW_IMAGES_MAX} images`;
export const IMAGE_ACTION_MESSAGE = "imageAction must be 'add' or 'replace'";
/** Review photos are served from /media/reviews/. */
const MEDIA_FOLDER = 'reviews';

/** GET /products/{id}/reviews: visible reviews, newest first, with the summary. */
export async function listReviews(db: Db, productId: string) {
  await requireVisibleProduct(db, productId);
  const rows = await selectReviews(db)
    .where(and(eq(reviews.productId, productId), eq(reviews.isHidden, false)))
    .orderBy(...newestFirst);
  return { reviews: await toReviewDtos(db, productId, rows), summary: summarizeRatings(rows.map((r) => r.rating)) };
}

/** GET /products/{id}/reviews/user/my-review: the caller's own review (even if hidden), or null. */
export async function myReview(db: Db, productId: string, userId: string): Promise<ReviewDto | null> {
  await requireVisibleProduct(db, productId);
  const row = await findOwnReview(db, productId, userId);
  return row ? (await toReviewDtos(db, productId, [row]))[0]! : null;
}

/**
 * POST /products/{id}/reviews. Fields and photos are checked and the photos encoded before anything
 * is written; the photos, the review and the product's rating change in one transaction.
 */
export async function createReview(db: Db, productId: string, userId: string, form: ReviewForm): Promise<ReviewDto> {
  const input = parseFields(reviewSchema, form.fields);
  const product = await requireVisibleProduct(db, productId);
  if (await findOwnReview(db, productId, userId)) throw conflict(ALREADY_REVIEWED);
  const stored = await prepareUploads(form.files);
  const images = toReviewImages(stored, product.name, 0);
  try {
    const id = await db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId, { visibleOnly: true }))) throw notFound(PRODUCT_NOT_FOUND);
      await saveImages(tx, stored);
      const [row] = await tx.insert(reviews).values({ productId, userId, rating: input.rating, comment: input.comment, images })
        .returning({ id: reviews.id });
      await refreshProductRating(tx, productId);
      return row!.id;
    });
    return await reviewDtoById(db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_product_user_key')) throw conflict(ALREADY_REVIEWED);
    throw error;
  }
}

/**
 * PUT /products/{id}/reviews/{reviewId}: the author's own review only ('Review not found' for
 * anyone else). imageAction 'add' (default) keeps the current photos and adds the new ones, at most
 * 5 in all; 'replace' swaps them for the new ones (none: the review has no photos any more). Photos
 * dropped by a replace are deleted in the same transaction.
 */
export async function updateReview(
  db: Db, productId: string, reviewId: string, userId: string, form: ReviewForm,
): Promise<ReviewDto> {
  const input = parseFields(reviewUpdateSchema, form.fields);
  const product = await requireVisibleProduct(db, productId);
  const current = await findOwnReview(db, productId, userId);
  if (!current || current.id !== reviewId) throw notFound(REVIEW_NOT_FOUND);
  const replacing = input.imageAction === 'replace';
  if ((replacing ? 0 : current.images.length) + form.files.length > REVIEW_IMAGES_MAX) throw badRequest(TOO_MANY_IN_REVIEW);

  const stored = await prepareUploads(form.files);
  await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId, { visibleOnly: true }))) throw notFound(PRODUCT_NOT_FOUND);
    const [row] = await tx.select({ images: reviews.images }).from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.userId, userId)))
      .for('update');
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    const kept = replacing ? [] : row.images;
    if (kept.length + stored.length > REVIEW_IMAGES_MAX) throw badRequest(TOO_MANY_IN_REVIEW);
    await saveImages(tx, stored);
    await tx.update(reviews).set({
      rating: input.rating,
      comment: input.comment,
      images: [...kept, ...toReviewImages(stored, product.name, kept.length)],
      updatedAt: new Date(),
    }).where(eq(reviews.id, reviewId));
    await refreshProductRating(tx, productId);
    if (replacing) await removeUnusedImages(tx, urlsOf(row.images));
  });
  return reviewDtoById(db, reviewId);
}

/** DELETE /products/{id}/reviews/{reviewId}: the author's own review only, with its photos. */
export async function deleteReview(db: Db, productId: string, reviewId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockProduct(tx, productId, { visibleOnly: false });
    const [row] = await tx.delete(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.userId, userId)))
      .returning({ images: reviews.images });
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    await refreshProductRating(tx, productId);
    await removeUnusedImages(tx, urlsOf(row.images));
  });
}

/** Validates with the shared schema: 400 with the first message, every message in `errors`. */
function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    return { field, message: field === 'imageAction' ? IMAGE_ACTION_MESSAGE : issue.message };
  });
  throw badRequest(messages[0]!.message, messages.map((m) => `${m.field || 'body'}: ${m.message}`));
}

/** Checks, encodes and names every upload before anything is written: one refused file stores none. */
async function prepareUploads(files: readonly UploadedFile[]): Promise<StoredImage[]> {
  if (files.length > REVIEW_IMAGES_MAX) throw badRequest(TOO_MANY_IN_REVIEW);
  const prepared: StoredImage[] = [];
  for (const file of files) {
    prepared.push(nameImage(MEDIA_FOLDER, await prepareImage(file.data, { widths: IMAGE_WIDTHS, maxBytes: REVIEW_IMAGE_MAX_BYTES })));
  }
  return prepared;
}

function toReviewImages(stored: readonly StoredImage[], productName: string, already: number): ReviewImage[] {
  return stored.map((image, i) => ({ id: newId(), url: image.url, altText: `Customer photo ${already + i + 1} of ${productName}` }));
}

const urlsOf = (images: readonly ReviewImage[]) => images.map((image) => image.url);
