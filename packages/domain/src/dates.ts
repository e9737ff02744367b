/**
 * Dates are shown in en-IN and always in India time, so the server-rendered HTML and the
 * browser's hydration print the same text whatever the machine's own time zone.
 */
export type DateInput = Date | string | number;

const TIME_ZONE = 'Asia/Kolkata';
// Built on first use: a formatter with a time zone costs a phone tens of milliseconds, and most
// pages show no date.
let longDate: Intl.DateTimeFormat | undefined;
let dateTime: Intl.DateTimeFormat | undefined;

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 November 2026'; '' for a missing or invalid date (Intl would throw). */
export function formatDateLong(input: DateInput | null | undefined): string {
  const date = input == null ? null : toDate(input);
  if (!date) return '';
  longDate ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
  return longDate.format(date);
}

/** '21 November 2026 at 3:30 pm' (exact punctuation follows the runtime's ICU data). */
export function formatDateTime(input: DateInput | null | undefined): string {
  const date = input == null ? null : toDate(input);
  if (!date) return '';
  dateTime ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: TIME_ZONE,
  });
  return dateTime.format(date);
}

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** The calendar date in India (IST has no daylight saving): month 1–12. */
export function indiaDateParts(input: DateInput): { year: number; month: number; day: number } {
  const date = toDate(input);
  if (!date) throw new RangeError(`not a date: ${String(input)}`);
  const shifted = new Date(date.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant the India calendar day of `input` began (midnight IST). */
export function indiaDayStart(input: DateInput): Date {
  const { year, month, day } = indiaDateParts(input);
  return new Date(Date.UTC(year, month - 1, day) - IST_OFFSET_MS);
}

/** The instant the India calendar month of `input` began (the 1st, midnight IST). */
export function indiaMonthStart(input: DateInput): Date {
  const { year, month } = indiaDateParts(input);
  return new Date(Date.UTC(year, month - 1, 1) - IST_OFFSET_MS);
}
