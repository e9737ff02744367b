import { RETURN_STATUS_LABELS, type ReturnStatus } from '@dhatu/domain';

/** Waiting on the shop is amber, under way green-tinted, done green, rejected red. */
const LOOK: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  received: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refund_pending: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  refunded: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  exchanged: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-error-soft text-error-deep ring-error-line',
};

/** A request's status (RETURN_STATUS_LABELS), with 'Status:' read out before it. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${LOOK[status]}`}>
      <span className="sr-only">Status: </span>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
