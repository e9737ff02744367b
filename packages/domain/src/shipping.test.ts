import { describe, expect, it } from 'vitest';
import { shippingQuote, shippingQuotePaise } from './shipping.ts';

describe('shippingQuote (rupees)', () => {
  it('ships free at exactly the ₹1000 threshold', () => {
    expect(shippingQuote(1000)).toEqual({
      shippingFee: 0,
      isFreeShipping: true,
      minOrderForFree: 1000,
      remainingForFreeShipping: 0,
    });
  });
  it('charges ₹50 at ₹999 and says ₹1 remains', () => {
    expect(shippingQuote(999)).toEqual({
      shippingFee: 50,
      isFreeShipping: false,
      minOrderForFree: 1000,
      remainingForFreeShipping: 1,
    });
  });
  it('handles fractional amounts and negative amounts', () => {
    expect(shippingQuote(999.5).remainingForFreeShipping).toBe(0.5);
    expect(shippingQuote(-20)).toMatchObject({ shippingFee: 50, remainingForFreeShipping: 1000 });
  });
  it('uses custom fee and threshold', () => {
    expect(shippingQuote(1500, { fee: 80, threshold: 2000 })).toMatchObject({
      shippingFee: 80,
      remainingForFreeShipping: 500,
      minOrderForFree: 2000,
    });
    expect(shippingQuote(10, { fee: 0 })).toMatchObject({ shippingFee: 0, isFreeShipping: true });
    expect(shippingQuote(0, { threshold: 0 })).toMatchObject({ shippingFee: 0, isFreeShipping: true });
  });
});

describe('shippingQuotePaise', () => {
  it('works in paise', () => {
    expect(shippingQuotePaise(99_999)).toEqual({
      shippingFee: 5000,
      isFreeShipping: false,
      minOrderForFree: 100_000,
      remainingForFreeShipping: 1,
    });
    expect(shippingQuotePaise(100_000).shippingFee).toBe(0);
    expect(shippingQuotePaise(50_000, { feePaise: 7000 }).shippingFee).toBe(7000);
  });
});
