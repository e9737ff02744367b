import { describe, expect, it } from 'vitest';
import { isInStock, onlyLeftMessage, OUT_OF_STOCK_MESSAGE, stockMessage } from './stock.ts';

describe('stockMessage', () => {
  it.each([
    [100, 'In Stock'],
    [11, 'In Stock'],
    [10, 'In Stock (10 left)'],
    [5, 'In Stock (5 left)'],
    [4, 'Only 4 left in stock.'],
    [1, 'Only 1 left in stock.'],
    [0, 'Out of Stock'],
    [-1, 'Out of Stock'],
    [Number.NaN, 'Out of Stock'],
    [undefined, 'Out of Stock'],
  ])('stock %s → %s', (stock, message) => {
    expect(stockMessage(stock)).toBe(message);
  });
});

describe('isInStock', () => {
  it('is true only above 0', () => {
    expect(isInStock(1)).toBe(true);
    expect(isInStock(0)).toBe(false);
    expect(isInStock(-3)).toBe(false);
    expect(isInStock(null)).toBe(false);
  });
});

describe('cart stock messages', () => {
  it('names the quantity that can be had', () => {
    expect(onlyLeftMessage(3)).toBe('Only 3 left in stock');
    expect(onlyLeftMessage(1)).toBe('Only 1 left in stock');
    expect(OUT_OF_STOCK_MESSAGE).toBe('This product is out of stock');
  });
});
