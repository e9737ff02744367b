// Business days in India time (issue 22): the dates a delivery promise names. No zod.
import { indiaDateParts, type DateInput } from './dates.ts';

const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The calendar of working days: weekly days off (0 = Sunday) and holidays ('YYYY-MM-DD'). */
export interface WorkCalendar {
  offDays: readonly number[];
  holidays: readonly string[];
}

/** 'YYYY-MM-DD' of a UTC-midnight day number. */
const isoDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);

function isBusinessDay(dayMs: number, calendar: WorkCalendar): boolean {
  return !calendar.offDays.includes(new Date(dayMs).getUTCDay()) && !calendar.holidays.includes(isoDay(dayMs));
}

/** `count` business days after `dayMs` (0: the day itself). Gives up past a year of closed days. */
function addBusinessDays(dayMs: number, count: number, calendar: WorkCalendar): number {
  let day = dayMs;
  let left = count;
  for (let guard = 0; left > 0 && guard < 3660; guard++) {
    day += DAY_MS;
    if (isBusinessDay(day, calendar)) left--;
  }
  return day;
}

/** Minutes after midnight of 'HH:MM'. */
export function cutoffMinutes(cutoff: string): number {
  const [h, m] = cutoff.split(':').map(Number);
  return h! * 60 + m!;
}

/**
 * The first working day an order placed at `now` counts from (day 0): today in India when it is a
 * business day and the cut-off (IST) has not passed, else the next business day. The India date
 * decides, so 00:30 IST on Friday is Friday's order even though it is still Thursday in UTC.
 */
export function orderStartDay(now: DateInput, cutoff: string, calendar: WorkCalendar): string {
  const { year, month, day } = indiaDateParts(now);
  const today = Date.UTC(year, month - 1, day);
  const minutesIst = Math.floor((new Date(now).getTime() + IST_OFFSET_MS - today) / 60_000);
  let start = today;
  if (!isBusinessDay(start, calendar) || minutesIst >= cutoffMinutes(cutoff)) start = addBusinessDays(start, 1, calendar);
  return isoDay(start);
}

/**
 * The delivery window: dispatch plus transit, both in business days, counted from the order's start
 * day. Dates as 'YYYY-MM-DD' (India dates).
 */
export function deliveryWindow(
  now: DateInput,
  rule: { cutoff: string; dispatchMinDays: number; dispatchMaxDays: number; minDays: number; maxDays: number } & WorkCalendar,
): { minDate: string; maxDate: string } {
  const startDay = Date.parse(`${orderStartDay(now, rule.cutoff, rule)}T00:00:00Z`);
  return {
    minDate: isoDay(addBusinessDays(startDay, rule.dispatchMinDays + rule.minDays, rule)),
    maxDate: isoDay(addBusinessDays(startDay, rule.dispatchMaxDays + rule.maxDays, rule)),
  };
}

let shortDate: Intl.DateTimeFormat | undefined;

/** 'Fri, 5 Dec' for '2025-12-05' (a calendar date: printed as written, in any time zone). */
export function formatDeliveryDate(isoDate: string): string {
  shortDate ??= new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** 'Fri, 5 Dec', or 'Wed, 3 Dec – Fri, 5 Dec' when the rules give a range. */
export function deliveryDateRange({ minDate, maxDate }: { minDate: string; maxDate: string }): string {
  return minDate === maxDate ? formatDeliveryDate(maxDate) : `${formatDeliveryDate(minDate)} – ${formatDeliveryDate(maxDate)}`;
}

/** 'Delivery by Fri, 5 Dec', or 'Delivery Wed, 3 Dec – Fri, 5 Dec' when the rules give a range. */
export function deliveryDatesText(dates: { minDate: string; maxDate: string }): string {
  return `Delivery ${dates.minDate === dates.maxDate ? 'by ' : ''}${deliveryDateRange(dates)}`;
}

/** Today's India date, 'YYYY-MM-DD' (a holiday before it is in the past). */
export function indiaToday(now: DateInput): string {
  const { year, month, day } = indiaDateParts(now);
  return isoDay(Date.UTC(year, month - 1, day));
}
