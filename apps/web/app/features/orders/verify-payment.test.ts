import { describe, expect, it } from 'vitest';
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
    expect(verifyOutcome({ success: true, message: 'Payment verified', paymentStatus: 'paid' })).toEqual({ tone: 'success', text: 'Payment verified successfully!' });
  });

  it("otherwise the server's message, or the fallback", () => {
    expect(verifyOutcome({ success: false, message: 'Payment failed at the bank', paymentStatus: 'failed' })).toEqual({ tone: 'error', text: 'Payment failed at the bank' });
    expect(verifyOutcome({ success: false, message: '', paymentStatus: 'failed' })).toEqual({ tone: 'error', text: 'Payment verification failed' });
  });

  it('a payment still pending is information, in the server words', () => {
    expect(verifyOutcome({ success: false, message: 'Payment is still being processed', paymentStatus: 'pending' })).toEqual({ tone: 'info', text: 'Payment is still being processed' });
  });

  it('an exception has its own text', () => {
    expect(VERIFY_EXCEPTION_OUTCOME.text).toBe('Failed to verify payment. Please try again.');
  });
});
