import { formatIndianPhone, formatRupees, PAYMENT_METHOD_LABELS } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../orders';
import { formatShortDateTime } from '../format';
import { PageHeader } from '../ui/page-header';
import { Pager } from '../ui/pager';
import { QueryState } from '../ui/query-state';
import { SearchBox } from '../ui/search-box';
import { SelectFilter } from '../ui/select-filter';
import { TABLE, TABLE_WRAP, TD, TEXT_LINK, TH } from '../ui/styles';
import { useListParams } from '../ui/use-list-params';
import { ORDER_FILTER_KEYS, PAYMENT_METHOD_OPTIONS, PAYMENT_STATUS_OPTIONS, STATUS_OPTIONS } from './order-filters';
import { adminOrderQueries } from './orders-queries';
import { PaymentStatusBadge } from './payment-status-badge';
import type { AdminOrderRow } from './types';

/** /admin/orders: every order, newest first, searchable by order id, phone or name. */
export function OrdersListPage() {
  const { values, page, setFilters, setPage } = useListParams(ORDER_FILTER_KEYS);
  const orders = useQuery(adminOrderQueries.list({ ...values, page }));

  return (
    <>
      <PageHeader title="Orders" description="Search, filter and open an order to process it." />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <div className="col-span-2 lg:col-span-1">
          <SearchBox
            label="Search orders"
            placeholder="Order id, phone or name"
            value={values.search}
            onSearch={(search) => setFilters({ search })}
          />
        </div>
        <SelectFilter label="Status" value={values.status} options={STATUS_OPTIONS} onChange={(status) => setFilters({ status })} />
        <SelectFilter label="Payment" value={values.paymentStatus} options={PAYMENT_STATUS_OPTIONS} onChange={(paymentStatus) => setFilters({ paymentStatus })} />
        <div className="col-span-2 lg:col-span-1">
          <SelectFilter label="Method" value={values.paymentMethod} options={PAYMENT_METHOD_OPTIONS} onChange={(paymentMethod) => setFilters({ paymentMethod })} />
        </div>
      </div>

      <QueryState query={orders} loadingLabel="Loading orders">
        {(data) => (
          <div aria-busy={orders.isPlaceholderData || undefined} className={orders.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
            {data.orders.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-sand bg-white px-4 py-10 text-center text-sm text-ink-muted">
                No orders match these filters.
              </p>
            ) : (
              <div className={TABLE_WRAP}>
                <table className={TABLE}>
                  <caption className="sr-only">Orders, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={TH}>Order</th>
                      <th scope="col" className={TH}>Customer</th>
                      <th scope="col" className={`${TH} text-right`}>Total</th>
                      <th scope="col" className={`${TH} max-md:hidden`}>Status</th>
                      <th scope="col" className={`${TH} max-md:hidden`}>Payment</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.orders.map((order) => (
                      <OrderRow key={order._id} order={order} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <Pager page={data.page} pages={data.pages} total={data.total} noun={data.total === 1 ? 'order' : 'orders'} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </>
  );
}

function OrderRow({ order }: { order: AdminOrderRow }) {
  return (
    <tr className="hover:bg-ivory">
      <td className={TD}>
        <Link to={`/admin/orders/${encodeURIComponent(order.orderId)}`} className={`${TEXT_LINK} whitespace-nowrap`}>
          {order.orderId}
        </Link>
        <span className="mt-0.5 block text-xs whitespace-nowrap text-ink-muted">{formatShortDateTime(order.createdAt)}</span>
        {/* Phones have no room for the status columns: the badges sit under the order number. */}
        <div className="mt-1.5 flex flex-wrap gap-1 md:hidden">
          <StatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          {order.paymentAttention && <AttentionFlag />}
        </div>
      </td>
      <td className={TD}>
        <span className="block font-medium text-charcoal">{order.userName || '—'}</span>
        <span className="block text-xs whitespace-nowrap text-ink-muted">{formatIndianPhone(order.userPhone)}</span>
      </td>
      <td className={`${TD} text-right whitespace-nowrap`}>
        <span className="font-semibold text-charcoal tabular-nums">{formatRupees(order.total)}</span>
        <span className="block text-xs text-ink-muted">
          {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
        </span>
      </td>
      <td className={`${TD} max-md:hidden`}>
        <StatusBadge status={order.status} />
      </td>
      <td className={`${TD} max-md:hidden`}>
        <div className="flex flex-col items-start gap-1">
          <PaymentStatusBadge status={order.paymentStatus} />
          <span className="text-xs whitespace-nowrap text-ink-muted">{PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}</span>
          {order.paymentAttention && <AttentionFlag />}
        </div>
      </td>
    </tr>
  );
}

function AttentionFlag() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-brass-deep">
      <AlertTriangle size={14} aria-hidden="true" />
      Needs attention
    </span>
  );
}
