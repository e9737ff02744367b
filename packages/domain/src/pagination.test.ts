import { describe, expect, it } from 'vitest';
import { pageCount, paginationItems } from './pagination.ts';

const E = 'ellipsis';

describe('paginationItems', () => {
  it('has nothing for no pages and one button for one page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([1]);
  });
  it('shows every page when at most one would be hidden', () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, E, 7]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]); // page 6 alone is shown, not '…'
    expect(paginationItems(7, 7)).toEqual([1, E, 5, 6, 7]);
  });
  it('handles 20 pages at the start, middle and end', () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, E, 20]);
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, E, 20]);
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 20]);
    expect(paginationItems(10, 20)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
    expect(paginationItems(16, 20)).toEqual([1, E, 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationItems(20, 20)).toEqual([1, E, 18, 19, 20]);
  });
  it('clamps an out-of-range current page', () => {
    expect(paginationItems(99, 20)).toEqual([1, E, 18, 19, 20]);
    expect(paginationItems(0, 20)).toEqual([1, 2, 3, E, 20]);
    expect(paginationItems(Number.NaN, 3)).toEqual([1, 2, 3]);
  });
});

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(33, 16)).toBe(3);
    expect(pageCount(32, 16)).toBe(2);
    expect(pageCount(0, 16)).toBe(0);
    expect(pageCount(5, 0)).toBe(0);
  });
});
