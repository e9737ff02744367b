import { describe, expect, it } from 'vitest';
import type { CartView } from '../cart';
import type { DeliveryEstimate } from '../delivery';
import { codHiddenReason, unservedMessage, withDeliveryFee } from './checkout-delivery';

const view = {
  lines: [], appliedCoupon: null,
  summary: { originalSubtotal: 2000, subtotal: 2000, productDiscount: 0, couponDiscount: 0, shippingFee: 0, isFreeShipping: true, minOrderForFree: 1000, remainingForFreeShipping: 0, total: 2000, itemCount: 1 },
} satisfies CartView;
const served: DeliveryEstimate = {
  pincode: '380009', serviceable: true, cod: true, minDate: '2026-12-09', maxDate: '2026-12-12', fee: 75, codMaxOrderValue: 10000, message: 'Delivery Wed, 9 Dec – Sat, 12 Dec · Cash on delivery available · ₹75 delivery fee',
};
const unserved: DeliveryEstimate = { ...served, pincode: '845401', serviceable: false, cod: false, minDate: null, maxDate: null, fee: 0, message: "We don't deliver to 845401 yet" };

describe('checkout for a pincode', () => {
  it("adds a zone's fee to shipping and the total, and nothing before the answer", () => {
    expect(withDeliveryFee(view, served).summary).toMatchObject({ shippingFee: 75, total: 2075 });
    expect(withDeliveryFee(view, undefined)).toBe(view);
    expect(withDeliveryFee(view, unserved)).toBe(view);
  });

  it('says at the address that the shop does not deliver there', () => {
    expect(unservedMessage(unserved)).toBe("We don't deliver to 845401 yet. Please choose another address.");
    expect(unservedMessage(served)).toBeNull();
    expect(unservedMessage(undefined)).toBeNull();
  });

  it('gives the reason cash on delivery is hidden', () => {
    expect(codHiddenReason(served, 2075)).toBeNull();
    expect(codHiddenReason({ ...served, cod: false }, 2075)).toBe('Cash on delivery is not available for this pincode');
    expect(codHiddenReason(served, 10000.5)).toBe('Cash on delivery is available for orders up to ₹10,000');
    expect(codHiddenReason(unserved, 100)).toBeNull();
  });
});
