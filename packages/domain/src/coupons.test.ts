import { describe, expect, it } from 'vitest';
import {
  couponAppliedMessage,
  couponExcludedNote,
  couponLabel,
  evaluateCoupon,
  normalizeCouponCode,
  type Coupon,
  type CouponLine,
} from './coupons.ts';

const now = new Date('2026-11-01T12:00:00Z');
const base: Coupon = { code: 'DIWALI10', discountType: 'percentage', discountValue: 10, isActive: true, usedCount: 0 };
const coupon = (over: Partial<Coupon> = {}): Coupon => ({ ...base, ...over });

const lamp: CouponLine = { productId: 'p-lamp', productName: 'Brass Lamp', categoryId: 'c-brass', lineTotalPaise: 80_000 };
const bowl: CouponLine = { productId: 'p-bowl', productName: 'Silver Bowl', categoryId: 'c-silver', lineTotalPaise: 40_050 };
const cart = [lamp, bowl]; // ₹1,200.50

describe('couponLabel', () => {
  it('labels each discount type', () => {
    expect(couponLabel(coupon())).toBe('10% OFF');
    expect(couponLabel(coupon({ discountType: 'fixed', discountValue: 150_000 }))).toBe('₹1,500 OFF');
    expect(couponLabel(coupon({ discountType: 'percentage_upto', discountValue: 15, maxDiscountAmountPaise: 50_000 }))).toBe(
      '15% OFF up to ₹500',
    );
    expect(couponLabel(coupon({ discountType: 'percentage_upto', discountValue: 15 }))).toBe('15% OFF');
  });
});

describe('evaluateCoupon: amounts', () => {
  it('takes a percentage of the subtotal, rounded to whole paise', () => {
    // 10% of 120050 = 12005; 7% of 120050 = 8403.5 → 8404
    expect(evaluateCoupon(coupon(), cart, { now })).toEqual({
      ok: true,
      discountPaise: 12_005,
      eligibleSubtotalPaise: 120_050,
      excludedItems: [],
    });
    expect(evaluateCoupon(coupon({ discountValue: 7 }), cart, { now })).toMatchObject({ discountPaise: 8_404 });
  });
  it('takes a fixed amount but never more than the eligible subtotal', () => {
    expect(evaluateCoupon(coupon({ discountType: 'fixed', discountValue: 20_000 }), cart, { now })).toMatchObject({
      discountPaise: 20_000,
    });
    expect(evaluateCoupon(coupon({ discountType: 'fixed', discountValue: 500_000 }), cart, { now })).toMatchObject({
      ok: true,
      discountPaise: 120_050,
    });
  });
  it('caps percentage_upto at its maximum', () => {
    const upto = coupon({ discountType: 'percentage_upto', discountValue: 20, maxDiscountAmountPaise: 10_000 });
    expect(evaluateCoupon(upto, cart, { now })).toMatchObject({ discountPaise: 10_000 }); // 20% would be 24010
    expect(evaluateCoupon(upto, [bowl], { now })).toMatchObject({ discountPaise: 8_010 }); // under the cap
  });
  it('never exceeds 100%', () => {
    expect(evaluateCoupon(coupon({ discountValue: 150 }), cart, { now })).toMatchObject({ discountPaise: 120_050 });
  });
});

describe('evaluateCoupon: restrictions', () => {
  it('applies only to listed categories and reports the rest as excluded, in rupees', () => {
    const result = evaluateCoupon(coupon({ categoryIds: ['c-brass'] }), cart, { now });
    expect(result).toEqual({
      ok: true,
      discountPaise: 8_000,
      eligibleSubtotalPaise: 80_000,
      excludedItems: [{ productId: 'p-bowl', productName: 'Silver Bowl', itemTotal: 400.5 }],
    });
  });
  it('matches a line by product id or by category id', () => {
    const result = evaluateCoupon(coupon({ categoryIds: ['c-other'], productIds: ['p-bowl'] }), cart, { now });
    expect(result).toMatchObject({ eligibleSubtotalPaise: 40_050, excludedItems: [{ productId: 'p-lamp' }] });
    const both = evaluateCoupon(coupon({ categoryIds: ['c-brass'], productIds: ['p-bowl'] }), cart, { now });
    expect(both).toMatchObject({ eligibleSubtotalPaise: 120_050, excludedItems: [] });
  });
  it('treats empty lists as no restriction', () => {
    expect(evaluateCoupon(coupon({ categoryIds: [], productIds: [] }), cart, { now })).toMatchObject({
      eligibleSubtotalPaise: 120_050,
    });
  });
  it('a fixed coupon on a restricted cart is capped by the eligible part', () => {
    const result = evaluateCoupon(coupon({ discountType: 'fixed', discountValue: 100_000, productIds: ['p-bowl'] }), cart, {
      now,
    });
    expect(result).toMatchObject({ discountPaise: 40_050 });
  });
});

describe('evaluateCoupon: refusals', () => {
  const refusal = (c: Coupon, lines: CouponLine[] = cart, customerUses = 0) => {
    const result = evaluateCoupon(c, lines, { now, customerUses });
    return result.ok ? null : [result.code, result.reason];
  };
  it('refuses an empty cart', () => {
    expect(refusal(coupon(), [])).toEqual(['empty_cart', 'Your cart is empty']);
    expect(refusal(coupon(), [{ ...lamp, lineTotalPaise: 0 }])).toEqual(['empty_cart', 'Your cart is empty']);
  });
  it('refuses an inactive coupon', () => {
    expect(refusal(coupon({ isActive: false }))).toEqual(['inactive', 'This coupon is not active']);
  });
  it('refuses before the start and after the end, both bounds inclusive', () => {
    expect(refusal(coupon({ startsAt: '2026-11-01T12:00:01Z' }))).toEqual(['not_started', 'This coupon is not valid yet']);
    expect(refusal(coupon({ startsAt: now }))).toBeNull();
    expect(refusal(coupon({ endsAt: new Date('2026-11-01T11:59:59Z') }))).toEqual(['expired', 'This coupon has expired']);
    expect(refusal(coupon({ endsAt: now.getTime() }))).toBeNull();
  });
  it('refuses when the usage limits are reached', () => {
    expect(refusal(coupon({ usageLimit: 100, usedCount: 100 }))).toEqual([
      'usage_limit',
      'This coupon has reached its usage limit',
    ]);
    expect(refusal(coupon({ usageLimit: 100, usedCount: 99 }))).toBeNull();
    expect(refusal(coupon({ perCustomerLimit: 1 }), cart, 1)).toEqual(['customer_limit', 'You have already used this coupon']);
    expect(refusal(coupon({ perCustomerLimit: 2 }), cart, 1)).toBeNull();
  });
  it('holds a first-order coupon only for a customer with no earlier order that was not cancelled', () => {
    const welcome = coupon({ firstOrderOnly: true });
    const judged = (earlierOrders?: number) => {
      const result = evaluateCoupon(welcome, cart, { now, earlierOrders });
      return result.ok ? null : [result.code, result.reason];
    };
    expect(judged(0)).toBeNull();
    expect(judged(1)).toEqual(['first_order_only', 'This coupon is only for your first order']);
    expect(judged(7)).toEqual(['first_order_only', 'This coupon is only for your first order']);
    // Not knowing the customer's orders (a guest) promises nothing.
    expect(judged(undefined)).toEqual(['first_order_only', 'Log in to use this coupon on your first order']);
    // Other coupons do not care about earlier orders.
    expect(evaluateCoupon(coupon(), cart, { now, earlierOrders: 7 })).toMatchObject({ ok: true });
  });
  it('asks for the missing amount below the minimum order', () => {
    expect(refusal(coupon({ minOrderAmountPaise: 150_000 }))).toEqual(['min_order', 'Add ₹299.50 more to use this coupon']);
    expect(refusal(coupon({ minOrderAmountPaise: 200_000 }), [lamp])).toEqual([
      'min_order',
      'Add ₹1,200 more to use this coupon',
    ]);
    expect(refusal(coupon({ minOrderAmountPaise: 120_050 }))).toBeNull();
  });
  it('refuses when no line is eligible', () => {
    expect(refusal(coupon({ productIds: ['p-none'] }))).toEqual([
      'no_eligible_items',
      'No items in your cart are eligible for this coupon',
    ]);
  });
});

describe('coupon codes and messages', () => {
  it('normalises codes', () => {
    expect(normalizeCouponCode('  diwali10 ')).toBe('DIWALI10');
  });
  it('words the toasts as the spec does', () => {
    expect(couponAppliedMessage('DIWALI10')).toBe('Coupon DIWALI10 applied successfully!');
    expect(couponExcludedNote(2)).toBe('2 item(s) not eligible for this discount.');
  });
});
