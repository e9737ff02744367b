import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { checkoutFailure } from './checkout-errors';

// As the client builds it: the server's message is the error's message.
const refused = (status: number, body: { message: string }) => new ApiError(body.message, status, body);

describe('checkoutFailure', () => {
  it('a changed total asks the shopper to confirm the new one', () => {
    const body = { message: 'Prices have changed since you reviewed your order: the total is now ₹2,250 (was ₹1,800). Please check your order and place it again to confirm.', code: 'TOTAL_CHANGED', expectedTotal: 1800, totals: { total: 2250 } };
    expect(checkoutFailure(refused(409, body), 'COD')).toEqual({ kind: 'total-changed', message: body.message, total: 2250 });
  });

  it("other 409s (stock, limits, too many orders in progress) show the server's words", () => {
    const message = 'You already have 3 orders in progress. You can place a new order once one of them is delivered, or after you cancel one.';
    expect(checkoutFailure(refused(409, { message }), 'COD')).toEqual({ kind: 'refused', message });
  });

  it('online payment down: the server says to try again or choose Cash on Delivery', () => {
    const message = 'Online payment is not available right now. Please try again or choose Cash on Delivery.';
    expect(checkoutFailure(refused(503, { message }), 'ONLINE')).toEqual({ kind: 'payment', message });
    expect(checkoutFailure(refused(400, { message: 'Online payment is temporarily under maintenance. Please choose Cash on Delivery.' }), 'ONLINE').kind).toBe('payment');
  });

  it("anything else becomes the spec's checkout message", () => {
    expect(checkoutFailure(refused(400, { message: 'Cart is empty' }), 'COD')).toEqual({ kind: 'other', message: 'Your cart appears to be empty. Please add items before checking out.' });
    expect(checkoutFailure(new TypeError('Failed to fetch'), 'ONLINE')).toEqual({ kind: 'other', message: 'Network error. Please check your connection and try again.' });
    expect(checkoutFailure(refused(503, { message: 'The shop is busy right now. Please try again in a moment.' }), 'COD').kind).toBe('other');
  });
});
