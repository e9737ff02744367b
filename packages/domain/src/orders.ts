import {
  ORDER_CANCEL_WINDOW_HOURS, type OrderStatus, type PaymentMethod, type PaymentStatus,
} from './constants.ts';
import { indiaDateParts, type DateInput } from './dates.ts';
import { formatPaise } from './money.ts';

/**
 * Order rules shared by the API (the authority), the shop's own screens and the admin: which
 * status may follow which, when a customer may cancel, and how orders are numbered.
 */

// ── Status transitions ───────────────────────────────────────────────────────────────────────
/**
 * pending → processing → shipped → delivered; pending and processing may be cancelled. A shop may
 * ship straight from pending. Delivered and cancelled are final.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'shipped', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Why a status change is refused, or null when it is allowed. */
export function orderTransitionRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (canTransitionOrder(from, to)) return null;
  if (from === to) return `This order is already ${to}`;
  if (from === 'cancelled') return ORDER_MESSAGES.alreadyCancelled;
  if (from === 'delivered') return 'This order has already been delivered';
  return `An order that is ${from} cannot become ${to}`;
}

// ── Customer cancellation (account §9: 'order change or cancel within 24 hours') ─────────────
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  alreadyCancelled: 'This order is already cancelled',
  alreadyShipped: 'This order has already been shipped and can no longer be cancelled',
  alreadyDelivered: 'This order has already been delivered and can no longer be cancelled',
  cancelWindowPassed: `Orders can only be cancelled within ${ORDER_CANCEL_WINDOW_HOURS} hours of placing them`,
  cancelled: 'Your order has been cancelled',
  onlinePaymentUnavailable: 'Online payment is temporarily under maintenance. Please choose Cash on Delivery.',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different order',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 visible characters',
  cartChanged: 'Your cart has changed. Please review it before placing your order.',
  savedAddressNotFound: 'Saved address not found. Please check your shipping address and try again.',
} as const;

const HOUR_MS = 3_600_000;

function time(input: DateInput): number {
  return (input instanceof Date ? input : new Date(input)).getTime();
}

/** The last moment a customer may cancel an order placed at `placedAt`. */
export function cancelDeadline(placedAt: DateInput): Date {
  return new Date(time(placedAt) + ORDER_CANCEL_WINDOW_HOURS * HOUR_MS);
}

/** Why the customer may not cancel this order now, or null when they may. */
export function customerCancelRefusal(order: { status: OrderStatus; createdAt: DateInput }, now: Date): string | null {
  switch (order.status) {
    case 'cancelled': return ORDER_MESSAGES.alreadyCancelled;
    case 'shipped': return ORDER_MESSAGES.alreadyShipped;
    case 'delivered': return ORDER_MESSAGES.alreadyDelivered;
    default:
      return now.getTime() <= cancelDeadline(order.createdAt).getTime() ? null : ORDER_MESSAGES.cancelWindowPassed;
  }
}

export function canCustomerCancel(order: { status: OrderStatus; createdAt: DateInput }, now: Date): boolean {
  return customerCancelRefusal(order, now) === null;
}

/**
 * What the payment status becomes when an order is cancelled: an unpaid order's payment is
 * cancelled; a paid one stays paid until the shop refunds it.
 */
export function paymentStatusAfterCancel(current: PaymentStatus): PaymentStatus {
  return current === 'pending' ? 'cancelled' : current;
}

/**
 * What the shop is told when an order already paid online is cancelled: the money must go back,
 * and nothing refunds it automatically yet (shown on the admin dashboard until cleared).
 */
export function refundDueAttention(totalPaise: number): string {
  return `Cancelled after online payment: refund ${formatPaise(totalPaise)} to the customer`;
}

// ── Numbers and labels ───────────────────────────────────────────────────────────────────────
export const ORDER_ID_PATTERN = /^DH-\d{4}-\d{6,}$/;

/** 'DH-2026-000123': the year (in India) the order was placed and a shop-wide sequence. */
export function formatOrderId(placedAt: DateInput, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`order sequence must be ≥ 1, got ${sequence}`);
  return `DH-${indiaDateParts(placedAt).year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Orders show a payment as Paid, Failed, or anything else as Pending (account §4) — and, since
 * returns (issue 23, decision 46), Refunded once everything paid has come back: "Pending" on a
 * refunded order would tell the shopper they still owe it.
 */
export function paymentStatusLabel(status: string | null | undefined): 'Paid' | 'Failed' | 'Pending' | 'Refunded' {
  if (status === 'paid') return 'Paid';
  if (status === 'failed') return 'Failed';
  if (status === 'refunded') return 'Refunded';
  return 'Pending';
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  COD: 'Cash on Delivery',
  ONLINE: 'Online Payment',
};

/** A shortfall found while placing an order: what can still be had. */
export function stockShortfallMessage(productName: string, available: number): string {
  return available > 0 ? `Only ${available} left in stock for ${productName}` : `${productName} is out of stock`;
}

// ── The shop's own changes (admin console) ────────────────────────────────────────────────────
/** What the shop may set through the status action; cancelling is its own action (stock and coupon come back). */
export const ADMIN_ORDER_STATUSES = ['processing', 'shipped', 'delivered'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

export const ADMIN_ORDER_MESSAGES = {
  chooseStatus: 'Choose processing, shipped or delivered',
  courierRequired: 'Enter the courier to mark this order shipped',
  trackingRequired: 'Enter the tracking number to mark this order shipped',
  courierLength: 'The courier name must be 2 to 60 characters',
  trackingInvalid: 'The tracking number must be 4 to 40 letters, digits, spaces, - or /',
  shippingDetailsOnlyWhenShipping: 'A courier and tracking number are given only when marking an order shipped',
  onlineNotPaid: 'This online order is not paid yet, so it cannot be processed, shipped or delivered',
  markPaidCodOnly: 'Only Cash on Delivery orders can be marked paid',
  markPaidCancelled: 'A cancelled order cannot be marked paid',
  alreadyPaid: 'This order is already paid',
  markPaidRefunded: 'This order was refunded: its cash came in and went back',
  noAttention: 'This order has no payment note to clear',
} as const;

interface OrderPaymentState {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

/**
 * Why the shop may not move this order to `to`, or null. Besides the transitions, an online order
 * goes forward only once paid: shipping goods nobody paid for is how a shop loses them.
 */
export function adminStatusRefusal(order: OrderPaymentState, to: OrderStatus): string | null {
  const refusal = orderTransitionRefusal(order.status, to);
  if (refusal) return refusal;
  if (to !== 'cancelled' && order.paymentMethod === 'ONLINE' && order.paymentStatus !== 'paid') return ADMIN_ORDER_MESSAGES.onlineNotPaid;
  return null;
}

/** The statuses the shop may move this order to now (cancelled included when it may be cancelled). */
export function adminNextStatuses(order: OrderPaymentState): OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[order.status].filter((to) => adminStatusRefusal(order, to) === null);
}

/** Why a cash-on-delivery payment may not be recorded as received, or null. */
export function markPaidRefusal(order: OrderPaymentState): string | null {
  if (order.paymentMethod !== 'COD') return ADMIN_ORDER_MESSAGES.markPaidCodOnly;
  if (order.status === 'cancelled') return ADMIN_ORDER_MESSAGES.markPaidCancelled;
  if (order.paymentStatus === 'paid') return ADMIN_ORDER_MESSAGES.alreadyPaid;
  if (order.paymentStatus === 'refunded') return ADMIN_ORDER_MESSAGES.markPaidRefunded;
  return null;
}

/**
 * An order that counts as a sale, in SQL over the orders table (as `alias`, or unqualified for an
 * index predicate): not cancelled, and — when paid online — paid (an online order still waiting for
 * its payment is not a sale yet). The owner's dashboard counts these; a partial index holds them.
 */
export function soldOrderSql(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('status')} <> 'cancelled' and (${column('payment_method')} = 'COD' or ${column('payment_status')} = 'paid')`;
}
