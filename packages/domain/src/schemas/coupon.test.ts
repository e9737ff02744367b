import { describe, expect, it } from 'vitest';
import { applyCouponSchema } from './coupon.ts';
import { errorsOf } from './test-helpers.ts';

describe('applyCouponSchema', () => {
  it('normalises the code', () => {
    expect(applyCouponSchema.parse({ couponCode: ' diwali-10 ' })).toEqual({ couponCode: 'DIWALI-10' });
  });
  it('asks for a code and refuses odd characters', () => {
    expect(errorsOf(applyCouponSchema, { couponCode: '  ' })).toEqual({ couponCode: 'Please enter a coupon code' });
    expect(errorsOf(applyCouponSchema, {})).toEqual({ couponCode: 'Please enter a coupon code' });
    expect(errorsOf(applyCouponSchema, { couponCode: 'SAVE 10' })).toEqual({
      couponCode: 'Coupon codes use letters, numbers, - and _ only',
    });
    expect(errorsOf(applyCouponSchema, { couponCode: 'X'.repeat(33) })).not.toBeNull();
  });
});
