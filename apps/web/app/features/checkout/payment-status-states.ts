/**
 * The payment status page's states (account §2 Payment status page, §8), as one table: the online
 * payments issue only has to add the verify call that picks 'paid', 'failed', 'pending'….
 */
export type PaymentPageState =
  | 'loading' | 'cod' | 'paid' | 'failed' | 'cancelled' | 'pending' | 'unknown' | 'not_found'
  | 'signature_error' | 'missing_data_error' | 'order_error' | 'verification_error' | 'processing_error' | 'error';

export type PaymentAction = 'checkout' | 'cart' | 'contact' | 'orders' | 'orderDetails' | 'home' | 'confirmation' | 'refresh';

export interface PaymentStateView {
  title: string;
  message: string;
  tone: 'success' | 'warning' | 'error' | 'info';
  actions: PaymentAction[];
  /** Paid and COD count down to the order confirmation. */
  countdown?: boolean;
}

export const PAYMENT_STATES: Record<Exclude<PaymentPageState, 'loading'>, PaymentStateView> = {
  cod: {
    title: 'Order Confirmed!',
    message: 'Your order has been placed. Please keep the amount ready to pay in cash on delivery.',
    tone: 'success',
    actions: ['confirmation', 'orderDetails', 'orders', 'home'],
    countdown: true,
  },
  paid: {
    title: 'Payment Successful!',
    message: 'Your payment was received and your order is confirmed.',
    tone: 'success',
    actions: ['confirmation', 'orderDetails', 'orders', 'home'],
    countdown: true,
  },
  failed: {
    title: 'Payment Failed',
    message: 'Your payment did not go through. Your order was not placed and you have not been charged.',
    tone: 'error',
    actions: ['checkout', 'cart', 'contact'],
  },
  cancelled: {
    title: 'Payment Cancelled',
    message: 'The payment was cancelled. You have not been charged.',
    tone: 'warning',
    actions: ['checkout', 'cart', 'home'],
  },
  pending: {
    title: 'Payment Processing',
    message: 'We are waiting for your bank to confirm the payment. This page checks again every few seconds.',
    tone: 'info',
    actions: ['refresh', 'orderDetails', 'orders'],
  },
  unknown: {
    title: 'Unable to Check Payment Status',
    message: 'We could not confirm the payment right now. Please check your orders in a little while.',
    tone: 'warning',
    actions: ['orders', 'contact', 'home'],
  },
  not_found: {
    title: 'Order not found',
    message: 'We could not find this order in your account.',
    tone: 'error',
    actions: ['orders', 'contact', 'home'],
  },
  signature_error: {
    title: 'Security Check Failed',
    message: 'We could not verify the payment response. If money was deducted, it will be refunded or confirmed shortly.',
    tone: 'error',
    actions: ['orders', 'contact', 'home'],
  },
  missing_data_error: {
    title: 'Payment Issue',
    message: 'The payment information we received was incomplete. Please check your orders or contact us.',
    tone: 'error',
    actions: ['orders', 'contact', 'home'],
  },
  order_error: {
    title: 'Order Not Found',
    message: 'We could not find the order for this payment.',
    tone: 'error',
    actions: ['orders', 'contact', 'home'],
  },
  verification_error: {
    title: 'Payment Verification Issue',
    message: 'We could not verify your payment yet. If money was deducted, your order will be confirmed shortly.',
    tone: 'warning',
    actions: ['orders', 'contact', 'home'],
  },
  processing_error: {
    title: 'Payment Processing Issue',
    message: 'Something went wrong while processing your payment. Please check your orders or contact us.',
    tone: 'error',
    actions: ['orders', 'contact', 'home'],
  },
  error: {
    title: 'Payment Issue',
    message: 'Something went wrong with this payment.',
    tone: 'error',
    actions: ['orders', 'contact', 'home'],
  },
};

/** The `error` query value → the page state (account §8). */
export function stateForErrorParam(error: string): PaymentPageState {
  switch (error) {
    case 'invalid_signature': return 'signature_error';
    case 'missing_order_id': return 'missing_data_error';
    case 'order_not_found': return 'order_error';
    case 'verification_failed': return 'verification_error';
    case 'processing_failed': return 'processing_error';
    default: return 'error';
  }
}

/** The state for a loaded order that was not paid by cash on delivery. */
export function stateForOnlinePayment(paymentStatus: string): PaymentPageState {
  switch (paymentStatus) {
    case 'paid': return 'paid';
    case 'failed': return 'failed';
    case 'cancelled': return 'cancelled';
    case 'pending': return 'pending';
    default: return 'unknown';
  }
}

export const NO_ORDER_ID_MESSAGE = 'No order ID provided';
