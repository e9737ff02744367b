/** The reviews module's public face: what other modules may use. */
export { ANONYMOUS_REVIEWER, REVIEW_NOT_FOUND, lockProduct, refreshProductRating } from './reviews.repository.ts';
