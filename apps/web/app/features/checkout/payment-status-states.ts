/**
 * The payment status page's states (account §2 Payment status page, §4, §8), as one table, and the
 * pure rules that pick one from what the page has loaded: the order (COD shows 'cod' without
 * verification) and, for an online order, GET /payments/verify.
 */
export type PaymentPageState =
  | 'loading' | 'cod' | 'paid' | 'failed' | 'cancelled' | 'pending' | 'unknown' | 'not_found'
  | 'signature_error' | 'missing_data_error' | 'order_error' | 'verification_error' | 'processing_error' | 'error';

export type SettledPaymentPageState = Exclude<PaymentPageState, 'loading'>;

export type PaymentAction = 'checkout' | 'cart' | 'contact' | 'orders' | 'orderDetails' | 'home' | 'confirmation' | 'refresh';

export interface PaymentStateView {
  title: string;
  message: string;
  tone: 'success' | 'warning' | 'error' | 'info';
  actions: PaymentAction[];
  /** Paid and COD count down to the order confirmation. */
  countdown?: boolean;
}

export const PAYMENT_STATES: Record<SettledPaymentPageState, PaymentStateView> = {
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
    message: 'The payment was cancelled, so your order was not placed. You have not been charged.',
    tone: 'warning',
    actions: ['checkout', 'cart', 'home'],
  },
  pending: {
    title: 'Payment Processing',
    message: 'We are waiting for the payment to be confirmed. This page checks again every 5 seconds.',
    tone: 'info',
    actions: ['refresh', 'orderDetails', 'orders'],
  },
  unknown: {
    title: 'Unable to Check Payment Status',
    message: 'We could not confirm the payment right now. Please check your orders in a little while.',
    tone: 'warning',
    actions: ['orderDetails', 'orders', 'contact', 'home'],
  },
  not_found: {
    title: 'Order not found',
    message: 'We could not find this order in your account.',
    tone: 'error',
    actions: ['orders', 'contact', 'home'],
  },
  signature_error: {
    title: 'Security Check Failed',
    message: 'We could not verify the payment response. If money was deducted, it will be confirmed or refunded shortly.',
    tone: 'error',
    actions: ['orderDetails', 'orders', 'contact', 'home'],
  },
  missing_data_error: {
    title: 'Incomplete Payment Information',
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
    actions: ['orderDetails', 'orders', 'contact', 'home'],
  },
  processing_error: {
    title: 'Payment Processing Issue',
    message: 'Something went wrong while processing your payment. Please check your orders or contact us.',
    tone: 'error',
    actions: ['orderDetails', 'orders', 'contact', 'home'],
  },
  error: {
    title: 'Payment Issue',
    message: 'Something went wrong with this payment. Please check your orders or contact us.',
    tone: 'error',
    actions: ['orderDetails', 'orders', 'contact', 'home'],
  },
};

export const NO_ORDER_ID_MESSAGE = 'No order ID provided';
export const VERIFY_FAILED_MESSAGE = 'Failed to verify payment';

/** The `error` query value → the page state (account §8). */
export function stateForErrorParam(error: string): SettledPaymentPageState {
  switch (error) {
    case 'invalid_signature': return 'signature_error';
    case 'missing_order_id': return 'missing_data_error';
    case 'order_not_found': return 'order_error';
    case 'verification_failed': return 'verification_error';
    case 'processing_failed': return 'processing_error';
    default: return 'error';
  }
}

/** The state for an online order's payment status (from the verification, or the order itself). */
export function stateForOnlinePayment(paymentStatus: string): SettledPaymentPageState {
  switch (paymentStatus) {
    case 'paid': return 'paid';
    case 'failed': return 'failed';
    case 'cancelled': return 'cancelled';
    case 'pending': return 'pending';
    default: return 'unknown';
  }
}

/**
 * Which order the page is about: the path's, else the query's, else the one this device was sent
 * to pay for (pendingOrderId, account §4) — a provider may come back to a bare /payment/status.
 */
export function resolveOrderId(routeOrderId: string | undefined, queryOrderId: string | null, pendingOrderId: string | null): string {
  return [routeOrderId, queryOrderId, pendingOrderId].map((id) => (id ?? '').trim()).find((id) => id !== '') ?? '';
}

/** A call the page makes, as far as the rules care. */
export type Loaded<T> = { kind: 'loading' } | { kind: 'error'; notFound: boolean } | { kind: 'ready'; value: T };

export interface PaymentPageInputs {
  errorParam: string | null;
  orderId: string;
  order: Loaded<{ paymentMethod: string; paymentStatus: string }>;
  /** GET /payments/verify; only asked for an online order. */
  verification: Loaded<{ paymentStatus: string }>;
}

export interface PaymentPageOutcome {
  state: PaymentPageState;
  /** A line under the state's message (account §8's 'No order ID provided', 'Failed to verify payment'). */
  detail: string | null;
}

/**
 * The page's state (account §4): an `error` query value wins; no order id is incomplete
 * information; a COD order is confirmed without verification; an online order shows what the
 * verification says — or, when that call fails, what the order itself already settled on.
 */
export function paymentPageOutcome({ errorParam, orderId, order, verification }: PaymentPageInputs): PaymentPageOutcome {
  if (errorParam) return { state: stateForErrorParam(errorParam), detail: null };
  if (!orderId) return { state: 'missing_data_error', detail: NO_ORDER_ID_MESSAGE };
  if (order.kind === 'loading') return { state: 'loading', detail: null };
  if (order.kind === 'error') return { state: order.notFound ? 'not_found' : 'unknown', detail: null };
  if (order.value.paymentMethod === 'COD') return { state: 'cod', detail: null };
  if (verification.kind === 'loading') return { state: 'loading', detail: null };
  if (verification.kind === 'ready') return { state: stateForOnlinePayment(verification.value.paymentStatus), detail: null };
  if (verification.notFound) return { state: 'not_found', detail: null };
  const fromOrder = stateForOnlinePayment(order.value.paymentStatus);
  return fromOrder === 'pending' || fromOrder === 'unknown' ? { state: 'unknown', detail: VERIFY_FAILED_MESSAGE } : { state: fromOrder, detail: null };
}

/** The verification is asked again every PAYMENT_STATUS_REFRESH_MS while it answers pending. */
export const keepsPolling = (paymentStatus: string | undefined) => paymentStatus === 'pending';

/**
 * Once the page has settled on where the payment ended (or that the order is not there), the device
 * no longer waits for it: pendingOrderId is cleared. Error pages keep it, so the order can still be
 * checked from a bare /payment/status.
 */
export function settlesPendingOrder(state: PaymentPageState): boolean {
  return state === 'cod' || state === 'paid' || state === 'failed' || state === 'cancelled' || state === 'not_found';
}

/** Whether the stored pendingOrderId is this order (stored as either of its ids). */
export function isThisOrder(stored: string | null, ids: readonly (string | undefined)[]): boolean {
  return stored !== null && stored !== '' && ids.includes(stored);
}
