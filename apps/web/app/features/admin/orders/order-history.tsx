import { formatIndianPhone } from '@dhatu/domain';
import { formatShortDateTime } from '../format';
import { PANEL, TABLE, TD, TH } from '../ui/styles';
import { auditActionLabel, auditChanges } from './audit-changes';
import type { AdminNotification, AdminOrder } from './types';

// An order's notices are order and return events; any other kind shows its own name.
const EVENT_LABELS: Partial<Record<AdminNotification['event'], string>> = {
  order_placed: 'Order placed',
  order_shipped: 'Order shipped',
  order_delivered: 'Order delivered',
  return_requested: 'Return requested',
  return_approved: 'Return approved',
  return_rejected: 'Return rejected',
  return_received: 'Return received',
  return_refunded: 'Return refunded',
  exchange_shipped: 'Exchange shipped',
};
const CHANNEL_LABELS: Record<AdminNotification['channel'], string> = { sms: 'SMS', email: 'E-mail' };
const STATUS_LOOK: Record<AdminNotification['status'], string> = {
  sent: 'text-emerald-800',
  pending: 'text-amber-900',
  failed: 'text-error',
};

/** The texts and e-mails the customer was sent about this order, and whether they went out. */
export function NotificationsCard({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-notifications" className={`${PANEL} overflow-hidden`}>
      <h2 id="order-notifications" className="px-4 pt-4 font-sans text-base font-semibold text-charcoal sm:px-5">
        Customer notifications
      </h2>
      {order.notifications.length === 0 ? (
        <p className="px-4 pt-2 pb-4 text-sm text-ink-muted sm:px-5">No notifications yet.</p>
      ) : (
        <div className="relative mt-3 overflow-x-auto">
          <table className={TABLE}>
            <thead>
              <tr>
                <th scope="col" className={TH}>Notice</th>
                <th scope="col" className={TH}>Sent to</th>
                <th scope="col" className={TH}>Status</th>
              </tr>
            </thead>
            <tbody>
              {order.notifications.map((n) => (
                <tr key={`${n.event}-${n.channel}`}>
                  <td className={TD}>
                    <span className="block font-medium text-charcoal">{EVENT_LABELS[n.event] ?? n.event}</span>
                    <span className="text-xs text-ink-muted">{CHANNEL_LABELS[n.channel] ?? n.channel}</span>
                  </td>
                  {/* A phone never breaks inside its number; an e-mail address may break anywhere. */}
                  <td className={`${TD} ${n.channel === 'sms' ? 'whitespace-nowrap' : 'break-all'}`}>{n.channel === 'sms' ? formatIndianPhone(n.recipient) : n.recipient}</td>
                  <td className={TD}>
                    <span className={`block font-semibold capitalize ${STATUS_LOOK[n.status] ?? ''}`}>{n.status}</span>
                    <span className="block text-xs text-ink-muted">
                      {n.sentAt ? formatShortDateTime(n.sentAt) : `${n.attempts} ${n.attempts === 1 ? 'attempt' : 'attempts'}`}
                    </span>
                    {n.lastError && n.status !== 'sent' && <span className="block text-xs break-words text-error">{n.lastError}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Every change made to the order in the console: what, by whom, when. */
export function AuditCard({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-audit" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="order-audit" className="font-sans text-base font-semibold text-charcoal">
        History
      </h2>
      {order.audit.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No changes made in the console yet.</p>
      ) : (
        <ol className="mt-3 space-y-3 border-l-2 border-sand pl-4">
          {order.audit.map((entry, index) => (
            <li key={`${entry.createdAt}-${index}`} className="text-sm">
              <p className="font-semibold text-charcoal">{auditActionLabel(entry.action)}</p>
              <p className="text-xs text-ink-muted">
                {formatShortDateTime(entry.createdAt)} · {entry.actorPhone ? formatIndianPhone(entry.actorPhone) : 'System'}
              </p>
              <ul className="mt-1 space-y-0.5 text-xs text-ink-muted">
                {auditChanges(entry.before, entry.after).map((change) => (
                  <li key={change.field} className="break-words">
                    <span className="font-medium text-charcoal">{change.field}</span>: {change.from} → {change.to}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
