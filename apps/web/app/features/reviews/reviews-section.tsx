import { REVIEWS_OVERVIEW_COUNT } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, RotateCcw, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useAuth } from '../auth';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';
import { reviewQueries } from './review-queries';
import { REVIEW_TEXTS, composeReviews, filterEntries, overviewEntries, type StarFilter } from './review-rules';
import { StarFilterChips } from './star-filter';
import type { Review, ReviewsResult } from './types';
import { WriteReviewPanel } from './write-review-panel';

export interface ReviewsSectionProps {
  productId: string;
  /** The public list, rendered with the page. */
  result: ReviewsResult;
  /** 'overview' on the product page (3 reviews and 'View All {n} Reviews'), 'all' on the reviews page. */
  variant: 'overview' | 'all';
  /** Id of the section's heading, for the surrounding landmark. */
  headingId?: string;
}

/**
 * The reviews section (storefront §2): summary, bars for 5 to 1 stars, filter chips, the list and
 * the write or edit form. The list arrives with the page; the signed-in customer's own review is
 * read in the browser and shown first, marked as theirs.
 */
export function ReviewsSection({ productId, result, variant, headingId = 'reviews-heading' }: ReviewsSectionProps) {
  const { user, isAuthenticated, loading } = useAuth();
  const userId = isAuthenticated && user ? user._id : null;
  const mine = useQuery({ ...reviewQueries.mine(productId, userId ?? ''), enabled: userId !== null });
  const [filter, setFilter] = useState<StarFilter>('all');
  const [justSaved, setJustSaved] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  const reviews = result.ok ? result.value.reviews : [];
  // While my-review loads (or if it failed) the list's copy stands in for it.
  const own: Review | null | undefined = !userId ? null : mine.isSuccess ? mine.data : undefined;
  const entries = composeReviews(reviews, userId, own);
  const filtered = filterEntries(entries, filter);
  const shown = variant === 'overview' ? overviewEntries(filtered) : filtered;
  const ownForPanel = !userId ? null : mine.isSuccess ? mine.data : mine.isError ? (entries.find((e) => e.own)?.review ?? null) : undefined;

  // After a save, bring the customer's review (first in the list) into view.
  useEffect(() => {
    if (!justSaved) return;
    const card = list.current?.querySelector('[data-own]');
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [justSaved]);

  const summary = result.ok ? result.value.summary : null;
  const hasReviews = entries.length > 0;

  return (
    <div className="rounded-2xl border border-sand/70 bg-white px-4 py-5 sm:p-8">
      <h2 id={headingId} className="text-2xl text-charcoal sm:text-3xl">
        {REVIEW_TEXTS.heading}
      </h2>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,21rem)_minmax(0,1fr)] lg:gap-12">
        <div className="space-y-6">
          {summary && summary.count > 0 && <RatingSummary summary={summary} />}
          <WriteReviewPanel
            productId={productId}
            session={{ loading, userId, own: ownForPanel }}
            onSaved={(saved) => {
              if (!saved) return;
              setFilter('all');
              setJustSaved((n) => n + 1);
            }}
          />
        </div>

        <div ref={list} className="min-w-0">
          {!result.ok ? (
            <LoadFailed />
          ) : !hasReviews ? (
            <Message icon={MessageSquareText} title={REVIEW_TEXTS.emptyTitle} detail={REVIEW_TEXTS.emptyDetail} />
          ) : (
            <>
              <StarFilterChips value={filter} onChange={setFilter} />
              {shown.length === 0 ? (
                <Message icon={SearchX} title={REVIEW_TEXTS.filteredEmpty} className="mt-5" />
              ) : (
                <ul className="mt-5 space-y-4" aria-label="Reviews">
                  {shown.map((entry) => (
                    <li key={entry.review._id}>
                      <ReviewCard entry={entry} />
                    </li>
                  ))}
                </ul>
              )}
              {variant === 'overview' && entries.length > REVIEWS_OVERVIEW_COUNT && (
                <Link
                  to={`/products/id/${productId}/reviews`}
                  className="mt-6 inline-flex h-11 items-center justify-center rounded-full border border-charcoal px-6 text-sm font-semibold text-charcoal hover:bg-charcoal hover:text-ivory"
                >
                  {REVIEW_TEXTS.viewAll(entries.length)}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function Message({ icon: Icon, title, detail, className = '' }: { icon: typeof SearchX; title: string; detail?: string; className?: string }) {
  return (
    <div role="status" className={`flex flex-col items-center rounded-xl border border-dashed border-sand bg-ivory px-6 py-10 text-center ${className}`}>
      <Icon size={26} strokeWidth={1.6} aria-hidden="true" className="mb-3 text-rose-deep" />
      <p className="font-serif text-lg text-charcoal">{title}</p>
      {detail && <p className="mt-1 max-w-sm text-sm text-ink-muted">{detail}</p>}
    </div>
  );
}

/** 'Failed to load reviews' (storefront §8), with a way to try again. */
function LoadFailed() {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="flex flex-col items-center rounded-xl border border-dashed border-sand bg-ivory px-6 py-10 text-center">
      <p className="font-serif text-lg text-charcoal">{REVIEW_TEXTS.loadFailed}</p>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state === 'loading'}
        className="mt-4 inline-flex h-10 items-center gap-2 rounded-full border border-charcoal/25 px-5 text-sm font-semibold text-charcoal hover:border-charcoal disabled:opacity-60"
      >
        <RotateCcw size={15} aria-hidden="true" />
        Try again
      </button>
    </div>
  );
}
