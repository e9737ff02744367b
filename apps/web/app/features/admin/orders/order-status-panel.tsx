import { ADMIN_ORDER_MESSAGES, formatRupees } from '@dhatu/domain';
import { Ban, CheckCircle2, IndianRupee, PackageCheck, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PANEL } from '../ui/styles';
import { ShipForm } from './ship-form';
import type { AdminOrder } from './types';
import type { useOrderActions } from './use-order-actions';
import { buttonClass } from '../../../components/ui/button';

type Actions = ReturnType<typeof useOrderActions>;

/**
 * What the shop can do with the order now, as the server's allowedStatuses and canMarkPaid say:
 * move it along pending → processing → shipped (with courier and tracking) → delivered, cancel it
 * (after a confirmation) or record the cash of a COD order as received.
 */
export function OrderStatusPanel({ order, actions }: { order: AdminOrder; actions: Actions }) {
  const [confirm, setConfirm] = useState<'cancel' | 'paid' | null>(null);
  const allowed = new Set(order.allowedStatuses);
  const { changeStatus, cancel, markPaid, busy } = actions;
  const nothingToDo = allowed.size === 0 && !order.canMarkPaid;
  const waitingForPayment =
    order.paymentMethod === 'ONLINE' && order.paymentStatus !== 'paid' && (order.status === 'pending' || order.status === 'processing');

  return (
    <section aria-labelledby="order-actions" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="order-actions" className="font-sans text-base font-semibold text-charcoal">
        Update order
      </h2>
      {nothingToDo ? (
        <p className="mt-2 text-sm text-ink-muted">
          {order.status === 'cancelled' ? 'This order is cancelled; nothing more can change.' : 'This order is complete; nothing more can change.'}
        </p>
      ) : (
        <div className="mt-3 space-y-4">
          {waitingForPayment && <p className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">{ADMIN_ORDER_MESSAGES.onlineNotPaid}.</p>}
          {(allowed.has('processing') || allowed.has('delivered')) && (
            <div className="flex flex-wrap gap-2">
              {allowed.has('processing') && (
                <button type="button" disabled={busy} onClick={() => changeStatus.mutate({ status: 'processing' })} className={buttonClass('primary', 'md')}>
                  <Settings2 size={16} aria-hidden="true" />
                  Mark as processing
                </button>
              )}
              {allowed.has('delivered') && (
                <button type="button" disabled={busy} onClick={() => changeStatus.mutate({ status: 'delivered' })} className={buttonClass('primary', 'md')}>
                  <PackageCheck size={16} aria-hidden="true" />
                  Mark as delivered
                </button>
              )}
            </div>
          )}
          {allowed.has('shipped') && (
            <ShipForm
              busy={busy}
              error={changeStatus.variables?.status === 'shipped' ? changeStatus.error : null}
              onShip={(body) => changeStatus.mutate(body)}
            />
          )}
          {(order.canMarkPaid || allowed.has('cancelled')) && (
            <div className="flex flex-wrap gap-2 border-t border-sand/70 pt-4">
              {order.canMarkPaid && (
                <button type="button" disabled={busy} onClick={() => setConfirm('paid')} className={buttonClass('secondary', 'md')}>
                  <IndianRupee size={16} aria-hidden="true" />
                  Mark COD paid
                </button>
              )}
              {allowed.has('cancelled') && (
                <button type="button" disabled={busy} onClick={() => setConfirm('cancel')} className={buttonClass('danger-outline', 'md')}>
                  <Ban size={16} aria-hidden="true" />
                  Cancel order
                </button>
              )}
            </div>
          )}
        </div>
      )}

      <ConfirmDialog
        open={confirm === 'cancel'}
        onOpenChange={(open) => setConfirm(open ? 'cancel' : null)}
        title={`Cancel order ${order.orderId}?`}
        message="The items go back into stock and any coupon use is returned. The customer sees the order as cancelled. This cannot be undone."
        confirmLabel="Yes, cancel order"
        cancelLabel="Keep order"
        variant="danger"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirm(null) })}
      />
      <ConfirmDialog
        open={confirm === 'paid'}
        onOpenChange={(open) => setConfirm(open ? 'paid' : null)}
        title="Mark as paid?"
        message={`Record that the cash for order ${order.orderId} (${formatRupees(order.total)}) was received on delivery.`}
        confirmLabel="Mark paid"
        variant="info"
        busy={markPaid.isPending}
        onConfirm={() => markPaid.mutate(undefined, { onSettled: () => setConfirm(null) })}
      />
    </section>
  );
}

/** The payment note the server raised (e.g. paid after the order was cancelled), with a way to clear it. */
export function PaymentAttention({ order, actions }: { order: AdminOrder; actions: Actions }) {
  if (!order.paymentAttention) return null;
  return (
    <section aria-label="Payment needs attention" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5">
      <h2 className="font-sans text-base font-semibold">Payment needs attention</h2>
      <p className="mt-1 break-words">{order.paymentAttention}</p>
      <button
        type="button"
        disabled={actions.busy}
        onClick={() => actions.clearAttention.mutate()}
        className={buttonClass('secondary', 'sm', 'mt-3')}
      >
        <CheckCircle2 size={16} aria-hidden="true" />
        Mark as resolved
      </button>
    </section>
  );
}
