import { useQuery } from '@tanstack/react-query';
import { lazy, useId, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { PAYMENT_METHOD_LABELS, type ReportPeriod, type SalesGrouping } from '@dhatu/domain';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../ui/query-state';
import { FILTER_INPUT, FILTER_LABEL, PANEL } from '../ui/styles';
import { ChartFigure } from './chart-figure';
import { dashboardQueries } from './dashboard-queries';
import { formatBucket, formatChange, formatCount, formatDayRange, formatMoney } from './sales-format';
import type { SalesDto, SalesFigure, SalesParams } from './types';

// The charting library comes with this chunk only, when the dashboard draws its first chart.
const RupeeBars = lazy(() => import('./sales-charts').then((m) => ({ default: m.RupeeBars })));
const ShareDonut = lazy(() => import('./sales-charts').then((m) => ({ default: m.ShareDonut })));

const PERIODS: readonly { value: ReportPeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'fy', label: 'This financial year' },
  { value: 'custom', label: 'Chosen range' },
];
const GROUPINGS: readonly { value: SalesGrouping | ''; label: string }[] = [
  { value: '', label: 'Automatic' },
  { value: 'day', label: 'By day' },
  { value: 'week', label: 'By week' },
  { value: 'month', label: 'By month' },
];

/** The dashboard's sales: a period, its figures against the one before, and charts with tables. */
export function SalesSection() {
  const [period, setPeriod] = useState<ReportPeriod>('30d');
  const [groupBy, setGroupBy] = useState<SalesGrouping | ''>('');
  const [custom, setCustom] = useState<{ from: string; to: string } | null>(null);
  const params: SalesParams = period === 'custom'
    ? { period, from: custom?.from, to: custom?.to, groupBy: groupBy || undefined }
    : { period, groupBy: groupBy || undefined };
  const sales = useQuery({ ...dashboardQueries.sales(params), enabled: period !== 'custom' || custom !== null, placeholderData: (previous) => previous });

  return (
    <section aria-labelledby="sales-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="sales-title" className="text-xl text-charcoal">Sales</h2>
        <PeriodPicker period={period} onPeriod={setPeriod} groupBy={groupBy} onGroupBy={setGroupBy} />
      </div>
      {period === 'custom' && <RangeForm onApply={setCustom} />}
      {period === 'custom' && custom === null
        ? <p className="text-sm text-ink-muted">Choose the first and last day, then show the figures.</p>
        : (
          <QueryState query={sales} loadingLabel="Loading sales">
            {(data) => <SalesBody data={data} />}
          </QueryState>
        )}
    </section>
  );
}

function PeriodPicker({ period, onPeriod, groupBy, onGroupBy }: {
  period: ReportPeriod; onPeriod: (p: ReportPeriod) => void; groupBy: SalesGrouping | ''; onGroupBy: (g: SalesGrouping | '') => void;
}) {
  const groupId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset>
        <legend className="sr-only">Period</legend>
        <div className="flex flex-wrap gap-1.5">
          {PERIODS.map((p) => (
            <label key={p.value} className="cursor-pointer">
              <input type="radio" name="sales-period" value={p.value} checked={period === p.value} onChange={() => onPeriod(p.value)} className="peer sr-only" />
              <span className="inline-flex h-10 items-center rounded-full border border-sand bg-white px-3.5 text-sm font-semibold text-charcoal peer-checked:border-rose-deep peer-checked:bg-rose-deep peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-rose/40">
                {p.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={groupId} className={FILTER_LABEL}>Chart bars</label>
        <select id={groupId} value={groupBy} onChange={(e) => onGroupBy(e.target.value as SalesGrouping | '')} className={`${FILTER_INPUT} pr-8`}>
          {GROUPINGS.map((g) => <option key={g.value} value={g.value}>{g.label}</option>)}
        </select>
      </div>
    </div>
  );
}

function RangeForm({ onApply }: { onApply: (range: { from: string; to: string }) => void }) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ from, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Chosen range">
      <div>
        <label htmlFor={`${id}-from`} className={FILTER_LABEL}>From</label>
        <input id={`${id}-from`} type="date" required value={from} onChange={(e) => setFrom(e.target.value)} className={FILTER_INPUT} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={FILTER_LABEL}>To</label>
        <input id={`${id}-to`} type="date" required value={to} onChange={(e) => setTo(e.target.value)} className={FILTER_INPUT} />
      </div>
      <Button type="submit" variant="secondary">Show</Button>
    </form>
  );
}

function SalesBody({ data }: { data: SalesDto }) {
  const { figures } = data;
  const money = (rupees: number) => formatMoney(rupees);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">
        {formatDayRange(data.range)}, compared with {formatDayRange(data.previousRange)}. Revenue counts orders not cancelled (online ones once paid), in India time.
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <FigureCard title="Revenue" figure={figures.revenue} format={money} />
        <FigureCard title="Orders" figure={figures.orders} format={formatCount} />
        <FigureCard title="Average order value" figure={figures.averageOrderValue} format={money} />
        <FigureCard title="Units sold" figure={figures.units} format={formatCount} />
        <FigureCard title="New customers" figure={figures.newCustomers} format={formatCount} />
        <FigureCard title="Returning customers" figure={figures.returningCustomers} format={formatCount} />
        <FigureCard title="Refunds paid" figure={figures.refunds} format={money} upIsGood={false} />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          title="Sales over time"
          table={{
            caption: 'Orders and revenue in each period',
            columns: ['Period', 'Orders', 'Revenue'],
            rows: data.series.every((b) => b.orders === 0) ? [] : data.series.map((b) => [formatBucket(b.start, data.groupBy), formatCount(b.orders), money(b.revenue)]),
          }}
        >
          <RupeeBars data={data.series.map((b) => ({ label: formatBucket(b.start, data.groupBy), value: b.revenue }))} />
        </ChartFigure>
        <ChartFigure
          title={`Payment methods · cash on delivery ${data.codSharePercent.toLocaleString('en-IN')}% of orders`}
          table={{
            caption: 'Orders and revenue by payment method',
            columns: ['Method', 'Orders', 'Revenue', 'Share of revenue'],
            rows: data.paymentMethods.map((m) => [PAYMENT_METHOD_LABELS[m.method], formatCount(m.orders), money(m.revenue), `${m.sharePercent.toLocaleString('en-IN')}%`]),
          }}
        >
          <ShareDonut data={data.paymentMethods.map((m) => ({ label: PAYMENT_METHOD_LABELS[m.method], value: m.revenue }))} />
        </ChartFigure>
        <ChartFigure
          title="Top products"
          table={{
            caption: 'Products by revenue',
            columns: ['Product', 'Units', 'Revenue'],
            rows: data.topProducts.map((p) => [p.name, formatCount(p.units), money(p.revenue)]),
          }}
        >
          <RupeeBars layout="rows" data={data.topProducts.slice(0, 6).map((p) => ({ label: p.name, value: p.revenue }))} />
        </ChartFigure>
        <ChartFigure
          title="Top categories"
          table={{
            caption: 'Categories by revenue',
            columns: ['Category', 'Units', 'Revenue'],
            rows: data.topCategories.map((c) => [c.name, formatCount(c.units), money(c.revenue)]),
          }}
        >
          <RupeeBars layout="rows" data={data.topCategories.slice(0, 6).map((c) => ({ label: c.name, value: c.revenue }))} />
        </ChartFigure>
      </div>

      <section aria-labelledby="cancellations-title" className={`${PANEL} p-4 sm:p-5`}>
        <h3 id="cancellations-title" className="font-sans text-base font-semibold text-charcoal">Cancellations</h3>
        <p className="mt-1 text-sm text-charcoal">
          {formatCount(data.cancellations.orders)} {data.cancellations.orders === 1 ? 'order' : 'orders'} worth {money(data.cancellations.value)} cancelled
          {' '}({data.cancellations.ratePercent.toLocaleString('en-IN')}% of orders placed in the period).
        </p>
        <p className="mt-1 text-xs text-ink-muted">Returns will show here once the shop takes returns.</p>
      </section>
    </div>
  );
}

/** A figure against the previous period; the change is green when it went the good way (up, unless `upIsGood` is false). */
function FigureCard({ title, figure, format, upIsGood = true }: { title: string; figure: SalesFigure; format: (n: number) => string; upIsGood?: boolean }) {
  const change = figure.changePercent;
  const up = change !== null && change > 0;
  const down = change !== null && change < 0;
  const good = upIsGood ? up : down;
  const bad = upIsGood ? down : up;
  return (
    <div className={`${PANEL} p-4`}>
      <p className="text-sm font-semibold text-ink-muted">{title}</p>
      <p className="mt-1 text-2xl font-semibold text-charcoal tabular-nums">{format(figure.value)}</p>
      <p className={`mt-1 flex items-center gap-1 text-xs tabular-nums ${good ? 'text-emerald-800' : bad ? 'text-error' : 'text-ink-muted'}`}>
        {up && <ArrowUp size={14} aria-hidden="true" />}
        {down && <ArrowDown size={14} aria-hidden="true" />}
        <span>{formatChange(change)}</span>
        <span className="text-ink-muted">vs {format(figure.previous)} before</span>
      </p>
    </div>
  );
}
