import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../index.ts';
import { orderSchema } from './orders.ts';

/**
 * The message of a verification answer (shown on the order page when it is not a success): the
 * shop's own words for each status, never a provider's or a request's text.
 */
export const VERIFY_MESSAGES = {
  cod: 'Cash on Delivery order: pay when it is delivered',
  paid: 'Payment verified successfully',
  pending: 'Your payment is still being processed. Please check again in a moment.',
  failed: 'Payment failed. Your order was not placed and you have not been charged.',
  cancelled: 'Payment was cancelled. Your order was not placed and you have not been charged.',
  refunded: 'This payment has been refunded',
} as const satisfies Record<PaymentStatus | 'cod', string>;

/** GET /api/payments/verify/{orderId} (account §3 'Payment verification response'). */
export const paymentVerificationSchema = z.object({
  success: z.boolean().describe('true when the payment is confirmed (or the order is cash on delivery)'),
  message: z.enum(Object.values(VERIFY_MESSAGES)).describe('One of the shop\'s fixed texts for the payment status'),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  orderId: z.string().describe("The order's _id"),
  customOrderId: z.string().describe("The human-readable order id, 'DH-2026-000123'"),
  order: orderSchema,
  total: z.number().describe('Order total, in rupees'),
  verifiedAt: z.string().nullable().describe('When the online payment was confirmed (ISO 8601)'),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

export const verifyParams = z.object({
  orderId: z.string().min(1).max(64).describe("The order's _id or its orderId (DH-…)"),
});

export const providerParams = z.object({ provider: z.string().min(1).max(32).describe("'sandbox' or 'razorpay'") });
export const orderPageParams = z.object({ id: z.string().min(1).max(64).describe("The order's _id") });
export const pageTokenQuery = z.object({ token: z.string().max(200).default('').describe('From the paymentUrl') });

export const webhookAnswerSchema = z.object({
  received: z.boolean(),
  outcome: z.string().describe("What it did: 'paid', 'released', 'flagged', 'noted', 'ignored', 'refund_processed', 'refund_failed' or 'duplicate'"),
});

/** A redirect (303) to the payment status page; no body. */
export const redirectSchema = z.null().describe('303 See Other: Location is the next page');
/** A small HTML page served by the shop. */
export const htmlSchema = z.string().describe('text/html');
