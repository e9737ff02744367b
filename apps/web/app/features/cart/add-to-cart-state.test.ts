import { describe, expect, it } from 'vitest';
import { addToCartShows } from './add-to-cart-state';

describe('add-to-cart control', () => {
  it('is disabled when out of stock, whatever else holds', () => {
    expect(addToCartShows({ stock: 0, inCart: false, locked: false })).toBe('out-of-stock');
    expect(addToCartShows({ stock: -2, inCart: true, locked: true })).toBe('out-of-stock');
  });
  it('goes to the cart when the product is there or during the lock after a click', () => {
    expect(addToCartShows({ stock: 3, inCart: true, locked: false })).toBe('go-to-cart');
    expect(addToCartShows({ stock: 3, inCart: false, locked: true })).toBe('go-to-cart');
  });
  it('adds otherwise, also when the stock is unknown', () => {
    expect(addToCartShows({ stock: 3, inCart: false, locked: false })).toBe('add');
    expect(addToCartShows({ stock: undefined, inCart: false, locked: false })).toBe('add');
  });
});
