import { Link } from 'react-router';
import { ReturnStatusBadge } from '../returns/return-status-badge';
import { formatShortDateTime } from '../format';
import { PANEL, TEXT_LINK } from '../ui/styles';
import type { AdminOrder } from './types';

/** The order's return and exchange requests, each a link to its page in the Returns queue. */
export function OrderReturns({ order }: { order: AdminOrder }) {
  if (order.returns.length === 0) return null;
  return (
    <section aria-labelledby="order-returns" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="order-returns" className="font-sans text-base font-semibold text-charcoal">Returns</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {order.returns.map((r) => (
          <li key={r._id} className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/admin/returns/${r._id}`} className={TEXT_LINK}>
              {r.returnNumber}
            </Link>
            <span className="text-ink-muted">{formatShortDateTime(r.createdAt)}</span>
            <ReturnStatusBadge status={r.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
