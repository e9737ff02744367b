import { describe, expect, it } from 'vitest';
import { clampDiscount, discountedPrice, discountedPricePaise, hasDiscount } from './pricing.ts';

describe('discountedPrice', () => {
  it('rounds to the nearest whole rupee', () => {
    expect(discountedPrice(1499, 10)).toBe(1349); // 1349.1
    expect(discountedPrice(1999, 15)).toBe(1699); // 1699.15
    expect(discountedPrice(999, 33)).toBe(669); // 669.33
    expect(discountedPrice(1000, 0)).toBe(1000);
  });
  it('rounds halves up, exactly', () => {
    expect(discountedPrice(999, 50)).toBe(500); // 499.5
    expect(discountedPrice(250, 7)).toBe(233); // 232.5 (250 × 0.93 in floats is 232.4999…)
    expect(discountedPrice(1075, 6)).toBe(1011); // 1010.5
    expect(discountedPrice(5, 10)).toBe(5); // 4.5
  });
  it('clamps the discount to 0..100', () => {
    expect(discountedPrice(1000, -20)).toBe(1000);
    expect(discountedPrice(1000, 150)).toBe(0);
    expect(discountedPrice(1000, 100)).toBe(0);
    expect(discountedPrice(1000, Number.NaN)).toBe(1000);
    expect(discountedPrice(1000, undefined)).toBe(1000);
    expect(clampDiscount(null)).toBe(0);
    expect(clampDiscount(12.5)).toBe(12.5);
  });
});

describe('discountedPricePaise', () => {
  it('is the rupee rule in paise, a whole rupee', () => {
    expect(discountedPricePaise(149900, 10)).toBe(134900);
    expect(discountedPricePaise(99900, 50)).toBe(50000);
    expect(discountedPricePaise(25000, 7)).toBe(23300);
    expect(discountedPricePaise(149900, 0)).toBe(149900);
    expect(discountedPricePaise(149900, 200)).toBe(0);
  });
});

describe('hasDiscount', () => {
  it('is true only above 0', () => {
    expect(hasDiscount(10)).toBe(true);
    expect(hasDiscount(0.5)).toBe(true);
    expect(hasDiscount(0)).toBe(false);
    expect(hasDiscount(-5)).toBe(false);
    expect(hasDiscount(undefined)).toBe(false);
  });
});
