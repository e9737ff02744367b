import { formatRupees } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ChevronRight, IndianRupee, PackageOpen, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '../../catalogue';
import { BackupSummary } from '../backups/backups-page';
import { formatShortDateTime } from '../format';
import { PageHeader } from '../ui/page-header';
import { QueryState } from '../ui/query-state';
import { PANEL, TEXT_LINK } from '../ui/styles';
import { dashboardQueries } from './dashboard-queries';
import { LowStockLevelForm } from './low-stock-level-form';
import { SalesSection } from './sales-section';
import type { Dashboard, PeriodFigures } from './types';

/** Where the "to process" figure leads: the order list filtered to what still needs packing. */
export const TO_PROCESS_HREF = '/admin/orders?status=pending';

/** /admin: the day at a glance. */
export function DashboardPage() {
  const dashboard = useQuery(dashboardQueries.summary());
  return (
    <>
      <PageHeader title="Dashboard" description="Orders and revenue in India time; revenue leaves out cancelled orders." />
      <QueryState query={dashboard} loadingLabel="Loading the dashboard">
        {(data) => <DashboardBody data={data} />}
      </QueryState>
      <div className="mt-8">
        <SalesSection />
      </div>
    </>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  return (
    <div className="space-y-5">
      <div className="grid gap-3 sm:grid-cols-3">
        <PeriodCard title="Today" figures={data.today} />
        <PeriodCard title="This month" figures={data.month} />
        <section aria-labelledby="to-process" className={`${PANEL} flex flex-col p-4 sm:p-5`}>
          <h2 id="to-process" className="flex items-center gap-2 font-sans text-sm font-semibold text-ink-muted">
            <PackageOpen size={18} aria-hidden="true" className="text-rose-deep" />
            To process
          </h2>
          <p className="mt-2 text-3xl font-semibold text-charcoal tabular-nums">{data.toProcess.toLocaleString('en-IN')}</p>
          <p className="text-xs text-ink-muted">pending and processing orders</p>
          <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-3 text-sm">
            <Link to={TO_PROCESS_HREF} className={`${TEXT_LINK} inline-flex items-center gap-1`}>
              Pending orders
              <ChevronRight size={15} aria-hidden="true" />
            </Link>
            <Link to="/admin/orders?status=processing" className={`${TEXT_LINK} inline-flex items-center gap-1`}>
              Processing orders
              <ChevronRight size={15} aria-hidden="true" />
            </Link>
          </div>
        </section>
      </div>

      <div className="grid items-start gap-5 lg:grid-cols-2">
        <ListCard title="Payments needing attention" icon={<AlertTriangle size={18} aria-hidden="true" className="text-brass-deep" />} empty="No payment needs attention.">
          {data.paymentAttention.map((order) => (
            <li key={order._id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <Link to={`/admin/orders/${encodeURIComponent(order.orderId)}`} className={TEXT_LINK}>
                  {order.orderId}
                </Link>
                <p className="mt-0.5 text-sm break-words text-charcoal">{order.paymentAttention}</p>
                <p className="text-xs text-ink-muted">{formatShortDateTime(order.createdAt)}</p>
              </div>
              <span className="shrink-0 text-sm font-semibold text-charcoal tabular-nums">{formatRupees(order.total)}</span>
            </li>
          ))}
        </ListCard>

        <ListCard
          title="Low stock"
          icon={<PackageOpen size={18} aria-hidden="true" className="text-rose-deep" />}
          empty={`No visible product has fewer than ${data.lowStockBelow} in stock.`}
          footer={<LowStockLevelForm current={data.lowStockBelow} />}
        >
          {data.lowStock.map((product) => (
            <li key={product._id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
              <span className="block size-11 shrink-0 overflow-hidden rounded-lg bg-mist">
                <ProductImage src={product.image ?? undefined} alt="" sizes="44px" width={44} height={44} className="size-full object-cover" />
              </span>
              <Link to={`/admin/products/${encodeURIComponent(product._id)}`} className={`${TEXT_LINK} min-w-0 flex-1 truncate`}>
                {product.name}
              </Link>
              <span className={`shrink-0 text-sm font-semibold tabular-nums ${product.stock === 0 ? 'text-error' : 'text-brass-deep'}`}>
                {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
              </span>
            </li>
          ))}
        </ListCard>
      </div>
      <BackupSummary status={data.backups} />
    </div>
  );
}

function PeriodCard({ title, figures }: { title: string; figures: PeriodFigures }) {
  const id = `period-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={`${PANEL} p-4 sm:p-5`}>
      <h2 id={id} className="flex items-center gap-2 font-sans text-sm font-semibold text-ink-muted">
        <IndianRupee size={18} aria-hidden="true" className="text-rose-deep" />
        {title}
      </h2>
      <p className="mt-2 text-3xl font-semibold text-charcoal tabular-nums">{formatRupees(figures.revenue)}</p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
        <ReceiptText size={15} aria-hidden="true" />
        {figures.orders.toLocaleString('en-IN')} {figures.orders === 1 ? 'order' : 'orders'}
      </p>
    </section>
  );
}

function ListCard({ title, icon, empty, footer, children }: { title: string; icon: ReactNode; empty: string; footer?: ReactNode; children: ReactNode[] }) {
  return (
    <section aria-label={title} className={`${PANEL} p-4 sm:p-5`}>
      <h2 className="flex items-center gap-2 font-sans text-base font-semibold text-charcoal">
        {icon}
        {title}
      </h2>
      {children.length === 0 ? <p className="mt-3 text-sm text-ink-muted">{empty}</p> : <ul className="mt-3 divide-y divide-sand/70">{children}</ul>}
      {footer}
    </section>
  );
}
