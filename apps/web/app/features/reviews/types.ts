/** Shapes of the review answers (apps/api/src/modules/reviews/reviews.schemas.ts; storefront §3 Review). */

export interface ReviewImage {
  _id: string;
  /** The widest WebP; narrower renditions sit beside it (see imageSrcSet). */
  url: string;
  altText: string;
}

export interface Review {
  _id: string;
  user: { _id: string; name: string };
  /** 1 to 5. */
  rating: number;
  comment: string;
  images: ReviewImage[];
  createdAt: string;
  updatedAt: string;
  /** The author has a delivered order containing the product. */
  isVerifiedPurchase?: boolean;
}

export type StarValue = 5 | 4 | 3 | 2 | 1;

export interface ReviewSummary {
  /** One decimal; 0 without reviews. */
  average: number;
  count: number;
  counts: Record<StarValue, number>;
}

export interface ReviewList {
  /** Newest first. */
  reviews: Review[];
  summary: ReviewSummary;
}

/** The reviews as the page received them, or that they could not be loaded ('Failed to load reviews'). */
export type ReviewsResult = { ok: true; value: ReviewList } | { ok: false };

/** A review as the section shows it: the signed-in customer's own is marked and comes first. */
export interface ReviewEntry {
  review: Review;
  own: boolean;
}
