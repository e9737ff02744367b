import { formatRupees, type SalesGrouping } from '@dhatu/domain';

/** en-IN, in India's calendar: the labels of the sales section and its tables. */
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

// An India day 'YYYY-MM-DD' read at UTC midnight and printed in UTC is that same calendar day.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** '21 Nov 2026'. */
export const formatDay = (day: string) => dayMonthYear.format(asDate(day));

/** '15 Nov 2026 – 21 Nov 2026', or one day alone. */
export function formatDayRange(range: { from: string; to: string }): string {
  return range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} – ${formatDay(range.to)}`;
}

/** A bar's label: '21 Nov', 'Week of 16 Nov', 'Nov 2026'. */
export function formatBucket(start: string, grouping: SalesGrouping): string {
  if (grouping === 'month') return monthYear.format(asDate(start));
  if (grouping === 'week') return `Week of ${dayMonth.format(asDate(start))}`;
  return dayMonth.format(asDate(start));
}

/** A chart axis: '₹1.2L', '₹45K'. */
export const formatRupeesShort = (rupees: number) => `₹${compact.format(rupees)}`;

export const formatCount = (n: number) => n.toLocaleString('en-IN');

export const formatMoney = (rupees: number) => formatRupees(rupees);

/** '+12.5%', '−3%', or 'new' when the previous period had nothing. */
export function formatChange(changePercent: number | null): string {
  if (changePercent === null) return 'new';
  if (changePercent === 0) return 'no change';
  return `${changePercent > 0 ? '+' : '−'}${Math.abs(changePercent).toLocaleString('en-IN')}%`;
}
