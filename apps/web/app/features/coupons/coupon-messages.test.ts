import { COUPON_NOTE_MS } from '@dhatu/domain';
import { describe, expect, it } from 'vitest';
import { appliedToasts, removedToast } from './coupon-messages';
import type { ApplyCouponResult } from './types';

const cart = { appliedCoupon: { code: 'BRASS15' } } as unknown as ApplyCouponResult['cart'];

describe('coupon toasts', () => {
  it("prefers the server's message and adds the excluded-items note for 4 seconds", () => {
    const excludedItems = [
      { productId: 'a', productName: 'Silver Bowl', itemTotal: 2450 },
      { productId: 'b', productName: 'Aluminium Kadai', itemTotal: 809 },
    ];
    expect(appliedToasts({ message: 'Coupon BRASS15 applied successfully!', excludedItems, cart }, 'brass15')).toEqual([
      { message: 'Coupon BRASS15 applied successfully!', tone: 'success' },
      { message: '2 item(s) not eligible for this discount.', tone: 'info', duration: COUPON_NOTE_MS },
    ]);
    expect(COUPON_NOTE_MS).toBe(4000);
  });

  it('falls back to the spec’s words with the normalised code', () => {
    const noCoupon = { appliedCoupon: null } as unknown as ApplyCouponResult['cart'];
    expect(appliedToasts({ message: '', excludedItems: [], cart: noCoupon }, ' welcome10 ')).toEqual([
      { message: 'Coupon WELCOME10 applied successfully!', tone: 'success' },
    ]);
    expect(removedToast({ message: '' })).toEqual({ message: 'Coupon removed successfully!', tone: 'success' });
  });
});
