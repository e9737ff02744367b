import { formatIndianPhone, formatRupees, paymentStatusLabel, PAYMENT_METHOD_LABELS, shippingLabel, rupeesToPaise } from '@dhatu/domain';
import { Ban, CheckCircle2, Clock, PackageCheck, Settings2, Truck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage, productHref } from '../catalogue';
import { addressLines } from '../profile';
import type { Order, OrderAddress } from './types';

/** Pending is yellow; every other status green, cancelled red (account §4: each its own icon and colour). */
const STATUS_LOOK: Record<string, { icon: LucideIcon; className: string; label: string }> = {
  pending: { icon: Clock, className: 'bg-amber-100 text-amber-900 ring-amber-300', label: 'Pending' },
  processing: { icon: Settings2, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', label: 'Processing' },
  shipped: { icon: Truck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', label: 'Shipped' },
  delivered: { icon: PackageCheck, className: 'bg-emerald-100 text-emerald-900 ring-emerald-300', label: 'Delivered' },
  cancelled: { icon: Ban, className: 'bg-error-soft text-error-deep ring-error-line', label: 'Cancelled' },
};
STATUS_LOOK.canceled = STATUS_LOOK.cancelled!;

export const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset';

/**
 * What a badge is the status of. Shown where an order's two badges could be confused ('Order:
 * Pending', 'Payment: Pending'); only read out where a heading or row already says it.
 */
function BadgeLabel({ text, shown }: { text: string; shown: boolean }) {
  return <span className={shown ? 'font-medium' : 'sr-only'}>{text}: </span>;
}

/** The order's own status. `labelled` shows 'Order:' before it (the orders list and details). */
export function StatusBadge({ status, labelled = false }: { status: string; labelled?: boolean }) {
  const look = STATUS_LOOK[status] ?? { icon: CheckCircle2, className: 'bg-mist text-charcoal ring-sand', label: status };
  const Icon = look.icon;
  return (
    <span className={`${BADGE} ${look.className}`} data-status={status}>
      <Icon size={14} aria-hidden="true" />
      <BadgeLabel text={labelled ? 'Order' : 'Status'} shown={labelled} />
      {look.label}
    </span>
  );
}

const PAYMENT_LOOK = {
  Paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Failed: 'bg-error-soft text-error-deep ring-error-line',
  Refunded: 'bg-sky-50 text-sky-900 ring-sky-200',
  Pending: 'bg-amber-50 text-amber-900 ring-amber-300',
} as const;

/** Paid, Failed, Refunded or Pending (account §8). `labelled` shows 'Payment:' before it (beside the order's badge). */
export function PaymentBadge({ status, labelled = false }: { status: string; labelled?: boolean }) {
  const label = paymentStatusLabel(status);
  const className = PAYMENT_LOOK[label];
  return (
    <span className={`${BADGE} ${className}`}>
      <BadgeLabel text="Payment" shown={labelled} />
      {label}
    </span>
  );
}

export const CARD = 'rounded-2xl border border-sand/80 bg-white p-4 sm:p-5';

export function Card({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`${CARD} ${className}`} aria-label={title}>
      <h2 className="font-sans text-base font-semibold text-charcoal">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function AddressBlock({ address }: { address: OrderAddress }) {
  return (
    <address className="text-sm leading-relaxed text-ink-muted not-italic">
      {addressLines(address).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function AddressesCard({ order }: { order: Order }) {
  return (
    <section className={`${CARD} grid gap-4 sm:grid-cols-2`} aria-label="Addresses">
      <div>
        <h2 className="font-sans text-base font-semibold text-charcoal">Shipping Address</h2>
        <div className="mt-2">
          <AddressBlock address={order.shippingAddress} />
        </div>
      </div>
      <div>
        <h2 className="font-sans text-base font-semibold text-charcoal">Billing Address</h2>
        <div className="mt-2">
          {order.billingAddressSameAsShipping ? <p className="mb-1 text-xs font-medium text-ink-muted">Same as shipping address</p> : null}
          <AddressBlock address={order.billingAddress} />
        </div>
      </div>
    </section>
  );
}

export function ContactCard({ order }: { order: Order }) {
  const name = order.userName || order.user.name;
  const phone = order.userPhone || order.user.phone;
  return (
    <Card title="Contact Information">
      <dl className="space-y-1.5 text-sm">
        <Row label="Name" value={name} />
        <Row label="Phone" value={formatIndianPhone(phone)} />
        {order.receiverName && <Row label="Receiver" value={order.receiverName} />}
        {order.receiverPhone && <Row label="Receiver phone" value={formatIndianPhone(order.receiverPhone)} />}
      </dl>
    </Card>
  );
}

export function PaymentCard({ order }: { order: Order }) {
  return (
    <Card title="Payment Information">
      <dl className="space-y-1.5 text-sm">
        <Row label="Method" value={PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod} />
        <div className="flex items-center justify-between gap-3">
          <dt className="text-ink-muted">Status</dt>
          <dd>
            <PaymentBadge status={order.paymentStatus} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-medium break-words text-charcoal">{value}</dd>
    </div>
  );
}

/** Subtotal, discounts, coupon, shipping ('Free' at 0) and total, as the cart showed them. */
export function TotalsCard({ order }: { order: Order }) {
  const items = order.itemCount === 1 ? '1 item' : `${order.itemCount} items`;
  return (
    <Card title="Order Summary">
      <dl className="space-y-2 text-sm">
        <Row label={`Subtotal (${items})`} value={formatRupees(order.originalSubtotal)} />
        {order.productDiscount > 0 && <Saving label="Product discount" value={order.productDiscount} />}
        {order.couponDiscount > 0 && <Saving label={order.couponCode ? `Coupon discount (${order.couponCode})` : 'Coupon discount'} value={order.couponDiscount} />}
        <Row label="Shipping" value={shippingLabel(rupeesToPaise(order.shippingFee))} />
        <div className="flex items-baseline justify-between gap-3 border-t border-sand pt-3">
          <dt className="text-base font-semibold text-charcoal">Total</dt>
          <dd className="text-lg font-semibold text-charcoal tabular-nums">{formatRupees(order.total)}</dd>
        </div>
      </dl>
    </Card>
  );
}

function Saving({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium text-emerald-800 tabular-nums">−{formatRupees(value)}</dd>
    </div>
  );
}

/** The items with their pictures, each linking to its product page. */
export function ItemsCard({ order, title = 'Items' }: { order: Order; title?: string }) {
  return (
    <Card title={title}>
      <ul className="divide-y divide-sand/70">
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <Link to={productHref(item.product._id, item.variant?._id)} className="block size-16 shrink-0 overflow-hidden rounded-xl bg-mist sm:size-20" tabIndex={-1} aria-hidden="true">
              <ProductImage src={item.product.images[0]} alt="" sizes="80px" width={80} height={80} className="size-full object-cover" />
            </Link>
            <div className="min-w-0 flex-1">
              <Link to={productHref(item.product._id, item.variant?._id)} className="line-clamp-2 text-sm font-semibold text-charcoal hover:text-rose-deep hover:underline">
                {item.product.name}
              </Link>
              <p className="mt-1 text-xs text-ink-muted">
                Qty: {item.quantity} × {formatRupees(item.price)}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-charcoal tabular-nums">{formatRupees(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The body both the confirmation and the details page show: items and addresses, then the money. */
export function OrderSummaryGrid({ order, itemsTitle, className = '' }: { order: Order; itemsTitle?: string; className?: string }) {
  return (
    <div className={`grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6 ${className}`}>
      <div className="space-y-4">
        <ItemsCard order={order} title={itemsTitle} />
        <AddressesCard order={order} />
      </div>
      <div className="space-y-4">
        <TotalsCard order={order} />
        <PaymentCard order={order} />
        <ContactCard order={order} />
      </div>
    </div>
  );
}
