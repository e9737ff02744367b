import { POLICY } from './constants.ts';
import { type DateInput } from './dates.ts';

/**
 * Returns, exchanges and refunds after delivery (issue 23): the rules both the API (the authority)
 * and the web (what it offers) read. The window is the policy pages' own figure.
 */

export const RETURN_REASONS = ['damaged', 'not_as_pictured', 'wrong_item', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  damaged: 'Damaged in transit',
  not_as_pictured: 'Different from the pictures',
  wrong_item: 'Wrong item',
  changed_mind: 'Changed my mind',
  other: 'Other',
};
/** Reasons that are the shop's doing: the shipping fee comes back with the last units (decision 45). */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['damaged', 'not_as_pictured', 'wrong_item'];

export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
export const RETURN_RESOLUTION_LABELS: Readonly<Record<ReturnResolution, string>> = {
  refund: 'Refund',
  exchange: 'Exchange for the same piece',
};

/**
 * requested → approved | rejected; approved → received; received → refund_pending → refunded (a
 * refund the provider has yet to confirm, or a bank/UPI transfer the owner has yet to make), or
 * received → refunded at once, or received → exchanged.
 */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'refund_pending', 'refunded', 'exchanged'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'refund_pending'];
export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
  exchanged: 'Exchange shipped',
};

export const RETURN_LIMITS = {
  photosMax: 5,
  photoMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 50 * 1024 * 1024,
  /** A repacking video is a minute or two; five minutes is plenty and bounds what is stored. */
  videoMaxSeconds: 300,
  reasonTextMax: 500,
  noteMax: 500,
} as const;

export const RETURN_MESSAGES = {
  notFound: 'Return request not found',
  creditNoteNotFound: 'Credit note not found',
  notDelivered: 'Only a delivered order can be returned or exchanged',
  windowClosed: `Returns must be requested within ${POLICY.returnRequestWithinDays} days of delivery`,
  noLines: 'Choose at least one item to return',
  unknownLine: 'That item is not in this order',
  duplicateLine: 'Each item can be listed once',
  tooMany: (name: string, left: number) => (left === 0
    ? `${name} is already in another return request`
    : `Only ${left} of ${name} can be returned`),
  reasonRequired: 'Choose a reason',
  reasonTextRequired: 'Tell us what went wrong',
  videoRequired: 'Add the repacking video',
  notVideo: 'The repacking video must be an MP4, WebM or MOV video',
  videoTooBig: `The video must be ${RETURN_LIMITS.videoMaxBytes / 1024 / 1024} MB or smaller`,
  videoTooLong: `The video must be ${RETURN_LIMITS.videoMaxSeconds / 60} minutes or shorter`,
  tooManyPhotos: `You can add at most ${RETURN_LIMITS.photosMax} photos`,
  refundToRequired: 'Tell us where to send the refund: a UPI ID or a bank account',
  upiInvalid: 'Enter a valid UPI ID, like name@bank',
  ifscInvalid: 'Enter a valid IFSC, like SBIN0001234',
  accountInvalid: 'Enter a valid account number (9 to 18 digits)',
  accountNameInvalid: "Enter the account holder's name",
  transition: (from: ReturnStatus, action: string) => `A request that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot be ${action}`,
  rejectReasonRequired: 'Say why the request is rejected',
  restockInvalid: 'Units back to stock must be a whole number from 0 to the units returned',
  refundTooBig: 'The refund would be more than what was paid and not yet refunded',
  notRefund: 'This request asked for an exchange, not a refund',
  notExchange: 'This request asked for a refund, not an exchange',
  noStockForExchange: (name: string) => `Not enough stock of ${name} to send the exchange`,
  notAwaitingPayment: 'This refund is not waiting for a bank or UPI transfer',
  refundFailed: 'The payment provider could not refund this payment. Try again later.',
} as const;

/** The last moment a delivered order may be returned: POLICY.returnRequestWithinDays after delivery. */
export function returnDeadline(deliveredAt: DateInput): Date {
  return new Date(new Date(deliveredAt).getTime() + POLICY.returnRequestWithinDays * 24 * 60 * 60 * 1000);
}

/** Why this order cannot be returned now, or null when it can. */
export function returnRefusal(order: { status: string; deliveredAt: DateInput | null }, now: Date): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return RETURN_MESSAGES.notDelivered;
  if (now.getTime() > returnDeadline(order.deliveredAt).getTime()) return RETURN_MESSAGES.windowClosed;
  return null;
}

export function isOpenReturn(status: ReturnStatus): boolean {
  return OPEN_RETURN_STATUSES.includes(status);
}

/** What the owner may do from each status. */
export const RETURN_ACTIONS = {
  approve: ['requested'],
  reject: ['requested'],
  receive: ['approved'],
  refund: ['received'],
  markRefundPaid: ['refund_pending'],
  /** The payment provider confirmed (or failed) a refund, or the owner retries one. */
  confirmRefund: ['refund_pending'],
  sendExchange: ['received'],
} as const satisfies Record<string, readonly ReturnStatus[]>;
export type ReturnAction = keyof typeof RETURN_ACTIONS;

const ACTION_WORDS: Record<ReturnAction, string> = {
  approve: 'approved', reject: 'rejected', receive: 'received', refund: 'refunded', markRefundPaid: 'marked paid', confirmRefund: 'confirmed', sendExchange: 'exchanged',
};

export function returnActionRefusal(status: ReturnStatus, action: ReturnAction): string | null {
  return (RETURN_ACTIONS[action] as readonly ReturnStatus[]).includes(status) ? null : RETURN_MESSAGES.transition(status, ACTION_WORDS[action]);
}

/** An order line as the refund reads it (paise). */
export interface RefundableLine {
  unitListPricePaise: number;
  unitPricePaise: number;
  quantity: number;
  couponDiscountPaise: number;
}

/**
 * What `units` of a line were paid, in paise: the discounted price less their share of the line's
 * coupon discount (rounded down for all but the last unit, so the whole line adds up exactly).
 */
export function returnedCouponShare(line: RefundableLine, units: number): number {
  if (units >= line.quantity) return line.couponDiscountPaise;
  return Math.floor((line.couponDiscountPaise * units) / line.quantity);
}

export function returnedLinePaise(line: RefundableLine, units: number): number {
  return line.unitPricePaise * units - returnedCouponShare(line, units);
}

// ── Where a cash-on-delivery refund goes ─────────────────────────────────────────────────────
export type RefundDestination =
  | { method: 'upi'; upiId: string }
  | { method: 'bank'; accountName: string; ifsc: string; accountNumber: string };

export const UPI_ID_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

/** 'ra•••@okicici' or 'A/c ••••••3456 · SBIN0001234': what the customer sees once it is saved. */
export function maskRefundDestination(destination: RefundDestination): string {
  if (destination.method === 'upi') {
    const [name = '', bank = ''] = destination.upiId.split('@');
    return `UPI ${name.slice(0, 2)}•••@${bank}`;
  }
  return `A/c ••••${destination.accountNumber.slice(-4)} · ${destination.ifsc}`;
}

// ── Credit notes ─────────────────────────────────────────────────────────────────────────────
/** 'CN/2627/000007': its own consecutive series per financial year, as invoices have. */
export function formatCreditNoteNumber(financialYearCode: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`credit note sequence must be ≥ 1, got ${sequence}`);
  return `CN/${financialYearCode}/${String(sequence).padStart(6, '0')}`;
}

/** 'RET-2026-000123': the request's number, as orders have theirs. */
export function formatReturnNumber(year: number, sequence: number): string {
  return `RET-${year}-${String(sequence).padStart(6, '0')}`;
}
