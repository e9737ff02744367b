/**
 * A coupon's start and end are typed in India time in a datetime-local field ('2026-11-01T00:00')
 * and sent as ISO 8601 with the +05:30 offset, whatever the admin's computer clock says.
 */
const IST_OFFSET_MS = 5.5 * 3_600_000;

/** '2026-11-01T00:00' → '2026-11-01T00:00:00+05:30'; '' → null. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:30` : value;
}

/** An ISO instant as the datetime-local text of the same moment in India; '' for none. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}
