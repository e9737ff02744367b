import type { SuccessAnswer } from '@dhatu/domain/contracts';
import { apiFetch } from '../../lib/api-client';
import type { MyReview, Review, ReviewAnswer } from './types';

/** The signed-in review calls (storefront §7); the list itself comes with the page (reviews-api.server.ts). */

const base = (productId: string) => `/api/products/${encodeURIComponent(productId)}/reviews`;

/** The customer's own review of the product, or null. */
export async function fetchMyReview(productId: string, signal?: AbortSignal): Promise<Review | null> {
  const answer = await apiFetch<MyReview>(`${base(productId)}/user/my-review`, { signal });
  return unwrapReview(answer);
}

/** POST multipart: rating, comment, repeated images. */
export async function createReview(productId: string, form: FormData): Promise<Review> {
  return requireReview(unwrapReview(await apiFetch<ReviewAnswer>(base(productId), { method: 'POST', body: form })));
}

/** PUT multipart: rating, comment, imageAction (add | replace), images. */
export async function updateReview(productId: string, reviewId: string, form: FormData): Promise<Review> {
  const answer = await apiFetch<ReviewAnswer>(`${base(productId)}/${encodeURIComponent(reviewId)}`, { method: 'PUT', body: form });
  return requireReview(unwrapReview(answer));
}

export async function deleteReview(productId: string, reviewId: string): Promise<void> {
  await apiFetch<SuccessAnswer>(`${base(productId)}/${encodeURIComponent(reviewId)}`, { method: 'DELETE' });
}

/** Answers may wrap the review ({review}) or be the review itself. */
function unwrapReview(answer: MyReview | ReviewAnswer | Review | null): Review | null {
  if (typeof answer !== 'object' || answer === null) return null;
  if ('review' in answer) return answer.review ?? null;
  return '_id' in answer ? answer : null;
}

function requireReview(review: Review | null): Review {
  if (!review) throw new Error('The server did not answer the review');
  return review;
}
