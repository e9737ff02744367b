import type { ReviewDto, ReviewList } from '@dhatu/domain/contracts';

/** The review answers are the contract's (@dhatu/domain/contracts, reviews.ts; storefront §3 Review). */
export type { MyReview, ReviewAnswer, ReviewList, ReviewSummary } from '@dhatu/domain/contracts';
export type Review = ReviewDto;
export type ReviewImage = Review['images'][number];

export type StarValue = 5 | 4 | 3 | 2 | 1;

/** The reviews as the page received them, or that they could not be loaded ('Failed to load reviews'). */
export type ReviewsResult = { ok: true; value: ReviewList } | { ok: false };

/** A review as the section shows it: the signed-in customer's own is marked and comes first. */
export interface ReviewEntry {
  review: Review;
  own: boolean;
}
