import { describe, expect, it } from 'vitest';
import { EMPTY_CART_VIEW, cartSignature, guestCartView, guestOrderAmount, quantityInCart, quantityLimit, serverCartView } from './cart-view';
import type { GuestCartItem } from '../../lib/guest-cart-store';
import type { ServerCart } from './types';

const item = (id: string, price: number, discount: number, quantity: number): GuestCartItem => ({
  product: { _id: id, name: id, price, discount, images: [] },
  quantity,
});

describe('guest cart view', () => {
  it('computes the guest totals with the domain rules and the default fee below ₹1000', () => {
    // 399 × 2 = 798; 499 at 10% = 449.1 → 449 per unit
    const view = guestCartView([item('a', 399, 0, 2), item('b', 499, 10, 1)]);
    expect(view.lines.map((l) => l.lineTotal)).toEqual([798, 449]);
    expect(view.summary).toEqual({
      originalSubtotal: 1297, subtotal: 1247, productDiscount: 50, couponDiscount: 0,
      shippingFee: 0, isFreeShipping: true, minOrderForFree: 1000, remainingForFreeShipping: 0, total: 1247, itemCount: 3,
    });
    const small = guestCartView([item('a', 399, 0, 1)]);
    expect(small.summary).toMatchObject({ subtotal: 399, shippingFee: 50, isFreeShipping: false, remainingForFreeShipping: 601, total: 449 });
  });

  it('ships free from exactly ₹1000', () => {
    expect(guestCartView([item('a', 500, 0, 2)]).summary).toMatchObject({ shippingFee: 0, isFreeShipping: true, total: 1000 });
    expect(guestCartView([item('a', 999, 0, 1)]).summary).toMatchObject({ shippingFee: 50, total: 1049, remainingForFreeShipping: 1 });
  });

  it('uses the server quote only for the amount it was asked about', () => {
    const items = [item('a', 400, 0, 2)];
    expect(guestOrderAmount(items)).toBe(800);
    const quote = { orderAmount: 800, shippingFee: 80, isFreeShipping: false, minOrderForFree: 1500, remainingForFreeShipping: 700 };
    expect(guestCartView(items, quote).summary).toMatchObject({ shippingFee: 80, minOrderForFree: 1500, remainingForFreeShipping: 700, total: 880 });
    expect(guestCartView(items, { ...quote, orderAmount: 400 }).summary).toMatchObject({ shippingFee: 50, total: 850 });
  });

  it('an empty cart costs nothing', () => {
    expect(guestCartView([]).summary).toMatchObject({ total: 0, shippingFee: 0, itemCount: 0 });
    expect(EMPTY_CART_VIEW.summary.total).toBe(0);
  });
});

describe('server cart view', () => {
  const cart: ServerCart = {
    items: [{ _id: 'line1', product: { _id: 'p1', name: 'Diya', price: 599, discount: 10 } as ServerCart['items'][number]['product'], variant: null, quantity: 2, lineTotal: 1078, maxPerOrder: 10 }],
    appliedCoupon: { code: 'WELCOME10', discountType: 'percentage', discountValue: 10, description: '', label: '10% OFF', discountAmount: 107.8 },
    couponDiscount: 107.8, originalSubtotal: 1198, subtotal: 1078, productDiscount: 120, shippingFee: 50, isFreeShipping: false,
    minOrderForFree: 1000, remainingForFreeShipping: 29.8, total: 1020.2, itemCount: 2, notices: [],
  };

  it('shows the server’s answer as it stands', () => {
    const view = serverCartView(cart);
    expect(view.lines).toEqual([{ product: { ...cart.items[0]!.product, variant: null }, quantity: 2, lineTotal: 1078, cartItemId: 'line1', maxPerOrder: 10 }]);
    expect(view.summary).toMatchObject({ couponDiscount: 107.8, total: 1020.2, shippingFee: 50 });
    expect(view.appliedCoupon?.code).toBe('WELCOME10');
    expect(quantityInCart(view.lines, 'p1')).toBe(2);
    expect(quantityInCart(view.lines, 'p9')).toBe(0);
  });

  it("carries each line's per-order limit, and says it once the line has reached it", () => {
    const limited = serverCartView({ ...cart, items: [{ ...cart.items[0]!, maxPerOrder: 2 }] });
    expect(limited.lines[0]).toMatchObject({ quantity: 2, maxPerOrder: 2 });
    expect(quantityLimit(limited.lines[0]!)).toEqual({ max: 2, note: 'Limit 2 per order' });
    expect(quantityLimit({ quantity: 1, maxPerOrder: 2, product: {} })).toEqual({ max: 2, note: null });
    expect(quantityLimit({ quantity: 12, product: {} })).toBeNull();
  });

  it('stops plus at the stock when it is below the per-order limit, naming the stock', () => {
    expect(quantityLimit({ quantity: 2, maxPerOrder: 10, product: { stock: 2 } })).toEqual({ max: 2, note: 'Only 2 left in stock.' });
    expect(quantityLimit({ quantity: 1, product: { stock: 2 } })).toEqual({ max: 2, note: null });
    expect(quantityLimit({ quantity: 7, product: { stock: 7 } })).toEqual({ max: 7, note: 'In Stock (7 left)' });
    expect(quantityLimit({ quantity: 10, maxPerOrder: 10, product: { stock: 40 } })).toEqual({ max: 10, note: 'Limit 10 per order' });
  });

  it('signs the cart by its lines and subtotal, so coupons reload when it changes', () => {
    const again = cartSignature(cart);
    expect(cartSignature({ ...cart })).toBe(again);
    expect(cartSignature({ ...cart, items: [{ ...cart.items[0]!, quantity: 3 }] })).not.toBe(again);
    expect(cartSignature({ ...cart, subtotal: 1000 })).not.toBe(again);
  });
});
