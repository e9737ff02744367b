import { DELIVERY_ESTIMATES, deliveryDateRange, deliveryDatesText, formatDateLong, formatRupees } from '@dhatu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Download, PackageCheck, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '../../components/ui/toast';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Loader } from '../../components/ui/loader';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../auth';
import { ReturnsSection } from '../returns';
import { FormAlert } from '../../components/ui/field';
import { cancelOrder, downloadInvoice } from './orders-api';
import { isNotFound, orderQueries } from './orders-queries';
import { OrderSummaryGrid, StatusBadge } from './order-bits';
import type { Order } from './types';
import { canVerifyPayment } from './verify-payment';
import { useVerifyPayment, VerifyPaymentButton, VerifyPaymentResult } from './verify-payment-button';
import { buttonClass } from '../../components/ui/button';

export const INVOICE_FAILED = 'Failed to download invoice. Please try again.';

/** /orders/{orderId} (account §2 Order details). */
export function OrderDetailsPage({ orderId }: { orderId: string }) {
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const order = useQuery(orderQueries.one(userId, orderId));

  if (order.isPending) {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Loader size="large" label="Loading your order" />
      </div>
    );
  }
  if (order.isError) {
    return <OrderProblem message={isNotFound(order.error) ? 'Order not found' : 'Failed to load order details'} />;
  }
  return <OrderDetails order={order.data} userId={userId} />;
}

export function OrderProblem({ message }: { message: string }) {
  return (
    <div className="container-page py-10">
      <div className="mx-auto max-w-md space-y-4 text-center">
        <h1 className="sr-only">Order details</h1>
        <FormAlert>{message}</FormAlert>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/orders" className={buttonClass('primary', 'md')}>
            View My Orders
          </Link>
          <Link to="/products" className={buttonClass('secondary', 'md')}>
            Continue Shopping
          </Link>
        </div>
      </div>
    </div>
  );
}

function OrderDetails({ order, userId }: { order: Order; userId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const payment = useVerifyPayment(order, userId);

  const cancel = useMutation({
    mutationFn: () => cancelOrder(order._id),
    onSuccess: async (updated) => {
      queryClient.setQueryData(orderQueries.one(userId, order.orderId).queryKey, updated);
      setConfirming(false);
      notify.success('Order cancelled');
      await queryClient.invalidateQueries({ queryKey: orderQueries.all(userId) });
    },
    onError: (error) => {
      setConfirming(false);
      notify.error(errorMessage(error, 'Failed to cancel order'));
      void queryClient.invalidateQueries({ queryKey: orderQueries.all(userId) });
    },
  });

  const onDownload = async () => {
    setInvoiceError(null);
    setDownloading(true);
    try {
      await downloadInvoice(order.orderId);
    } catch (error) {
      console.error('Invoice download failed', error);
      setInvoiceError(INVOICE_FAILED);
    } finally {
      setDownloading(false);
    }
  };

  const goBack = () => {
    if (typeof window !== 'undefined' && window.history.length > 1) void navigate(-1);
    else void navigate('/orders');
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <button type="button" onClick={goBack} className="inline-flex h-10 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-rose-deep hover:underline">
        <ArrowLeft size={16} aria-hidden="true" />
        Back
      </button>

      <header className="mt-2 flex flex-wrap items-start justify-between gap-4 border-b border-sand pb-4">
        <div className="min-w-0">
          <h1 className="text-2xl break-words text-charcoal sm:text-3xl">Order #{order.orderId}</h1>
          <p className="mt-1 text-sm text-ink-muted">Placed on {formatDateLong(order.createdAt)}</p>
          {order.delivery && order.status !== 'delivered' && order.status !== 'cancelled' && (
            <p className="mt-1 text-sm font-semibold text-emerald-800">{deliveryDatesText(order.delivery)}</p>
          )}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} labelled />
            <span className="text-sm font-semibold text-charcoal tabular-nums">{formatRupees(order.total)}</span>
          </div>
        </div>
        <div className="grid w-full grid-cols-1 gap-2 sm:flex sm:w-auto">
          {canVerifyPayment(order) && <VerifyPaymentButton verifying={payment.verifying} onVerify={payment.verify} />}
          {/* The invoice is issued once the order is confirmed (COD placed, online paid); until then there is nothing to download. */}
          {order.invoiceNumber !== null && (
            <button
              type="button"
              onClick={() => void onDownload()}
              disabled={downloading}
              aria-describedby={order.invoiceCancelledAt ? 'invoice-cancelled' : undefined}
              className={buttonClass('secondary', 'md', 'whitespace-nowrap')}
            >
              <Download size={16} aria-hidden="true" />
              {downloading ? 'Downloading…' : 'Download Invoice'}
            </button>
          )}
          {order.canCancel && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={buttonClass('danger-outline', 'md', 'whitespace-nowrap')}
            >
              <XCircle size={16} aria-hidden="true" />
              Cancel Order
            </button>
          )}
        </div>
      </header>
      <VerifyPaymentResult outcome={payment.outcome} />
      {invoiceError && (
        <div className="mt-4">
          <FormAlert>{invoiceError}</FormAlert>
        </div>
      )}

      {order.status === 'shipped' && (
        <section aria-label="Tracking" className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 sm:p-5">
          <h2 className="flex items-center gap-2 font-sans text-base font-semibold">
            <Truck size={18} aria-hidden="true" />
            Your order is on the way!
          </h2>
          <dl className="mt-2 grid gap-1 sm:grid-cols-3">
            <div>
              <dt className="text-xs text-emerald-800">Courier</dt>
              <dd className="font-semibold">{order.tracking?.courier ?? 'To be updated'}</dd>
            </div>
            <div>
              <dt className="text-xs text-emerald-800">Tracking number</dt>
              <dd className="font-semibold break-words">{order.tracking?.trackingNumber ?? 'To be updated'}</dd>
            </div>
            <div>
              <dt className="text-xs text-emerald-800">Expected delivery</dt>
              <dd className="font-semibold">
                {order.delivery
                  ? deliveryDateRange(order.delivery)
                  : `${DELIVERY_ESTIMATES.shippedBusinessDays} business days`}
              </dd>
            </div>
          </dl>
        </section>
      )}
      {order.status === 'delivered' && (
        <section aria-label="Delivered" className="mt-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900 sm:p-5">
          <PackageCheck size={22} aria-hidden="true" className="shrink-0" />
          <div>
            <h2 className="font-sans text-base font-semibold">Order delivered successfully!</h2>
            {order.deliveredAt && <p className="mt-0.5">Delivered on {formatDateLong(order.deliveredAt)}</p>}
          </div>
        </section>
      )}
      {order.status === 'delivered' && <ReturnsSection order={order} />}
      {order.status === 'cancelled' && (
        <div className="mt-6 space-y-1 rounded-2xl border border-error-line bg-error-soft p-4 text-sm text-error-deep">
          <p>This order was cancelled{order.cancelledAt ? ` on ${formatDateLong(order.cancelledAt)}` : ''}.</p>
          {order.invoiceNumber && order.invoiceCancelledAt && <InvoiceCancelledNote number={order.invoiceNumber} at={order.invoiceCancelledAt} />}
        </div>
      )}

      <OrderSummaryGrid order={order} className="mt-6" />

      <nav aria-label="More" className="mt-6 flex flex-wrap gap-3">
        <Link to="/orders" className={buttonClass('secondary', 'md')}>
          View My Orders
        </Link>
        <Link to="/products" className={buttonClass('secondary', 'md')}>
          Continue Shopping
        </Link>
      </nav>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel Order"
        message={`Are you sure you want to cancel order ${order.orderId}? This action cannot be undone.`}
        confirmLabel="Yes, Cancel Order"
        cancelLabel="Keep Order"
        variant="danger"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </div>
  );
}

/** A cancelled invoice is no longer a valid tax invoice: said beside the download, as the PDF says it. */
function InvoiceCancelledNote({ number, at }: { number: string; at: string }) {
  return (
    <p id="invoice-cancelled" className="font-semibold">
      Invoice {number} was cancelled on {formatDateLong(at)}; its PDF is marked CANCELLED.
    </p>
  );
}
