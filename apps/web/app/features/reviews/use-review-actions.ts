import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRevalidator } from 'react-router';
import { createReview, deleteReview, updateReview } from './reviews-api';
import { reviewQueries } from './review-queries';
import type { Review } from './types';

/**
 * Write, edit and delete the customer's own review. The answer becomes the cached own review at
 * once (so a new review shows first, marked as theirs), then the page's loaders run again so the
 * list, the summary and the product's rating and count follow (storefront §4).
 */
export function useReviewActions(productId: string, userId: string) {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const { queryKey } = reviewQueries.mine(productId, userId);
  const settle = (own: Review | null) => {
    queryClient.setQueryData(queryKey, own);
    void revalidator.revalidate();
  };
  return {
    create: useMutation({ mutationFn: (form: FormData) => createReview(productId, form), onSuccess: settle }),
    update: useMutation({
      mutationFn: ({ reviewId, form }: { reviewId: string; form: FormData }) => updateReview(productId, reviewId, form),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (reviewId: string) => deleteReview(productId, reviewId),
      onSuccess: () => settle(null),
      // It may be gone already (another tab): read it again.
      onError: () => queryClient.invalidateQueries({ queryKey }),
    }),
  };
}
