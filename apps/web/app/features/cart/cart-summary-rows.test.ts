import { describe, expect, it } from 'vitest';
import { freeShippingHint, freeShippingProgress, summaryRows, totalSavings } from './cart-summary-rows';
import type { CartSummary } from './types';

const base: CartSummary = {
  originalSubtotal: 998, subtotal: 898, productDiscount: 100, couponDiscount: 89.8, shippingFee: 50, isFreeShipping: false,
  minOrderForFree: 1000, remainingForFreeShipping: 191.8, total: 858.2, itemCount: 3,
};

describe('price summary', () => {
  it('lists subtotal, discounts and shipping in rupees', () => {
    const coupon = { code: 'WELCOME10', discountType: 'percentage' as const, discountValue: 10, description: '', label: '10% OFF', discountAmount: 89.8 };
    expect(summaryRows(base, coupon)).toEqual([
      { label: 'Subtotal (3 items)', value: '₹998' },
      { label: 'Product discount', value: '−₹100', saving: true },
      { label: 'Coupon discount (WELCOME10)', value: '−₹89.80', saving: true },
      { label: 'Shipping', value: '₹50', saving: false },
    ]);
  });

  it("shows 'Free' shipping and leaves out discounts that are 0", () => {
    const free = { ...base, productDiscount: 0, couponDiscount: 0, shippingFee: 0, isFreeShipping: true, remainingForFreeShipping: 0, itemCount: 1 };
    expect(summaryRows(free, null)).toEqual([
      { label: 'Subtotal (1 item)', value: '₹998' },
      { label: 'Shipping', value: 'Free', saving: true },
    ]);
    expect(freeShippingHint(free)).toBeNull();
    expect(freeShippingProgress(free)).toBe(1);
  });

  it('hints how much more ships free', () => {
    expect(freeShippingHint(base)).toBe('Add ₹191.80 more for free shipping');
    expect(freeShippingProgress(base)).toBeCloseTo(0.8082, 3);
    expect(freeShippingHint({ ...base, itemCount: 0 })).toBeNull();
    expect(totalSavings(base)).toBeCloseTo(189.8);
  });
});
