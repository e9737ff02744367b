import type { Order, PaymentVerification } from './types';

/** The Verify Payment texts of account §8 (order page). */
export const VERIFY_MESSAGES = {
  success: 'Payment verified successfully!',
  failed: 'Payment verification failed',
  exception: 'Failed to verify payment. Please try again.',
} as const;

/** Account §2 Order details: Verify Payment is offered on online orders that are not paid (or refunded). */
export function canVerifyPayment(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): boolean {
  return order.paymentMethod === 'ONLINE' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'refunded';
}

export interface VerifyOutcome {
  tone: 'success' | 'info' | 'error';
  text: string;
}

/**
 * What the shopper reads after asking (account §8): a verified payment; otherwise the server's own
 * message, or 'Payment verification failed' when it sent none. A payment still pending is news,
 * not a failure, so it reads as information.
 */
export function verifyOutcome(result: Pick<PaymentVerification, 'success' | 'message' | 'paymentStatus'>): VerifyOutcome {
  if (result.success && result.paymentStatus === 'paid') return { tone: 'success', text: VERIFY_MESSAGES.success };
  const text = result.message?.trim() || VERIFY_MESSAGES.failed;
  return { tone: result.paymentStatus === 'pending' ? 'info' : 'error', text };
}

/** The call itself failed (network, server error): account §8's exception text. */
export const VERIFY_EXCEPTION_OUTCOME: VerifyOutcome = { tone: 'error', text: VERIFY_MESSAGES.exception };
