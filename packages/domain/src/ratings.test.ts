import { describe, expect, it } from 'vitest';
import { formatRating, shouldShowRating } from './ratings.ts';

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
