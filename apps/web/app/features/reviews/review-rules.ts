import { REVIEWS_OVERVIEW_COUNT, STAR_VALUES, summarizeRatings, type ReviewImageAction } from '@dhatu/domain';
import type { Review, ReviewEntry, ReviewList, ReviewSummary, StarValue } from './types';

/** The section's texts (storefront §2, §4, §8). */
export const REVIEW_TEXTS = {
  heading: 'Customer Reviews',
  share: 'Share Your Experience',
  write: 'Write Review',
  edit: 'Edit Review',
  login: 'Login to Write Review',
  emptyTitle: 'No Reviews Yet',
  emptyDetail: 'Be the first to share your experience with this product!',
  filteredEmpty: 'No reviews found for the selected filter.',
  loadFailed: 'Failed to load reviews',
  submitFailed: 'Failed to submit review. Please try again.',
  updateFailed: 'Failed to update review. Please try again.',
  deleteFailed: 'Failed to delete review. Please try again.',
  yourReview: 'Your review',
  viewAll: (n: number) => `View All ${n} Reviews`,
} as const;

export const STARS: readonly StarValue[] = STAR_VALUES;

/** A filter chip: all reviews, or one star value. */
export type StarFilter = 'all' | StarValue;

/** The list answer as `{reviews, summary}`; a plain array (storefront §7 'reviews or array') gets its summary computed. */
export function normalizeReviewList(data: unknown): ReviewList {
  const reviews: Review[] = Array.isArray(data)
    ? (data as Review[])
    : Array.isArray((data as { reviews?: unknown } | null)?.reviews)
      ? (data as { reviews: Review[] }).reviews
      : [];
  const given = (data as { summary?: ReviewSummary } | null)?.summary;
  const summary = given && typeof given.count === 'number' && given.counts ? given : summarizeRatings(reviews.map((r) => r.rating));
  return { reviews, summary };
}

/**
 * The list as the section shows it (storefront §4): the signed-in customer's own review first and
 * marked, then everyone else's, newest first. `own` is the my-review answer: undefined while it
 * loads (the list's copy stands in), null when the customer has none (a copy still in a list
 * loaded before a delete is left out).
 */
export function composeReviews(list: readonly Review[], userId: string | null | undefined, own: Review | null | undefined): ReviewEntry[] {
  if (!userId) return list.map((review) => ({ review, own: false }));
  const mine = own === undefined ? (list.find((r) => r.user._id === userId) ?? null) : own;
  const others = list.filter((r) => r.user._id !== userId && r._id !== mine?._id);
  return [...(mine ? [{ review: mine, own: true }] : []), ...others.map((review) => ({ review, own: false }))];
}

export function filterEntries(entries: readonly ReviewEntry[], filter: StarFilter): ReviewEntry[] {
  return filter === 'all' ? [...entries] : entries.filter((e) => e.review.rating === filter);
}

/**
 * The product page's overview (storefront §2, §9): when 3 or fewer reviews exist all are shown,
 * otherwise the 3 newest from other customers — with the customer's own review kept first above
 * them, so it can always be seen.
 */
export function overviewEntries(entries: readonly ReviewEntry[], size = REVIEWS_OVERVIEW_COUNT): ReviewEntry[] {
  if (entries.length <= size) return [...entries];
  return [...entries.filter((e) => e.own), ...entries.filter((e) => !e.own).slice(0, size)];
}

/** Width of a star's bar: its share of all reviews, in whole percent. */
export function barPercent(summary: ReviewSummary, star: StarValue): number {
  return summary.count > 0 ? Math.round((summary.counts[star] / summary.count) * 100) : 0;
}

/** The multipart body of a create (no imageAction) or an edit. */
export function reviewFormData(input: { rating: number; comment: string; images: readonly File[]; imageAction?: ReviewImageAction }): FormData {
  const form = new FormData();
  form.append('rating', String(input.rating));
  form.append('comment', input.comment);
  if (input.imageAction) form.append('imageAction', input.imageAction);
  for (const image of input.images) form.append('images', image, image.name);
  return form;
}

/** '1 review', '12 reviews'. */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Initial for the reviewer's round badge. */
export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}
