import { indiaDateParts, type DateInput } from './dates.ts';

/**
 * The owner's books (issue 24) count whole days of India's calendar (IST, no daylight saving):
 * a range is two 'YYYY-MM-DD' days, both included. Dashboards compare a period with the one
 * before it; GST returns cover a month or a quarter.
 */

export const REPORT_PERIODS = ['today', '7d', '30d', 'fy', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const SALES_GROUPINGS = ['day', 'week', 'month'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];

/** Three years, one of them leap: the longest range a report or export takes. */
export const REPORT_RANGE_MAX_DAYS = 3 * 365 + 1;

export const REPORT_RANGE_MESSAGES = {
  invalidDay: 'Dates must be real days written YYYY-MM-DD',
  reversed: 'The start date must be on or before the end date',
  tooLong: 'A range can be at most three years',
  customNeedsDays: 'A chosen range needs both from and to',
} as const;

/** Two India days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 5.5 * 3_600_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real 'YYYY-MM-DD' day, or null for anything else ('2026-02-30'). */
export function dayNumber(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== date) return null;
  return ms / DAY_MS;
}

function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

function mustDay(day: string): number {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`not a day: ${day}`);
  return n;
}

export function addDays(day: string, days: number): string {
  return dayOfNumber(mustDay(day) + days);
}

/** The India calendar day of an instant, 'YYYY-MM-DD'. */
export function indiaDay(at: DateInput): string {
  const { year, month, day } = indiaDateParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant an India day begins (midnight IST). */
export function indiaDayStartOf(day: string): Date {
  return new Date(mustDay(day) * DAY_MS - IST_OFFSET_MS);
}

/** Instants [start, end) covering a range of India days: what a query compares timestamps with. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return { start: indiaDayStartOf(range.from), end: indiaDayStartOf(addDays(range.to, 1)) };
}

export function rangeDays(range: DayRange): number {
  return mustDay(range.to) - mustDay(range.from) + 1;
}

/** What is wrong with a range the owner asked for, in the words the API answers, or null. */
export function reportRangeProblem(from: string, to: string): string | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (start === null || end === null) return REPORT_RANGE_MESSAGES.invalidDay;
  if (start > end) return REPORT_RANGE_MESSAGES.reversed;
  if (end - start + 1 > REPORT_RANGE_MAX_DAYS) return REPORT_RANGE_MESSAGES.tooLong;
  return null;
}

/** The first day (1 April) of India's financial year holding `day`. */
export function financialYearStartDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** The days a preset covers on `today` (an India day); 'custom' is the owner's own range. */
export function periodRange(period: Exclude<ReportPeriod, 'custom'>, today: string): DayRange {
  switch (period) {
    case 'today': return { from: today, to: today };
    case '7d': return { from: addDays(today, -6), to: today };
    case '30d': return { from: addDays(today, -29), to: today };
    case 'fy': return { from: financialYearStartDay(today), to: today };
  }
}

/** The same day a year earlier (29 February becomes the 28th). */
function yearEarlier(day: string): string {
  const candidate = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
  return dayNumber(candidate) === null ? `${candidate.slice(0, 8)}28` : candidate;
}

/**
 * The period a range is compared with: the financial year to date against the same days of the
 * year before (a year's seasons line up); any other range against as many days just before it.
 */
export function previousRange(range: DayRange, period: ReportPeriod): DayRange {
  if (period === 'fy') return { from: yearEarlier(range.from), to: yearEarlier(range.to) };
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Change against the previous figure in percent, one decimal; null when there was nothing to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** The day a chart bar starts on: the day itself, its week's Monday, or its month's first. */
export function bucketStart(day: string, grouping: SalesGrouping): string {
  if (grouping === 'day') return day;
  if (grouping === 'month') return `${day.slice(0, 8)}01`;
  const n = mustDay(day);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  return dayOfNumber(n - ((n + 3) % 7));
}

/** Every bar of a range, in order (so days without sales show as zero). */
export function bucketsOf(range: DayRange, grouping: SalesGrouping): string[] {
  const out: string[] = [];
  for (let n = mustDay(range.from); n <= mustDay(range.to); n++) {
    const start = bucketStart(dayOfNumber(n), grouping);
    if (out.at(-1) !== start) out.push(start);
  }
  return out;
}

/** The grouping a chart starts with: days up to two months, weeks up to a year, then months. */
export function defaultGrouping(range: DayRange): SalesGrouping {
  const days = rangeDays(range);
  return days <= 62 ? 'day' : days <= 366 ? 'week' : 'month';
}

/**
 * A GST return period a range is exactly, for the GSTR-1 file's 'fp' (MMYYYY): a calendar month,
 * or a quarter (April–June, …), which a quarterly filer reports under its last month. Null otherwise.
 */
export function returnPeriodOf(range: DayRange): string | null {
  const from = range.from;
  if (from.slice(8) !== '01') return null;
  const lastOfMonth = (firstDay: string, months: number) => {
    const y = Number(firstDay.slice(0, 4));
    const m = Number(firstDay.slice(5, 7)) - 1 + months;
    return { day: addDays(dayOfNumber(Date.UTC(y, m, 1) / DAY_MS), -1), fp: dayOfNumber(Date.UTC(y, m - 1, 1) / DAY_MS) };
  };
  const month = Number(from.slice(5, 7));
  const asFp = (first: string) => `${first.slice(5, 7)}${first.slice(0, 4)}`;
  const oneMonth = lastOfMonth(from, 1);
  if (range.to === oneMonth.day) return asFp(oneMonth.fp);
  if ((month - 1) % 3 === 0) {
    const quarter = lastOfMonth(from, 3);
    if (range.to === quarter.day) return asFp(quarter.fp);
  }
  return null;
}

/** '2026-11-21 11:30': an instant in India time as a spreadsheet sorts it (CSV files). */
export function indiaDateTimeText(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
