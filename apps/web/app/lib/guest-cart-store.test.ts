import { describe, expect, it } from 'vitest';
import { countItems, parseGuestCart } from './guest-cart-store';

describe('guest cart store', () => {
  it('reads well-formed items and drops the rest', () => {
    const raw = JSON.stringify([
      { product: { _id: 'p1', name: 'Diya' }, quantity: 2 },
      { product: { _id: 'p2' }, quantity: 0 },
      { product: {}, quantity: 1 },
      { quantity: 3 },
      'junk',
      { product: { _id: 'p3' }, quantity: 1 },
    ]);
    expect(parseGuestCart(raw).map((i) => i.product._id)).toEqual(['p1', 'p3']);
  });

  it('treats missing or broken storage as an empty cart', () => {
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('{not json')).toEqual([]);
    expect(parseGuestCart('{"a":1}')).toEqual([]);
  });

  it('counts the total number of items', () => {
    expect(countItems([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(countItems([])).toBe(0);
  });
});
