import { z } from 'zod';

/** A review as the storefront reads it (storefront §3 Review), plus the verified-purchase mark. */
export const reviewDtoSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  images: z.array(z.object({
    _id: z.string(),
    url: z.string().describe('The widest WebP rendition; narrower ones sit beside it as name.w480.webp etc.'),
    altText: z.string(),
  })),
  createdAt: z.string(),
  updatedAt: z.string(),
  isVerifiedPurchase: z.boolean().describe('The author has a delivered order containing this product'),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

const starCount = z.number().int().min(0);

export const reviewSummarySchema = z.object({
  average: z.number().describe('Average rating, one decimal; 0 without reviews'),
  count: z.number().int(),
  counts: z.object({ 5: starCount, 4: starCount, 3: starCount, 2: starCount, 1: starCount }).describe('Reviews per star'),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewDtoSchema).describe('Visible reviews, newest first'),
  summary: reviewSummarySchema,
});

export type ReviewList = z.infer<typeof reviewListSchema>;

/** The customer's own review of a product; null when they wrote none. */
export const myReviewSchema = z.object({ review: reviewDtoSchema.nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;
/** What creating or editing a review answers. */
export const reviewAnswerSchema = z.object({ review: reviewDtoSchema });
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

export const productParams = z.object({ id: z.string().min(1).max(64) });
export const reviewParams = z.object({ id: z.string().min(1).max(64), reviewId: z.string().min(1).max(64) });
