import { BADGE } from '../../orders';

const LOOK: Record<string, { label: string; className: string }> = {
  paid: { label: 'Paid', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  pending: { label: 'Payment pending', className: 'bg-amber-50 text-amber-900 ring-amber-300' },
  failed: { label: 'Payment failed', className: 'bg-error-soft text-error-deep ring-error-line' },
  cancelled: { label: 'Payment cancelled', className: 'bg-mist text-charcoal ring-sand' },
  refunded: { label: 'Refunded', className: 'bg-sky-50 text-sky-900 ring-sky-200' },
};

/** The exact payment status (the shop's own pages fold these into Paid / Failed / Pending). */
export function PaymentStatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { label: status, className: 'bg-mist text-charcoal ring-sand' };
  return (
    <span className={`${BADGE} ${look.className} whitespace-nowrap`}>
      <span className="sr-only">Payment: </span>
      {look.label}
    </span>
  );
}
