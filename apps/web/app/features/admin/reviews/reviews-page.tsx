import { formatIndianPhone } from '@dhatu/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';

import { retryOnce } from '../admin-errors';
import { formatShortDateTime } from '../format';
import { adminProductQueries } from '../products/products-queries';
import { FlagChips } from '../ui/flag-chips';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SelectFilter } from '../ui/select-filter';
import { PANEL, TEXT_LINK } from '../ui/styles';
import { useListParams } from '../ui/use-list-params';
import { deleteReview, fetchAdminReviews, setReviewHidden } from './reviews-api';
import type { AdminReview } from './types';
import { buttonClass } from '../../../components/ui/button';

const STATUS_OPTIONS = [
  { value: '', label: 'All reviews' },
  { value: 'visible', label: 'Shown' },
  { value: 'hidden', label: 'Hidden' },
];

/** /admin/reviews: every review, newest first; hide one from the shop, show it again, or delete it. */
export function ReviewsPage() {
  const queryClient = useQueryClient();
  const { values, page, setFilters, setPage } = useListParams(['status'] as const);
  const filters = { status: values.status, page };
  const reviews = useQuery({
    queryKey: ['admin', 'reviews', filters],
    queryFn: ({ signal }) => fetchAdminReviews(filters, signal),
    placeholderData: keepPreviousData,
    retry: retryOnce,
  });
  const [removing, setRemoving] = useState<AdminReview | null>(null);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
      // Ratings on the product screens follow the visible reviews.
      queryClient.invalidateQueries({ queryKey: adminProductQueries.all }),
    ]);

  const toggle = useMutation({
    mutationFn: (review: AdminReview) => setReviewHidden(review._id, !review.isHidden),
    onSuccess: async (updated) => {
      notify.success(updated.isHidden ? 'Review hidden from the shop' : 'Review shown in the shop');
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not change the review')),
  });
  const remove = useMutation({
    mutationFn: (review: AdminReview) => deleteReview(review._id),
    onSuccess: async () => {
      notify.success('Review deleted');
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not delete the review')),
    onSettled: () => setRemoving(null),
  });

  return (
    <>
      <PageHeader title="Reviews" description="What customers wrote. Hidden reviews stay here but leave the shop and its ratings." />
      <div className="mb-4 max-w-xs">
        <SelectFilter label="Shown" value={values.status} options={STATUS_OPTIONS} onChange={(status) => setFilters({ status })} />
      </div>
      <QueryState query={reviews} loadingLabel="Loading reviews">
        {(data) => (
          <div className={reviews.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            {data.reviews.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">No reviews here.</p>
            ) : (
              <ul className="space-y-3">
                {data.reviews.map((review) => (
                  <li key={review._id}>
                    <article aria-label={`Review of ${review.product.name} by ${review.user.name || 'a customer'}`} className={`${PANEL} p-4 sm:p-5`}>
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <Link to={`/products/id/${encodeURIComponent(review.product._id)}`} className={TEXT_LINK}>
                            {review.product.name}
                          </Link>
                          <p className="text-xs text-ink-muted">
                            {review.user.name || 'Customer'} · {formatIndianPhone(review.user.phone)} · {formatShortDateTime(review.createdAt)}
                          </p>
                        </div>
                        <div className="flex items-center gap-2">
                          <span className="inline-flex items-center gap-0.5 text-brass-deep" role="img" aria-label={`${review.rating} out of 5 stars`}>
                            {Array.from({ length: 5 }, (_, i) => (
                              <Star key={i} size={15} aria-hidden="true" className={i < review.rating ? 'fill-brass text-brass' : 'text-sand'} />
                            ))}
                          </span>
                          {review.isHidden && <FlagChips flags={[{ label: 'Hidden', on: true, tone: 'warn' }]} />}
                        </div>
                      </div>
                      <p className="mt-2 text-sm whitespace-pre-line break-words text-charcoal">{review.comment}</p>
                      {review.images.length > 0 && (
                        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
                          {review.images.map((image) => (
                            <li key={image._id}>
                              <a href={image.url} target="_blank" rel="noopener" className="block size-16 overflow-hidden rounded-lg border border-sand">
                                <img src={image.url} alt={image.altText || 'Review photo'} loading="lazy" className="size-full object-cover" />
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                      <div className="mt-3 flex flex-wrap gap-2">
                        <button type="button" disabled={toggle.isPending} onClick={() => toggle.mutate(review)} className={buttonClass('secondary', 'sm')}>
                          {review.isHidden ? <Eye size={15} aria-hidden="true" /> : <EyeOff size={15} aria-hidden="true" />}
                          {review.isHidden ? 'Show' : 'Hide'}
                        </button>
                        <button type="button" onClick={() => setRemoving(review)} className={buttonClass('danger-outline', 'sm')}>
                          <Trash2 size={15} aria-hidden="true" />
                          Delete
                        </button>
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={data.page} pages={data.pages} total={data.total} noun={data.total === 1 ? 'review' : 'reviews'} onPage={setPage} />
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Delete this review?"
        message="The review and its photos are deleted for good. Hiding it keeps it here instead."
        confirmLabel="Delete review"
        variant="danger"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </>
  );
}
