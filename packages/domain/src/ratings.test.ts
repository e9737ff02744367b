import { describe, expect, it } from 'vitest';
import { averageRating, formatRating, shouldShowRating, summarizeRatings } from './ratings.ts';

describe('formatRating', () => {
  it('shows one decimal, rounding half up', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.35)).toBe('4.4');
    expect(formatRating(4.349)).toBe('4.3');
    expect(formatRating(3.666)).toBe('3.7');
  });
  it('keeps the value within 0..5', () => {
    expect(formatRating(undefined)).toBe('0.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
    expect(formatRating(7)).toBe('5.0');
  });
});

describe('shouldShowRating', () => {
  it('shows only when there are reviews', () => {
    expect(shouldShowRating(1)).toBe(true);
    expect(shouldShowRating(0)).toBe(false);
    expect(shouldShowRating(undefined)).toBe(false);
  });
});

describe('averageRating', () => {
  it('rounds the average half up to one decimal', () => {
    expect(averageRating(87, 20)).toBe(4.4); // 4.35: floating point alone would give 4.3
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(11, 3)).toBe(3.7);
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(0, 0)).toBe(0);
  });
});

describe('summarizeRatings', () => {
  it('gives the average, the count and the ratings per star', () => {
    expect(summarizeRatings([5, 4, 4, 3, 1, 5])).toEqual({ average: 3.7, count: 6, counts: { 5: 2, 4: 2, 3: 1, 2: 0, 1: 1 } });
    expect(summarizeRatings([])).toEqual({ average: 0, count: 0, counts: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } });
  });
});
