import { describe, expect, it } from 'vitest';
import type { PaymentVerification } from './types';
import { canVerifyPayment, VERIFY_EXCEPTION_OUTCOME, verifyOutcome } from './verify-payment';

describe('canVerifyPayment', () => {
  it('offers verification on unpaid online orders only', () => {
    expect(canVerifyPayment({ paymentMethod: 'ONLINE', paymentStatus: 'pending' })).toBe(true);
    expect(canVerifyPayment({ paymentMethod: 'ONLINE', paymentStatus: 'failed' })).toBe(true);
    expect(canVerifyPayment({ paymentMethod: 'ONLINE', paymentStatus: 'cancelled' })).toBe(true);
    expect(canVerifyPayment({ paymentMethod: 'ONLINE', paymentStatus: 'paid' })).toBe(false);
    expect(canVerifyPayment({ paymentMethod: 'ONLINE', paymentStatus: 'refunded' })).toBe(false);
    expect(canVerifyPayment({ paymentMethod: 'COD', paymentStatus: 'pending' })).toBe(false);
  });
});

describe('verifyOutcome (account §8)', () => {
  it('a paid answer is verified', () => {
    expect(verifyOutcome({ success: true, message: 'Payment verified successfully', paymentStatus: 'paid' })).toEqual({ tone: 'success', text: 'Payment verified successfully!' });
  });

  it("otherwise the server's message, or the fallback", () => {
    const failed = 'Payment failed. Your order was not placed and you have not been charged.';
    expect(verifyOutcome({ success: false, message: failed, paymentStatus: 'failed' })).toEqual({ tone: 'error', text: failed });
    // A server that sent no message (the contract says it always does).
    const none = '' as PaymentVerification['message'];
    expect(verifyOutcome({ success: false, message: none, paymentStatus: 'failed' })).toEqual({ tone: 'error', text: 'Payment verification failed' });
  });

  it('a payment still pending is information, in the server words', () => {
    const pending = 'Your payment is still being processed. Please check again in a moment.';
    expect(verifyOutcome({ success: false, message: pending, paymentStatus: 'pending' })).toEqual({ tone: 'info', text: pending });
  });

  it('an exception has its own text', () => {
    expect(VERIFY_EXCEPTION_OUTCOME.text).toBe('Failed to verify payment. Please try again.');
  });
});
