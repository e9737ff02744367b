import { formatDateTime, formatRupees, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_REFRESH_MS, STORAGE_KEYS } from '@dhatu/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { useAuth } from '../auth';
import { isNotFound, orderQueries } from '../orders';
import type { Order } from '../orders';
import { PaymentStatusActions } from './payment-status-actions';
import { PaymentStateIcon, RedirectCountdown, useRedirectCountdown } from './payment-status-parts';
import {
  keepsPolling, isThisOrder, PAYMENT_STATES, paymentPageOutcome, resolveOrderId, settlesPendingOrder,
  type Loaded, type SettledPaymentPageState,
} from './payment-status-states';

/**
 * /payment/status/{orderId} and /payment/status?orderId=… (account §2, §4, §8). A COD order shows
 * 'Order Confirmed!' without verification; an online order asks GET /payments/verify, again every
 * 5 seconds while the payment is pending. Paid and COD count down to the order confirmation.
 * Every text on it is the shop's own (PAYMENT_STATES, the outcome's detail): nothing from the
 * address bar is shown — a crafted link must not put its words on the shop's page.
 */
export function PaymentStatusPage({ routeOrderId }: { routeOrderId: string | undefined }) {
  const [params] = useSearchParams();
  const errorParam = params.get('error');
  // Signed-in pages render only in the browser (ProtectedRoute), where the device's storage is.
  const [storedPendingId] = useState(() => (typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEYS.pendingOrderId)));
  const orderId = resolveOrderId(routeOrderId, params.get('orderId'), storedPendingId);
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const queryClient = useQueryClient();

  const order = useQuery({ ...orderQueries.one(userId, orderId), enabled: orderId !== '' && !errorParam });
  const online = order.data !== undefined && order.data.paymentMethod !== 'COD';
  const verification = useQuery({
    ...orderQueries.verification(userId, orderId),
    enabled: online && !errorParam,
    refetchInterval: (query) => (keepsPolling(query.state.data?.paymentStatus) ? PAYMENT_STATUS_REFRESH_MS : false),
  });

  // The verification carries the order as it now stands: the rest of the shop sees it too.
  const verifiedOrder = verification.data?.order ?? null;
  useEffect(() => {
    if (!verifiedOrder) return;
    queryClient.setQueryData(orderQueries.one(userId, orderId).queryKey, verifiedOrder);
    void queryClient.invalidateQueries({ queryKey: orderQueries.list(userId).queryKey });
  }, [verifiedOrder, queryClient, userId, orderId]);

  const outcome = paymentPageOutcome({
    errorParam,
    orderId,
    order: loaded(order, (o) => o),
    verification: loaded(verification, (v) => v),
  });

  const shownOrder = verifiedOrder ?? order.data;
  useEffect(() => {
    // The payment has ended one way or another: this device no longer waits for it.
    if (!settlesPendingOrder(outcome.state)) return;
    const stored = window.localStorage.getItem(STORAGE_KEYS.pendingOrderId);
    if (isThisOrder(stored, [orderId, shownOrder?._id, shownOrder?.orderId])) window.localStorage.removeItem(STORAGE_KEYS.pendingOrderId);
  }, [outcome.state, orderId, shownOrder?._id, shownOrder?.orderId]);

  return (
    <div className="container-page py-8 sm:py-14">
      <div className="mx-auto max-w-lg rounded-2xl border border-sand/80 bg-white p-6 text-center shadow-sm sm:p-8">
        {outcome.state === 'loading' && (
          <div className="flex flex-col items-center gap-3 py-8">
            <Loader size="large" label="Checking your payment" />
            <p className="text-sm text-ink-muted">Checking your payment…</p>
          </div>
        )}
        {/* One live region from the first render: the settled state is announced when it arrives. */}
        <div role="status" aria-live="polite" aria-atomic="true">
          {outcome.state !== 'loading' && (
            <StateHeading state={outcome.state} detail={outcome.detail} />
          )}
        </div>
        {outcome.state !== 'loading' && (
          <StateBody
            state={outcome.state}
            order={shownOrder}
            orderId={shownOrder?.orderId ?? orderId}
            checkedAt={verification.dataUpdatedAt}
            refreshing={verification.isFetching}
            onRefresh={() => void verification.refetch()}
          />
        )}
      </div>
    </div>
  );
}

/** A query as the state rules read it: its data when it has some (a failed re-check keeps the last answer). */
function loaded<D, T>(query: { data: D | undefined; isError: boolean; error: unknown }, pick: (data: D) => T): Loaded<T> {
  if (query.data !== undefined) return { kind: 'ready', value: pick(query.data) };
  if (query.isError) return { kind: 'error', notFound: isNotFound(query.error) };
  return { kind: 'loading' };
}

function StateHeading({ state, detail }: { state: SettledPaymentPageState; detail: string | null }) {
  const view = PAYMENT_STATES[state];
  return (
    <>
      <PaymentStateIcon tone={view.tone} />
      <h1 className="mt-4 text-3xl text-charcoal">{view.title}</h1>
      <p className="mt-2 text-sm text-ink-muted">{view.message}</p>
      {detail && <p className="mt-2 text-sm font-medium text-charcoal">{detail}</p>}
    </>
  );
}

function StateBody({
  state, order, orderId, checkedAt, refreshing, onRefresh,
}: { state: SettledPaymentPageState; order: Order | undefined; orderId: string; checkedAt: number; refreshing: boolean; onRefresh: () => void }) {
  const view = PAYMENT_STATES[state];
  const countdown = useRedirectCountdown(view.countdown === true && orderId !== '', `/order-confirmation/${encodeURIComponent(orderId)}`);

  return (
    <>
      {order && (
        <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-cream/70 p-4 text-left text-sm">
          <div>
            <dt className="text-xs text-ink-muted">Order number</dt>
            <dd className="font-semibold break-words text-charcoal">{order.orderId}</dd>
          </div>
          <div className="text-right">
            <dt className="text-xs text-ink-muted">Total</dt>
            <dd className="font-semibold text-charcoal tabular-nums">{formatRupees(order.total)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-ink-muted">Payment method</dt>
            <dd className="font-semibold text-charcoal">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</dd>
          </div>
        </dl>
      )}

      {state === 'pending' && checkedAt > 0 && (
        <p className="mt-4 text-xs text-ink-muted">Last checked {formatDateTime(checkedAt)}</p>
      )}

      {countdown.running && <RedirectCountdown seconds={countdown.seconds} onStay={countdown.stop} />}

      <PaymentStatusActions actions={view.actions} order={order} orderId={orderId} refreshing={refreshing} onRefresh={onRefresh} />
    </>
  );
}
