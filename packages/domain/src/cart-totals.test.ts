import { describe, expect, it } from 'vitest';
import { cartTotals, lineTotalPaise, shippingLabel } from './cart-totals.ts';

describe('cartTotals', () => {
  it('adds discounted lines, takes the coupon and adds shipping', () => {
    const totals = cartTotals(
      [
        { pricePaise: 149_900, discount: 10, quantity: 2 }, // 1349 × 2
        { pricePaise: 50_000, discount: 0, quantity: 1 },
      ],
      20_000,
    );
    expect(totals).toEqual({
      originalSubtotal: 349_800,
      subtotal: 319_800,
      productDiscount: 30_000,
      couponDiscount: 20_000,
      shippingBase: 299_800,
      shippingFee: 0,
      isFreeShipping: true,
      minOrderForFree: 100_000,
      remainingForFreeShipping: 0,
      total: 299_800,
      itemCount: 3,
      lineCount: 2,
    });
  });
  it('charges ₹50 when the coupon takes the order below ₹1000', () => {
    const totals = cartTotals([{ pricePaise: 110_000, quantity: 1 }], 11_000);
    expect(totals.shippingBase).toBe(99_000);
    expect(totals.shippingFee).toBe(5_000);
    expect(totals.remainingForFreeShipping).toBe(1_000);
    expect(totals.total).toBe(104_000);
  });
  it('ships free at exactly ₹1000 and charges at ₹999', () => {
    expect(cartTotals([{ pricePaise: 100_000, quantity: 1 }]).shippingFee).toBe(0);
    expect(cartTotals([{ pricePaise: 99_900, quantity: 1 }]).total).toBe(104_900);
  });
  it('caps a coupon larger than the subtotal', () => {
    const totals = cartTotals([{ pricePaise: 30_000, quantity: 1 }], 50_000);
    expect(totals.couponDiscount).toBe(30_000);
    expect(totals.shippingBase).toBe(0);
    expect(totals.total).toBe(5_000);
  });
  it('ignores negative coupons and lines with no quantity', () => {
    const totals = cartTotals(
      [
        { pricePaise: 30_000, quantity: 0 },
        { pricePaise: 30_000, quantity: -2 },
        { pricePaise: 20_000, quantity: 1 },
      ],
      -500,
    );
    expect(totals).toMatchObject({ subtotal: 20_000, couponDiscount: 0, itemCount: 1, lineCount: 1 });
  });
  it('costs nothing when empty', () => {
    expect(cartTotals([], 1000)).toMatchObject({
      subtotal: 0,
      couponDiscount: 0,
      shippingFee: 0,
      total: 0,
      itemCount: 0,
      remainingForFreeShipping: 100_000,
    });
  });
  it('uses the given shipping settings', () => {
    const totals = cartTotals([{ pricePaise: 120_000, quantity: 1 }], 0, { feePaise: 9_900, thresholdPaise: 150_000 });
    expect(totals).toMatchObject({ shippingFee: 9_900, total: 129_900, minOrderForFree: 150_000, remainingForFreeShipping: 30_000 });
  });
});

describe('lineTotalPaise', () => {
  it('rounds each unit to a whole rupee before multiplying', () => {
    expect(lineTotalPaise({ pricePaise: 25_000, discount: 7, quantity: 3 })).toBe(69_900);
  });
});

describe('shippingLabel', () => {
  it('says Free for 0 and rupees otherwise', () => {
    expect(shippingLabel(0)).toBe('Free');
    expect(shippingLabel(5000)).toBe('₹50');
    expect(shippingLabel(12_345_600)).toBe('₹1,23,456');
  });
});
