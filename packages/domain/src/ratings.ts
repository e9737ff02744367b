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
