import { formatDateLong } from '@dhatu/domain';
import { BadgeCheck } from 'lucide-react';
import { useId } from 'react';
import { REVIEW_TEXTS, initialOf } from './review-rules';
import { ReviewPhotos } from './review-photos';
import { StarRow } from './star-row';
import type { ReviewEntry } from './types';

/** One review: who, when, the stars, the words and the photos; the customer's own is marked. */
export function ReviewCard({ entry }: { entry: ReviewEntry }) {
  const { review, own } = entry;
  const headingId = useId();
  const edited = review.updatedAt !== review.createdAt && Date.parse(review.updatedAt) - Date.parse(review.createdAt) > 60_000;
  return (
    <article
      aria-labelledby={headingId}
      data-own={own || undefined}
      className={`scroll-mt-24 rounded-xl border p-4 sm:p-5 ${own ? 'border-rose/40 bg-rose-soft/40' : 'border-sand/70 bg-white'}`}
    >
      <header className="flex items-start gap-3">
        <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-cream font-serif text-lg text-rose-deep">
          {initialOf(review.user.name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="font-sans text-[0.9375rem] font-semibold break-words text-charcoal">
              {review.user.name}
            </h3>
            {own && (
              <span className="rounded-full bg-rose-deep px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-white">{REVIEW_TEXTS.yourReview}</span>
            )}
            {review.isVerifiedPurchase && (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                <BadgeCheck size={14} aria-hidden="true" />
                Verified purchase
              </span>
            )}
          </div>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRow value={review.rating} size={15} />
            <span className="sr-only">Rated {review.rating} out of 5</span>
            <span className="text-xs text-ink-muted">
              <time dateTime={review.createdAt}>{formatDateLong(review.createdAt)}</time>
              {edited && ' · edited'}
            </span>
          </div>
        </div>
      </header>
      <p className="mt-3 text-[0.9375rem] leading-relaxed whitespace-pre-line break-words text-charcoal-soft">{review.comment}</p>
      <ReviewPhotos images={review.images} reviewer={review.user.name} />
    </article>
  );
}
