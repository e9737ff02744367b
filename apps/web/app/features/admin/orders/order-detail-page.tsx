import { deliveryDateRange, formatIndianPhone, formatRupees, PAYMENT_METHOD_LABELS } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { AddressesCard, ContactCard, ItemsCard, StatusBadge, TotalsCard } from '../../orders';

import { formatShortDateTime } from '../format';
import { QueryState } from '../ui/query-state';
import { PANEL } from '../ui/styles';
import { AuditCard, NotificationsCard } from './order-history';
import { OrderReturns } from './order-returns';
import { OrderStatusPanel, PaymentAttention } from './order-status-panel';
import { downloadAdminInvoice } from './orders-api';
import { adminOrderQueries } from './orders-queries';
import { PaymentStatusBadge } from './payment-status-badge';
import type { AdminOrder } from './types';
import { useOrderActions } from './use-order-actions';
import { buttonClass } from '../../../components/ui/button';

/** /admin/orders/{orderId}: everything about one order and what can be done with it. */
export function OrderDetailPage({ orderId }: { orderId: string }) {
  const order = useQuery(adminOrderQueries.one(orderId));
  return (
    <>
      <Link to="/admin/orders" className="mb-3 inline-flex h-10 items-center gap-1.5 rounded-full pr-3 text-sm font-semibold text-rose-deep hover:underline">
        <ArrowLeft size={16} aria-hidden="true" />
        All orders
      </Link>
      <QueryState query={order} loadingLabel="Loading the order" notFound="Order not found">
        {(data) => <OrderDetail order={data} routeId={orderId} />}
      </QueryState>
    </>
  );
}

function OrderDetail({ order, routeId }: { order: AdminOrder; routeId: string }) {
  const actions = useOrderActions(order, routeId);
  const [downloading, setDownloading] = useState(false);

  const onInvoice = async () => {
    setDownloading(true);
    try {
      await downloadAdminInvoice(order._id, order.orderId);
    } catch (error) {
      notify.error(errorMessage(error, 'Failed to download invoice. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-sand pb-4">
        <div className="min-w-0">
          <h1 className="text-2xl break-words text-charcoal sm:text-3xl">Order #{order.orderId}</h1>
          <p className="mt-1 text-sm text-ink-muted">Placed {formatShortDateTime(order.createdAt)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <StatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            <span className="text-sm font-semibold text-charcoal tabular-nums">{formatRupees(order.total)}</span>
          </div>
        </div>
        {/* Issued once the order is confirmed (COD placed, online paid). */}
        {order.invoiceNumber !== null && (
          <button type="button" onClick={() => void onInvoice()} disabled={downloading} className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
            <Download size={16} aria-hidden="true" />
            {downloading ? 'Downloading…' : order.invoiceCancelledAt ? 'Download invoice (cancelled)' : 'Download invoice'}
          </button>
        )}
      </header>

      <PaymentAttention order={order} actions={actions} />

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <OrderStatusPanel order={order} actions={actions} />
        <div className="space-y-4">
          <ShopDetails order={order} />
          <OrderReturns order={order} />
        </div>
      </div>

      {/* The customer's own cards, except payment: the shop sees its exact status (ShopDetails). */}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="space-y-4">
          <ItemsCard order={order} />
          <AddressesCard order={order} />
        </div>
        <div className="space-y-4">
          <TotalsCard order={order} />
          <ContactCard order={order} />
        </div>
      </div>

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <NotificationsCard order={order} />
        <AuditCard order={order} />
      </div>
    </div>
  );
}

/** Delivery and payment facts the customer's page does not show. */
function ShopDetails({ order }: { order: AdminOrder }) {
  const rows: [string, string | null][] = [
    ['Payment', PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod],
    // What the shopper was promised when ordering (issue 22): the date to ship in time for.
    ['Promised delivery', order.delivery ? deliveryDateRange(order.delivery) : null],
    ['Courier', order.courier],
    ['Tracking number', order.trackingNumber],
    ['Shipped', order.shippedAt ? formatShortDateTime(order.shippedAt) : null],
    ['Delivered', order.deliveredAt ? formatShortDateTime(order.deliveredAt) : null],
    ['Cancelled', order.cancelledAt ? formatShortDateTime(order.cancelledAt) : null],
    ['Paid', order.paymentVerifiedAt ? formatShortDateTime(order.paymentVerifiedAt) : null],
    ['Payment provider', order.paymentProvider],
    ['Payment reference', order.paymentReference],
    ['Customer e-mail', order.userEmail],
    ['Customer phone', order.userPhone ? formatIndianPhone(order.userPhone) : null],
    ['Invoice', order.invoiceNumber],
    ['Invoice cancelled', order.invoiceCancelledAt ? formatShortDateTime(order.invoiceCancelledAt) : null],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <section aria-labelledby="shop-details" className={`${PANEL} p-4 sm:p-5`}>
      <h2 id="shop-details" className="font-sans text-base font-semibold text-charcoal">
        Delivery and payment
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        {shown.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3">
            <dt className="shrink-0 text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-charcoal">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
