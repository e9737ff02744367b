import { formatRupees, PAYMENT_REDIRECT_COUNTDOWN_S, PAYMENT_STATUS_REFRESH_MS, STORAGE_KEYS } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { useAuth } from '../auth/auth-context';
import { isNotFound, orderQueries } from '../orders/orders-queries';
import type { Order } from '../orders/types';
import { BUTTON_MD, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../profile/form-field';
import {
  NO_ORDER_ID_MESSAGE, PAYMENT_STATES, stateForErrorParam, stateForOnlinePayment, type PaymentAction, type PaymentPageState,
} from './payment-status-states';

const TONE: Record<'success' | 'warning' | 'error' | 'info', { icon: LucideIcon; className: string }> = {
  success: { icon: CheckCircle2, className: 'bg-emerald-50 text-emerald-700' },
  warning: { icon: AlertTriangle, className: 'bg-amber-50 text-amber-800' },
  error: { icon: XCircle, className: 'bg-[#fcf0f1] text-[#a1262f]' },
  info: { icon: Clock, className: 'bg-rose-soft text-rose-deep' },
};

/**
 * /payment/status/{orderId} and /payment/status?orderId=… (account §2, §4): a COD order shows
 * 'Order Confirmed!' without verification and counts down to its confirmation; online orders read
 * their payment status (the payments issue adds GET /payments/verify here).
 */
export function PaymentStatusPage({ routeOrderId }: { routeOrderId: string | undefined }) {
  const [params] = useSearchParams();
  const orderId = routeOrderId ?? params.get('orderId') ?? '';
  const errorParam = params.get('error');
  const { user } = useAuth();

  const order = useQuery({
    ...orderQueries.one(user?._id ?? '', orderId),
    enabled: orderId !== '' && !errorParam,
    refetchInterval: (query) => (query.state.data && query.state.data.paymentMethod !== 'COD' && query.state.data.paymentStatus === 'pending' ? PAYMENT_STATUS_REFRESH_MS : false),
  });

  useEffect(() => {
    // Back from the payment page: the order is no longer pending on this device.
    if (order.data && order.data.paymentStatus !== 'pending') window.localStorage.removeItem(STORAGE_KEYS.pendingOrderId);
  }, [order.data]);

  let state: PaymentPageState;
  if (errorParam) state = stateForErrorParam(errorParam);
  else if (!orderId) state = 'missing_data_error';
  else if (order.isPending) state = 'loading';
  else if (order.isError) state = isNotFound(order.error) ? 'not_found' : 'unknown';
  else state = order.data.paymentMethod === 'COD' ? 'cod' : stateForOnlinePayment(order.data.paymentStatus);

  if (state === 'loading') {
    return (
      <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-3">
        <Loader size="large" label="Checking your order" />
        <p className="text-sm text-ink-muted">Checking your order…</p>
      </div>
    );
  }
  return (
    <StatusView
      state={state}
      order={order.data}
      orderId={order.data?.orderId ?? orderId}
      detail={!orderId && !errorParam ? NO_ORDER_ID_MESSAGE : params.get('details')}
      onRefresh={() => void order.refetch()}
    />
  );
}

function StatusView({
  state, order, orderId, detail, onRefresh,
}: { state: Exclude<PaymentPageState, 'loading'>; order: Order | undefined; orderId: string; detail: string | null; onRefresh: () => void }) {
  const view = PAYMENT_STATES[state];
  const { icon: Icon, className } = TONE[view.tone];
  const countdown = useRedirectCountdown(view.countdown === true && orderId !== '', `/order-confirmation/${encodeURIComponent(orderId)}`);

  return (
    <div className="container-page py-8 sm:py-14">
      <div className="mx-auto max-w-lg rounded-2xl border border-sand/80 bg-white p-6 text-center shadow-sm sm:p-8">
        <span className={`mx-auto inline-flex size-16 items-center justify-center rounded-full ${className}`}>
          <Icon size={36} strokeWidth={1.75} aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-3xl text-charcoal">{view.title}</h1>
        <p className="mt-2 text-sm text-ink-muted">{view.message}</p>
        {detail && <p className="mt-2 text-sm font-medium text-charcoal">{detail}</p>}

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
          </dl>
        )}

        {countdown.running && (
          <div className="mt-5 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
            <p aria-live="polite">
              Redirecting to your order confirmation in {countdown.seconds} {countdown.seconds === 1 ? 'second' : 'seconds'}
            </p>
            <button type="button" onClick={countdown.stop} className="mt-2 inline-flex h-10 items-center rounded-full px-4 font-semibold text-emerald-900 underline underline-offset-2 hover:bg-emerald-100">
              Stay Here
            </button>
          </div>
        )}

        <div className="mt-6 flex flex-col gap-2.5">
          {view.actions.map((action, index) => (
            <ActionButton key={action} action={action} orderId={orderId} primary={index === 0} onRefresh={onRefresh} />
          ))}
        </div>
      </div>
    </div>
  );
}

const ACTION_LABEL: Record<PaymentAction, string> = {
  checkout: 'Try Again',
  cart: 'Go to Cart',
  contact: 'Contact Support',
  orders: 'View My Orders',
  orderDetails: 'View Order Details',
  home: 'Go to Home',
  confirmation: 'View Order Confirmation',
  refresh: 'Refresh Status',
};

function ActionButton({ action, orderId, primary, onRefresh }: { action: PaymentAction; orderId: string; primary: boolean; onRefresh: () => void }) {
  const look = `${primary ? PRIMARY_BUTTON : SECONDARY_BUTTON} ${BUTTON_MD} w-full`;
  if (action === 'refresh') {
    return (
      <button type="button" onClick={onRefresh} className={look}>
        {ACTION_LABEL.refresh}
      </button>
    );
  }
  const id = encodeURIComponent(orderId);
  const to = {
    checkout: '/checkout', cart: '/cart', contact: '/contact', orders: '/orders', home: '/',
    orderDetails: `/orders/${id}`, confirmation: `/order-confirmation/${id}`,
  }[action];
  if ((action === 'orderDetails' || action === 'confirmation') && !orderId) return null;
  return (
    <Link to={to} className={look}>
      {ACTION_LABEL[action]}
    </Link>
  );
}

/** PAYMENT_REDIRECT_COUNTDOWN_S seconds, then a trip to `to`; stop() cancels it ('Stay Here'). */
function useRedirectCountdown(active: boolean, to: string) {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(PAYMENT_REDIRECT_COUNTDOWN_S);
  const [stopped, setStopped] = useState(false);
  const running = active && !stopped;

  useEffect(() => {
    if (!running) return;
    if (seconds <= 0) {
      void navigate(to, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [running, seconds, navigate, to]);

  return { running, seconds, stop: () => setStopped(true) };
}
