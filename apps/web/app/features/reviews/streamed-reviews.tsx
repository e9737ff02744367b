import { lazy, Suspense } from 'react';
import { Await } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { REVIEW_TEXTS } from './review-rules';
import type { ReviewsResult } from './types';

/**
 * Below the product, so its code (summary, filters, cards: 4.6 KiB) is not among the page's first
 * scripts: the server renders it with the reviews, and the browser wakes it when its code arrives
 * (a click on it before then is replayed by React once it has).
 */
const ReviewsSection = lazy(() => import('./reviews-section').then((m) => ({ default: m.ReviewsSection })));

export interface StreamedReviewsProps {
  productId: string;
  /** The loader's promise; it never rejects (a failure resolves to { ok: false }). */
  data: Promise<ReviewsResult> | ReviewsResult;
  headingId?: string;
}

/**
 * The product page's reviews (ARCHITECTURE: critical data first): the product arrives at once and
 * the reviews stream into the same HTML response as soon as they are read.
 */
export function StreamedReviews({ productId, data, headingId }: StreamedReviewsProps) {
  return (
    <Suspense fallback={<ReviewsSkeleton headingId={headingId} />}>
      <Await resolve={data} errorElement={<ReviewsSection productId={productId} result={{ ok: false }} variant="overview" headingId={headingId} />}>
        {(result) => <ReviewsSection productId={productId} result={result} variant="overview" headingId={headingId} />}
      </Await>
    </Suspense>
  );
}

function ReviewsSkeleton({ headingId = 'reviews-heading' }: { headingId?: string }) {
  return (
    <div className="rounded-2xl border border-sand/70 bg-white px-4 py-5 sm:p-8">
      <h2 id={headingId} className="text-2xl text-charcoal sm:text-3xl">
        {REVIEW_TEXTS.heading}
      </h2>
      <div className="flex justify-center py-12">
        <Loader label="Loading reviews" />
      </div>
    </div>
  );
}
