import { z } from 'zod';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_COMMENT_MIN_LENGTH,
  REVIEW_IMAGE_ACTIONS,
  REVIEW_IMAGE_MAX_BYTES,
  REVIEW_IMAGES_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '../constants.ts';
import { freeText } from './fields.ts';

export const REVIEW_MESSAGES = {
  rating: 'Please select a rating between 1 and 5 stars',
  commentRequired: 'Please write a review comment',
  commentTooShort: `Review comment must be at least ${REVIEW_COMMENT_MIN_LENGTH} characters long`,
  commentTooLong: `Review comment must not exceed ${REVIEW_COMMENT_MAX_LENGTH} characters`,
  deleteConfirm: 'Are you sure you want to delete this review?',
} as const;

// Multipart forms send the rating as text ('4'); JSON sends a number. Both are accepted.
const rating = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: REVIEW_MESSAGES.rating })
  .pipe(
    z
      .number()
      .int(REVIEW_MESSAGES.rating)
      .min(REVIEW_RATING_MIN, REVIEW_MESSAGES.rating)
      .max(REVIEW_RATING_MAX, REVIEW_MESSAGES.rating),
  );

const comment = freeText('Review comment', { multiline: true, error: REVIEW_MESSAGES.commentRequired })
  .min(1, REVIEW_MESSAGES.commentRequired)
  .min(REVIEW_COMMENT_MIN_LENGTH, REVIEW_MESSAGES.commentTooShort)
  .max(REVIEW_COMMENT_MAX_LENGTH, REVIEW_MESSAGES.commentTooLong);

/** Text fields of a new review; images travel as multipart files beside them. */
export const reviewSchema = z.object({ rating, comment });
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;

/** Editing adds images to the review's own or replaces them (default add). */
export const reviewUpdateSchema = reviewSchema.extend({
  imageAction: z.enum(REVIEW_IMAGE_ACTIONS).default('add'),
});
export type ReviewUpdateInput = z.input<typeof reviewUpdateSchema>;
export type ReviewUpdate = z.output<typeof reviewUpdateSchema>;

/**
 * The images a review keeps from a selection: image files only, each at most 5 MB, at most 5
 * in all counting those already chosen. Others are dropped silently (storefront §5).
 */
export function acceptReviewImages<T extends { type: string; size: number }>(
  files: readonly T[],
  alreadySelected = 0,
): T[] {
  const room = Math.max(0, REVIEW_IMAGES_MAX - alreadySelected);
  return files.filter((file) => file.type.startsWith('image/') && file.size <= REVIEW_IMAGE_MAX_BYTES).slice(0, room);
}
