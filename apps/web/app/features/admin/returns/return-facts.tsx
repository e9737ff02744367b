import { formatIndianPhone, formatRupees, PAYMENT_METHOD_LABELS, RETURN_RESOLUTION_LABELS } from '@dhatu/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShortDateTime } from '../format';
import { PANEL, TEXT_LINK } from '../ui/styles';
import type { AdminReturn } from './types';

const REFUND_METHOD: Record<NonNullable<AdminReturn['refund']>['method'], string> = {
  provider: 'Payment provider',
  upi: 'UPI transfer',
  bank: 'Bank transfer',
};
const REFUND_STATUS: Record<NonNullable<AdminReturn['refund']>['status'], string> = {
  pending: 'In progress',
  processed: 'Paid',
  failed: 'Failed',
};

/** The customer, the order, and where the money goes or went. */
export function ReturnFacts({ request }: { request: AdminReturn }) {
  const { refund } = request;
  const rows: [string, ReactNode][] = [
    ['Customer', request.customer.name || '—'],
    ['Phone', formatIndianPhone(request.customer.phone)],
    [
      'Order',
      <Link key="order" to={`/admin/orders/${encodeURIComponent(request.orderNumber)}`} className={TEXT_LINK}>
        {request.orderNumber}
      </Link>,
    ],
    ['Payment', PAYMENT_METHOD_LABELS[request.paymentMethod] ?? request.paymentMethod],
    ['Asked', formatShortDateTime(request.createdAt)],
    ['Wants', RETURN_RESOLUTION_LABELS[request.resolution]],
  ];
  // Full while the transfer is due (the server masks it once paid).
  if (request.refundTo) rows.push(['Refund to', request.refundTo]);
  if (request.exchange) rows.push(['Exchange courier', request.exchange.courier], ['Exchange tracking', request.exchange.trackingNumber]);
  if (refund) {
    rows.push(['Refund', `${formatRupees(refund.amount)}${refund.shipping > 0 ? ` (with ${formatRupees(refund.shipping)} shipping)` : ''}`]);
    rows.push(['Refund by', REFUND_METHOD[refund.method]], ['Refund status', REFUND_STATUS[refund.status]]);
    if (refund.reference) rows.push(['Refund reference', refund.reference]);
    if (refund.creditNoteNumber) rows.push(['Credit note', refund.creditNoteNumber]);
  }
  return (
    <section aria-labelledby="return-facts" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="return-facts" className="font-sans text-base font-semibold text-charcoal">
        Customer and order
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="shrink-0 text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-charcoal">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
