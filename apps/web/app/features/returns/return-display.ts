import { formatDeliveryDate, indiaToday, POLICY, type DateInput, type PaymentMethod } from '@dhatu/domain';
import type { RefundSummary, ReturnRequest } from './types';

// Built on first use, as the domain's date formatters are (a time zone formatter is slow to make on a phone).
let timeOfDay: Intl.DateTimeFormat | undefined;

/** 'Mon, 1 Dec, 6:30 pm' in India time: the last moment to ask for a return. */
export function formatReturnDeadline(input: DateInput): string {
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  timeOfDay ??= new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });
  return `${formatDeliveryDate(indiaToday(date))}, ${timeOfDay.format(date)}`;
}

/** Where the money goes, as the customer reads it: masked by the server for a transfer. */
export function refundDestinationText(request: Pick<ReturnRequest, 'refundTo'>, refund?: Pick<RefundSummary, 'method'> | null): string {
  if (refund?.method === 'provider') return 'Your original payment method';
  if (request.refundTo) return request.refundTo;
  return refund?.method === 'upi' ? 'Your UPI ID' : refund?.method === 'bank' ? 'Your bank account' : 'Your original payment method';
}

export const REFUND_STATUS_LABELS: Readonly<Record<RefundSummary['status'], string>> = {
  pending: 'On its way',
  processed: 'Paid',
  failed: 'Not through yet; the shop will try again',
};

/** How a refund of this order would reach the customer, as the Returns Policy says it. */
export function refundPromise(paymentMethod: PaymentMethod): string {
  return paymentMethod === 'COD'
    ? `By UPI or bank transfer within ${POLICY.codRefundWorkingDays} working days of our receiving the piece`
    : `Back to the payment method you used, within ${POLICY.prepaidRefundBusinessDays} business days of our receiving the piece`;
}

/** 'Return RET-2026-000123' or 'Exchange RET-2026-000123'. */
export function returnTitle(request: Pick<ReturnRequest, 'resolution' | 'returnNumber'>): string {
  return `${request.resolution === 'exchange' ? 'Exchange' : 'Return'} ${request.returnNumber}`;
}
