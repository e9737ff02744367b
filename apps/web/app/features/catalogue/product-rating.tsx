import { formatRating, shouldShowRating } from '@dhatu/domain';
import { Star } from 'lucide-react';

export interface ProductRatingProps {
  ratings: number | null | undefined;
  reviewsCount: number | null | undefined;
  size?: 'card' | 'detail';
  className?: string;
}

/** '★ 4.3 (12)': only for reviewed products, never invented (storefront §5, decision 0005). */
export function ProductRating({ ratings, reviewsCount, size = 'card', className = '' }: ProductRatingProps) {
  if (!shouldShowRating(reviewsCount)) return null;
  const rating = formatRating(ratings);
  const count = reviewsCount as number;
  const detail = size === 'detail';
  return (
    <p className={`flex items-center gap-1 ${detail ? 'text-sm' : 'text-xs'} text-ink-muted ${className}`}>
      <span className="sr-only">
        Rated {rating} out of 5 from {count} {count === 1 ? 'review' : 'reviews'}
      </span>
      <span aria-hidden="true" className="inline-flex items-center gap-1 rounded-full bg-brass-deep px-1.5 py-0.5 font-semibold text-white">
        {rating}
        <Star size={detail ? 13 : 11} fill="currentColor" strokeWidth={0} />
      </span>
      <span aria-hidden="true">({count})</span>
    </p>
  );
}
