import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

// Constants are data; these checks guard the few that other rules depend on.
describe('constants', () => {
  it('keeps the storage keys the spec names', () => {
    expect(c.STORAGE_KEYS).toEqual({
      authToken: 'authToken',
      refreshToken: 'refreshToken',
      cart: 'cart',
      pendingOrderId: 'pendingOrderId',
    });
  });
  it('has four contiguous price ranges in rupees', () => {
    expect(c.PRICE_RANGES.map((r) => [r.min, r.max])).toEqual([
      [0, 500],
      [500, 1000],
      [1000, 5000],
      [5000, 10000],
    ]);
    expect(c.PRICE_RANGES[0]?.label).toBe('₹0 - ₹500');
  });
  it('labels every sort value', () => {
    expect(c.SORT_OPTIONS.map((o) => o.value)).toEqual([...c.SORT_VALUES]);
    expect(c.SORT_VALUES).toEqual(['none', 'price', '-price']);
  });
  it('keeps the limits and money defaults', () => {
    expect([c.PAGE_SIZE, c.MAX_PAGE_SIZE, c.NEW_ARRIVALS_LIMIT, c.FEATURED_LIMIT]).toEqual([16, 100, 6, 8]);
    expect([c.SIMILAR_LIMIT, c.SIMILAR_TOP_UP_POOL]).toEqual([10, 30]);
    expect([c.FREE_SHIPPING_THRESHOLD, c.DEFAULT_SHIPPING_FEE]).toEqual([1000, 50]);
    expect(c.REVIEW_IMAGE_MAX_BYTES).toBe(5_242_880);
    expect([c.OTP_LENGTH, c.PINCODE_LENGTH, c.PHONE_DIGITS]).toEqual([6, 6, 10]);
    expect(c.DEFAULT_PAYMENT_METHOD).toBe('COD');
  });
});
