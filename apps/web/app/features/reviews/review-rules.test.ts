import { describe, expect, it } from 'vitest';
import { summarizeRatings as summarize } from '@dhatu/domain';
import { barPercent, composeReviews, filterEntries, normalizeReviewList, overviewEntries, reviewFormData } from './review-rules';
import type { Review } from './types';

let serial = 0;
function review(userId: string, rating: number): Review {
  serial += 1;
  const at = new Date(Date.UTC(2025, 0, 1) - serial * 60_000).toISOString();
  return { _id: `r${serial}`, user: { _id: userId, name: `User ${userId}` }, rating, comment: 'Lovely piece, well made.', images: [], createdAt: at, updatedAt: at, isVerifiedPurchase: false };
}

describe('the summary bars', () => {
  it('draws bars as shares of all reviews', () => {
    const summary = summarize([5, 5, 4]);
    expect([barPercent(summary, 5), barPercent(summary, 4), barPercent(summary, 1)]).toEqual([67, 33, 0]);
    expect(barPercent(summarize([]), 5)).toBe(0);
  });
});

describe('normalizeReviewList', () => {
  it('takes {reviews, summary} or a plain array (storefront §7)', () => {
    const list = [review('a', 5), review('b', 3)];
    expect(normalizeReviewList(list)).toEqual({ reviews: list, summary: summarize([5, 3]) });
    const summary = { average: 4, count: 2, counts: { 5: 1, 4: 0, 3: 1, 2: 0, 1: 0 } };
    expect(normalizeReviewList({ reviews: list, summary })).toEqual({ reviews: list, summary });
    expect(normalizeReviewList(null)).toEqual({ reviews: [], summary: summarize([]) });
  });
});

describe('composeReviews', () => {
  const a = review('a', 5);
  const b = review('b', 4);
  const mineInList = review('me', 2);
  const list = [a, mineInList, b];

  it('leaves the list alone for a guest', () => {
    expect(composeReviews(list, null, null)).toEqual(list.map((r) => ({ review: r, own: false })));
  });
  it("puts the customer's own review first, marked", () => {
    const fresh = { ...mineInList, rating: 3 };
    expect(composeReviews(list, 'me', fresh).map((e) => [e.review._id, e.review.rating, e.own])).toEqual([
      [mineInList._id, 3, true], [a._id, 5, false], [b._id, 4, false],
    ]);
  });
  it('shows a just-written review first before the list has it, and drops a just-deleted one', () => {
    const written = review('me', 5);
    expect(composeReviews([a, b], 'me', written).map((e) => e.review._id)).toEqual([written._id, a._id, b._id]);
    expect(composeReviews(list, 'me', null).map((e) => e.review._id)).toEqual([a._id, b._id]);
  });
  it("uses the list's copy while the own review is loading", () => {
    expect(composeReviews(list, 'me', undefined).map((e) => [e.review._id, e.own])).toEqual([[mineInList._id, true], [a._id, false], [b._id, false]]);
  });
});

describe('overview and filter', () => {
  const others = [review('a', 5), review('b', 4), review('c', 4), review('d', 1)];
  const own = { review: review('me', 4), own: true };
  const entries = (list: Review[]) => list.map((r) => ({ review: r, own: false }));

  it('shows all when 3 or fewer exist, otherwise the 3 newest from others (the own one kept first)', () => {
    expect(overviewEntries(entries(others.slice(0, 3)))).toHaveLength(3);
    expect(overviewEntries([own, ...entries(others.slice(0, 2))])).toEqual([own, ...entries(others.slice(0, 2))]);
    expect(overviewEntries(entries(others)).map((e) => e.review._id)).toEqual(others.slice(0, 3).map((r) => r._id));
    expect(overviewEntries([own, ...entries(others)]).map((e) => e.review._id)).toEqual([own.review._id, ...others.slice(0, 3).map((r) => r._id)]);
  });
  it('filters by star', () => {
    const all = [own, ...entries(others)];
    expect(filterEntries(all, 'all')).toEqual(all);
    expect(filterEntries(all, 4).map((e) => e.review.user._id)).toEqual(['me', 'b', 'c']);
    expect(filterEntries(all, 2)).toEqual([]);
  });
});

describe('reviewFormData', () => {
  it('sends rating, comment, the image action when editing, and each photo as images', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const form = reviewFormData({ rating: 4, comment: 'Lovely piece, well made.', images: [photo, photo], imageAction: 'replace' });
    expect(form.get('rating')).toBe('4');
    expect(form.get('comment')).toBe('Lovely piece, well made.');
    expect(form.get('imageAction')).toBe('replace');
    expect(form.getAll('images')).toHaveLength(2);
    expect(reviewFormData({ rating: 5, comment: 'x'.repeat(10), images: [] }).has('imageAction')).toBe(false);
  });
});
