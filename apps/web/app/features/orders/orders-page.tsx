import { DELIVERY_ESTIMATES, formatDateLong, formatRupees, ORDER_CARD_MAX_THUMBNAILS } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, PackageCheck, PackageOpen, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { useAuth } from '../auth';
import { ProductImage, productHref } from '../catalogue';
import { FormAlert } from '../../components/ui/field';
import { OrdersDataError } from './orders-api';
import { orderQueries } from './orders-queries';
import { PaymentBadge, StatusBadge } from './order-bits';
import type { Order } from './types';
import { buttonClass } from '../../components/ui/button';

/** /orders (account §2 Orders list): 'My Orders', newest first. */
export function OrdersPage() {
  const { user } = useAuth();
  const userId = user?._id ?? '';
  const orders = useQuery(orderQueries.list(userId));

  return (
    <div className="container-page py-6 sm:py-10">
      <header className="border-b border-sand pb-4">
        <h1 className="text-3xl text-charcoal sm:text-4xl">My Orders</h1>
        <p className="mt-1 text-sm text-ink-muted">Track and manage your orders</p>
      </header>

      <div className="mt-6">
        {orders.isPending ? (
          <div className="flex min-h-[40dvh] items-center justify-center">
            <Loader size="large" label="Loading your orders" />
          </div>
        ) : orders.isError ? (
          <div className="mx-auto max-w-md space-y-3 text-center">
            <FormAlert>{orders.error instanceof OrdersDataError ? 'Error loading orders data' : 'Failed to load orders'}</FormAlert>
            <button type="button" onClick={() => void orders.refetch()} disabled={orders.isFetching} className={buttonClass('secondary', 'md')}>
              Try Again
            </button>
          </div>
        ) : orders.data.length === 0 ? (
          <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-sand/80 bg-white px-6 py-12 text-center">
            <PackageOpen size={44} strokeWidth={1.5} aria-hidden="true" className="text-rose-deep" />
            <h2 className="mt-4 text-2xl text-charcoal">No Orders Yet</h2>
            <p className="mt-2 text-sm text-ink-muted">Your handcrafted finds will appear here once you place an order.</p>
            <Link to="/products" className={buttonClass('primary', 'md', 'mt-6')}>
              Start Shopping
            </Link>
          </div>
        ) : (
          <ul className="space-y-4" aria-label="Your orders">
            {orders.data.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const shown = order.items.slice(0, ORDER_CARD_MAX_THUMBNAILS);
  const more = order.items.length - shown.length;
  const units = order.itemCount ?? order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <article aria-label={`Order ${order.orderId}`} className="rounded-2xl border border-sand/80 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-sans text-base font-semibold break-words text-charcoal">Order #{order.orderId}</h2>
          <p className="mt-0.5 text-sm text-ink-muted">Placed on {formatDateLong(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={order.status} labelled />
          <PaymentBadge status={order.paymentStatus} labelled />
        </div>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ul className="flex items-center gap-2" aria-label="Items">
          {shown.map((item) => (
            <li key={item._id}>
              <Link
                to={productHref(item.product._id, item.variant?._id)}
                className="relative block size-14 overflow-hidden rounded-xl bg-mist ring-1 ring-sand sm:size-16"
                aria-label={`${item.product.name}, quantity ${item.quantity}`}
              >
                <ProductImage src={item.product.images[0]} alt="" sizes="64px" width={64} height={64} className="size-full object-cover" />
                <span aria-hidden="true" className="absolute right-0.5 bottom-0.5 rounded-full bg-charcoal/85 px-1.5 text-[0.6875rem] font-semibold text-white">
                  ×{item.quantity}
                </span>
              </Link>
            </li>
          ))}
          {more > 0 && (
            <li className="flex size-14 items-center justify-center rounded-xl bg-cream text-sm font-semibold text-charcoal sm:size-16" aria-label={`${more} more items`}>
              +{more}
            </li>
          )}
        </ul>
        <div className="ml-auto text-right">
          <p className="text-lg font-semibold text-charcoal tabular-nums">{formatRupees(order.total)}</p>
          <p className="text-xs text-ink-muted">
            {units} {units === 1 ? 'item' : 'items'}
          </p>
        </div>
      </div>

      {order.status === 'shipped' && (
        <div className="mt-4 flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900">
          <Truck size={18} aria-hidden="true" className="mt-px shrink-0" />
          <p>
            <span className="font-semibold">Your order is on the way!</span>{' '}
            <span className="block sm:inline">Expected delivery: {DELIVERY_ESTIMATES.shippedBusinessDays} business days</span>
          </p>
        </div>
      )}
      {order.status === 'delivered' && (
        <p className="mt-4 flex items-center gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm font-semibold text-emerald-900">
          <PackageCheck size={18} aria-hidden="true" className="shrink-0" />
          Order delivered successfully!
        </p>
      )}

      <div className="mt-4 flex justify-end border-t border-sand/70 pt-3">
        <Link to={`/orders/${order.orderId}`} className="inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-semibold text-rose-deep hover:bg-rose-soft" aria-label={`View Details of order ${order.orderId}`}>
          View Details
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
