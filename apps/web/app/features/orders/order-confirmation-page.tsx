import { DELIVERY_ESTIMATES, deliveryDatesText, formatDateLong } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Info, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { useAuth } from '../auth';

import { OrderProblem } from './order-details-page';
import { isNotFound, orderQueries } from './orders-queries';
import { OrderSummaryGrid, StatusBadge } from './order-bits';
import { buttonClass } from '../../components/ui/button';

/** /order-confirmation/{orderId} (account §2 Order confirmation). */
export function OrderConfirmationPage({ orderId }: { orderId: string }) {
  const { user } = useAuth();
  const order = useQuery(orderQueries.one(user?._id ?? '', orderId));

  if (order.isPending) {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Loader size="large" label="Loading your order" />
      </div>
    );
  }
  if (order.isError) return <OrderProblem message={isNotFound(order.error) ? 'Order not found' : 'Failed to load order details'} />;
  const data = order.data;

  return (
    <div className="container-page py-6 sm:py-10">
      <header className="mx-auto max-w-2xl text-center">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <CheckCircle2 size={36} strokeWidth={1.75} aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-3xl text-charcoal sm:text-4xl">Order Placed Successfully!</h1>
        <p className="mt-2 text-sm text-ink-muted">Thank you for shopping with Dhatu. We have received your order.</p>
        <dl className="mx-auto mt-5 grid max-w-md grid-cols-1 gap-3 rounded-2xl border border-sand/80 bg-white p-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-ink-muted">Order number</dt>
            <dd className="font-semibold break-words text-charcoal">{data.orderId}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">Date</dt>
            <dd className="font-semibold text-charcoal">{formatDateLong(data.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">Status</dt>
            <dd className="mt-0.5">
              <StatusBadge status={data.status} />
            </dd>
          </div>
        </dl>
        {data.delivery && (
          <p className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <Truck size={16} aria-hidden="true" />
            {deliveryDatesText(data.delivery)}
          </p>
        )}
      </header>

      <OrderSummaryGrid order={data} itemsTitle="Items Ordered" className="mx-auto mt-8 max-w-5xl" />

      <section aria-label="What's Next?" className="mx-auto mt-6 max-w-5xl rounded-2xl border border-brass-light bg-cream/70 p-4 sm:p-5">
        <h2 className="flex items-center gap-2 font-sans text-base font-semibold text-charcoal">
          <Info size={18} aria-hidden="true" className="text-brass-deep" />
          What&apos;s Next?
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-charcoal-soft">
          <li>We&apos;ll process your order within {DELIVERY_ESTIMATES.processingBusinessDays} business days.</li>
          <li>Your order will be delivered in {DELIVERY_ESTIMATES.confirmationBusinessDays} business days.</li>
          <li>You can track your order and download the invoice from My Orders.</li>
        </ul>
      </section>

      <nav aria-label="Next steps" className="mx-auto mt-6 flex max-w-5xl flex-wrap justify-center gap-3">
        <Link to="/orders" className={buttonClass('primary', 'md')}>
          View My Orders
        </Link>
        <Link to="/products" className={buttonClass('secondary', 'md')}>
          Continue Shopping
        </Link>
      </nav>
    </div>
  );
}
