import { formatRating } from '@dhatu/domain';
import { Star } from 'lucide-react';
import { STARS, barPercent, reviewCountText } from './review-rules';
import { StarRow } from './star-row';
import type { ReviewSummary } from './types';

/**
 * The summary (storefront §2 Reviews section): the average with one decimal, the count, and a bar
 * for each star from 5 to 1. Only drawn for reviewed products (decision 0005).
 */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const average = formatRating(summary.average);
  return (
    <div>
      <div className="flex items-center gap-4">
        <p className="font-serif text-5xl leading-none text-charcoal" aria-hidden="true">
          {average}
        </p>
        <div>
          <StarRow value={summary.average} size={18} />
          <p className="mt-1 text-sm text-ink-muted">
            <span className="sr-only">Rated {average} out of 5 from </span>
            {reviewCountText(summary.count)}
          </p>
        </div>
      </div>
      <ul className="mt-5 space-y-1.5" aria-label="Reviews per star">
        {STARS.map((star) => {
          const percent = barPercent(summary, star);
          const count = summary.counts[star];
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="sr-only">
                {star} {star === 1 ? 'star' : 'stars'}: {reviewCountText(count)}
              </span>
              <span aria-hidden="true" className="inline-flex w-7 shrink-0 items-center gap-0.5 text-ink-muted tabular-nums">
                {star}
                <Star size={12} fill="currentColor" strokeWidth={0} className="text-brass" />
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-mist">
                <span className="block h-full rounded-full bg-brass" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true" className="w-7 shrink-0 text-right text-ink-muted tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
