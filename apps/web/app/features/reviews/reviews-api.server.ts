import type { ServerApi } from '../../lib/load-context';
import { normalizeReviewList } from './review-rules';
import type { ReviewList, ReviewsResult } from './types';

/**
 * GET /api/products/{id}/reviews through the in-process API, for the pages' loaders. Never throws:
 * a failure becomes `{ ok: false }` and the section shows 'Failed to load reviews' (storefront §8).
 */
export async function fetchReviews(api: ServerApi, productId: string): Promise<ReviewsResult> {
  try {
    const answer = await api<ReviewList>(`/api/products/${encodeURIComponent(productId)}/reviews`);
    if (answer.status < 200 || answer.status >= 300) {
      console.error(`Reviews of ${productId} failed to load: HTTP ${answer.status}`);
      return { ok: false };
    }
    return { ok: true, value: normalizeReviewList(answer.data) };
  } catch (error) {
    console.error(`Reviews of ${productId} failed to load`, error);
    return { ok: false };
  }
}
