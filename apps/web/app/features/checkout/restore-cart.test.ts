import { describe, expect, it } from 'vitest';
import { itemsToRestore } from './restore-cart';

describe('itemsToRestore', () => {
  it('adds every ordered item to an empty cart', () => {
    expect(itemsToRestore([{ productId: 'a', quantity: 2 }, { productId: 'b', quantity: 1 }], [])).toEqual([
      { product: 'a', quantity: 2 },
      { product: 'b', quantity: 1 },
    ]);
  });

  it('adds only the shortfall, so a second try never doubles the cart', () => {
    expect(itemsToRestore([{ productId: 'a', quantity: 3 }], [{ productId: 'a', quantity: 1 }])).toEqual([{ product: 'a', quantity: 2 }]);
    expect(itemsToRestore([{ productId: 'a', quantity: 2 }], [{ productId: 'a', quantity: 2 }])).toEqual([]);
    expect(itemsToRestore([{ productId: 'a', quantity: 1 }], [{ productId: 'a', quantity: 5 }, { productId: 'z', quantity: 1 }])).toEqual([]);
  });

  it('sums repeated lines on either side', () => {
    expect(itemsToRestore([{ productId: 'a', quantity: 1 }, { productId: 'a', quantity: 2 }], [{ productId: 'a', quantity: 1 }])).toEqual([
      { product: 'a', quantity: 2 },
    ]);
  });
});
