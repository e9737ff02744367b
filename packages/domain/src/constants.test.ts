import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';
import { formatRupees } from './money.ts';

// Constants are data: restating their values tests nothing. These check what other rules rely on.
describe('constants', () => {
  it('has price ranges that start at ₹0 and meet end to end, each labelled with its own bounds', () => {
    expect(c.PRICE_RANGES[0]?.min).toBe(0);
    c.PRICE_RANGES.forEach((range, i) => {
      expect(range.max, range.label).toBeGreaterThan(range.min);
      if (i > 0) expect(range.min, range.label).toBe(c.PRICE_RANGES[i - 1]!.max);
      expect(range.label).toBe(`${formatRupees(range.min)} - ${formatRupees(range.max)}`);
    });
  });
  it('labels every sort value once, in order', () => {
    expect(c.SORT_OPTIONS.map((o) => o.value)).toEqual([...c.SORT_VALUES]);
    expect(new Set(c.SORT_OPTIONS.map((o) => o.label)).size).toBe(c.SORT_OPTIONS.length);
  });
  it('keeps every page size within the API maximum', () => {
    for (const size of [c.PAGE_SIZE, c.NEW_ARRIVALS_LIMIT, c.FEATURED_LIMIT, c.SIMILAR_LIMIT]) expect(size).toBeLessThanOrEqual(c.MAX_PAGE_SIZE);
    expect(c.SIMILAR_TOP_UP_POOL).toBeGreaterThanOrEqual(c.SIMILAR_LIMIT);
  });
  it('uses distinct browser storage keys', () => {
    const keys = Object.values(c.STORAGE_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
