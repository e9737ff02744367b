/** Short en-IN dates for the console's tables, always in India time like the rest of the shop. */
const shortDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});
const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

function valid(input: string | null | undefined): Date | null {
  if (!input) return null;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 Nov 2026, 3:30 pm'; '' when missing. */
export function formatShortDateTime(input: string | null | undefined): string {
  const date = valid(input);
  return date ? shortDateTime.format(date) : '';
}

/** '21 Nov 2026'; '' when missing. */
export function formatShortDate(input: string | null | undefined): string {
  const date = valid(input);
  return date ? shortDate.format(date) : '';
}


const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** Today in India as 'YYYY-MM-DD' (en-CA writes dates that way), for the console's date pickers. */
export function indiaToday(now = new Date()): string {
  return isoDay.format(now);
}
