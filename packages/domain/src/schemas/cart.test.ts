import { describe, expect, it } from 'vitest';
import { MAX_CART_QUANTITY } from '../cart-limits.ts';
import {
  mergeCartSchema, setCartItemSchema, shippingCalculateSchema, wishlistAddSchema,
} from './cart.ts';
import { errorsOf } from './test-helpers.ts';

const QUANTITY = 'Quantity must be a whole number (at most 999)';

describe('setCartItemSchema', () => {
  it('defaults the quantity to 1 and trims the id', () => {
    expect(setCartItemSchema.parse({ productId: ' p1 ' })).toEqual({ productId: 'p1', quantity: 1 });
  });
  it('lets 0 and negative quantities through: they remove the line', () => {
    expect(setCartItemSchema.parse({ productId: 'p1', quantity: 0 }).quantity).toBe(0);
    expect(setCartItemSchema.parse({ productId: 'p1', quantity: -1 }).quantity).toBe(-1);
  });
  it.each([1.5, '2', 1e9, MAX_CART_QUANTITY + 1, Number.NaN, null, true])('refuses quantity %s', (quantity) => {
    expect(errorsOf(setCartItemSchema, { productId: 'p1', quantity })).toEqual({ quantity: QUANTITY });
  });
  it('accepts the largest quantity', () => {
    expect(setCartItemSchema.parse({ productId: 'p1', quantity: MAX_CART_QUANTITY }).quantity).toBe(MAX_CART_QUANTITY);
  });
  it('needs a product and refuses unknown fields', () => {
    expect(errorsOf(setCartItemSchema, { quantity: 1 })).toEqual({ productId: 'Please choose a product' });
    expect(errorsOf(setCartItemSchema, { productId: '  ' })).toEqual({ productId: 'Please choose a product' });
    expect(errorsOf(setCartItemSchema, { productId: 'p1', price: 1 })).not.toBeNull();
  });
});

describe('mergeCartSchema', () => {
  it('takes product ids and whole quantities from 1 up', () => {
    expect(mergeCartSchema.parse({ items: [{ product: 'a', quantity: 2 }, { product: 'b' }] })).toEqual({
      items: [{ product: 'a', quantity: 2 }, { product: 'b', quantity: 1 }],
    });
    expect(mergeCartSchema.parse({ items: [] })).toEqual({ items: [] });
  });
  it.each([0, -1, 1.5, '2', 1e9])('refuses quantity %s', (quantity) => {
    expect(errorsOf(mergeCartSchema, { items: [{ product: 'a', quantity }] })).toEqual({
      'items.0.quantity': 'Quantity must be a whole number from 1 to 999',
    });
  });
  it('takes at most 100 items', () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ product: `p${i}`, quantity: 1 }));
    expect(errorsOf(mergeCartSchema, { items })).toEqual({ items: 'At most 100 items can be merged at once' });
    expect(mergeCartSchema.safeParse({ items: items.slice(0, 100) }).success).toBe(true);
  });
  it('refuses other shapes', () => {
    expect(mergeCartSchema.safeParse({}).success).toBe(false);
    expect(mergeCartSchema.safeParse({ items: [{ product: 'a', quantity: 1, price: 5 }] }).success).toBe(false);
  });
});

describe('wishlistAddSchema', () => {
  it('needs a product id', () => {
    expect(wishlistAddSchema.parse({ productId: 'p1' })).toEqual({ productId: 'p1' });
    expect(errorsOf(wishlistAddSchema, {})).toEqual({ productId: 'Please choose a product' });
  });
});

describe('shippingCalculateSchema', () => {
  it('takes rupees from 0 to 10 crore', () => {
    expect(shippingCalculateSchema.parse({ orderAmount: 0 })).toEqual({ orderAmount: 0 });
    expect(shippingCalculateSchema.parse({ orderAmount: 999.5 })).toEqual({ orderAmount: 999.5 });
    expect(shippingCalculateSchema.parse({ orderAmount: 1e8 })).toEqual({ orderAmount: 1e8 });
  });
  it.each([-1, 1e8 + 1, '1000', null, Number.POSITIVE_INFINITY])('refuses %s', (orderAmount) => {
    expect(errorsOf(shippingCalculateSchema, { orderAmount })).toEqual({
      orderAmount: 'orderAmount must be an amount in rupees from 0 to 10,00,00,000',
    });
  });
});
