import { RETURN_STATUS_LABELS, type ReturnStatus } from '@dhatu/domain';
import { Ban, CheckCircle2, Clock, Hourglass, PackageCheck, Truck, Undo2, type LucideIcon } from 'lucide-react';
import { BADGE } from '../../orders';

// Amber: waiting for the owner; sky: on its way through; green: done; red: refused.
const LOOK: Record<ReturnStatus, { icon: LucideIcon; className: string }> = {
  requested: { icon: Clock, className: 'bg-amber-100 text-amber-900 ring-amber-300' },
  approved: { icon: Undo2, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
  received: { icon: PackageCheck, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
  refund_pending: { icon: Hourglass, className: 'bg-amber-50 text-amber-900 ring-amber-300' },
  refunded: { icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  exchanged: { icon: Truck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  rejected: { icon: Ban, className: 'bg-error-soft text-error-deep ring-error-line' },
};

/** A return request's status ('Refund in progress'), its own icon and colour. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { icon: Icon, className } = LOOK[status];
  return (
    <span className={`${BADGE} ${className} whitespace-nowrap`} data-status={status}>
      <Icon size={14} aria-hidden="true" />
      <span className="sr-only">Return: </span>
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}
