/** Rating and review count appear only for reviewed products: no invented ratings (storefront §5). */
export function shouldShowRating(reviewsCount: number | null | undefined): boolean {
  return typeof reviewsCount === 'number' && reviewsCount > 0;
}

/** Average rating with one decimal: 4 → '4.0', 4.35 → '4.4'. */
export function formatRating(average: number | null | undefined): string {
  const value = typeof average === 'number' && Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  // Round on the tenth first; toFixed alone prints 4.35 as '4.3' (it is 4.3499… in binary).
  return (Math.round(value * 10) / 10).toFixed(1);
}

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;
export type StarValue = (typeof STAR_VALUES)[number];

/**
 * The average of ratings from their total and count, rounded half up to one decimal (storefront
 * §5 shows one decimal); 0 without ratings. Integer arithmetic up to the last division, so 4.35
 * (87 over 20) is 4.4, where (87 / 20) × 10 in floating point is 43.4999… and would give 4.3.
 */
export function averageRating(total: number, count: number): number {
  return count > 0 ? Math.round((total * 10) / count) / 10 : 0;
}

export interface RatingSummary {
  /** One decimal; 0 without ratings. */
  average: number;
  count: number;
  /** How many ratings gave each star. */
  counts: Record<StarValue, number>;
}

/** The reviews section's summary: average, count and ratings per star. */
export function summarizeRatings(ratings: readonly number[]): RatingSummary {
  const counts: Record<StarValue, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let total = 0;
  for (const rating of ratings) {
    total += rating;
    if ((STAR_VALUES as readonly number[]).includes(rating)) counts[rating as StarValue] += 1;
  }
  return { average: averageRating(total, ratings.length), count: ratings.length, counts };
}
