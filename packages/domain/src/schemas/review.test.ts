import { describe, expect, it } from 'vitest';
import { acceptReviewImages, reviewSchema, reviewUpdateSchema } from './review.ts';
import { errorsOf } from './test-helpers.ts';

const comment = 'Beautiful brass lamp, well made.';

describe('reviewSchema', () => {
  it('accepts a rating as number or multipart text and trims the comment', () => {
    expect(reviewSchema.parse({ rating: 5, comment: `  ${comment} ` })).toEqual({ rating: 5, comment });
    expect(reviewSchema.parse({ rating: '4', comment })).toEqual({ rating: 4, comment });
  });
  it.each([0, 6, 4.5, '', 'five', '4.5', undefined])('rejects rating %j', (rating) => {
    expect(errorsOf(reviewSchema, { rating, comment })).toEqual({
      rating: 'Please select a rating between 1 and 5 stars',
    });
  });
  it('gives each comment message', () => {
    expect(errorsOf(reviewSchema, { rating: 5, comment: '' })).toEqual({ comment: 'Please write a review comment' });
    expect(errorsOf(reviewSchema, { rating: 5 })).toEqual({ comment: 'Please write a review comment' });
    expect(errorsOf(reviewSchema, { rating: 5, comment: '  short   ' })).toEqual({
      comment: 'Review comment must be at least 10 characters long',
    });
    expect(errorsOf(reviewSchema, { rating: 5, comment: 'x'.repeat(1001) })).toEqual({
      comment: 'Review comment must not exceed 1000 characters',
    });
  });
  it('counts length after trimming, at the boundaries', () => {
    expect(errorsOf(reviewSchema, { rating: 1, comment: ` ${'x'.repeat(10)} ` })).toBeNull();
    expect(errorsOf(reviewSchema, { rating: 1, comment: 'x'.repeat(1000) })).toBeNull();
  });
});

describe('reviewUpdateSchema', () => {
  it('defaults the image action to add', () => {
    expect(reviewUpdateSchema.parse({ rating: 3, comment }).imageAction).toBe('add');
    expect(reviewUpdateSchema.parse({ rating: 3, comment, imageAction: 'replace' }).imageAction).toBe('replace');
    expect(errorsOf(reviewUpdateSchema, { rating: 3, comment, imageAction: 'delete' })).not.toBeNull();
  });
});

describe('acceptReviewImages', () => {
  const image = (name: string, size = 1000, type = 'image/jpeg') => ({ name, size, type });
  it('drops non-images and files over 5 MB', () => {
    const files = [image('a'), image('b', 5 * 1024 * 1024), image('c', 5 * 1024 * 1024 + 1), image('d', 10, 'application/pdf')];
    expect(acceptReviewImages(files).map((f) => f.name)).toEqual(['a', 'b']);
  });
  it('keeps at most 5, counting those already chosen', () => {
    const files = ['1', '2', '3', '4', '5', '6'].map((n) => image(n));
    expect(acceptReviewImages(files)).toHaveLength(5);
    expect(acceptReviewImages(files, 3).map((f) => f.name)).toEqual(['1', '2']);
    expect(acceptReviewImages(files, 7)).toEqual([]);
  });
});
