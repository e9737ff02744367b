/** Class strings the console's screens share (buttons and inputs are the shop's own, in components/ui). */

/** A white card, as the shop's order pages draw them. */
export const PANEL = 'rounded-2xl border border-sand/80 bg-white';

/**
 * Tables scroll sideways inside their card on a narrow phone instead of squeezing their columns.
 * `relative` keeps the screen-reader-only labels inside the card (otherwise they widen the page).
 */
export const TABLE_WRAP = `${PANEL} relative overflow-x-auto`;
export const TABLE = 'w-full min-w-full border-collapse text-left text-sm';
export const TH = 'border-b border-sand bg-cream/60 px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase first:pl-4 last:pr-4';
export const TD = 'border-b border-sand/60 px-3 py-3 align-top first:pl-4 last:pr-4 [tr:last-child>&]:border-b-0';

/** Compact controls for filter bars (the forms use the taller INPUT from components/ui/field). */
export const FILTER_INPUT =
  'block h-10 w-full rounded-xl border border-sand bg-white px-3 text-sm text-charcoal shadow-sm placeholder:text-ink-muted/80 focus:border-rose-deep focus:ring-2 focus:ring-rose/25 focus-visible:outline-none';
export const FILTER_LABEL = 'mb-1 block text-xs font-semibold text-ink-muted';

/** A text-link look for actions inside tables. */
export const TEXT_LINK = 'font-semibold text-rose-deep underline-offset-2 hover:underline';

/** A small round icon button (reorder, remove) with a 36 px target. */
export const ICON_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full border border-sand bg-white text-charcoal transition-colors hover:border-rose-deep hover:text-rose-deep disabled:cursor-not-allowed disabled:opacity-40';

/** Selects count as read-only in CSS; keep them white instead of the read-only grey of the shared INPUT. */
export const SELECT_LOOK = 'pr-8 read-only:enabled:bg-white read-only:enabled:text-charcoal';
