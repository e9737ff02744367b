import { formatRupees } from '@dhatu/domain';
import { Lock } from 'lucide-react';
import { useId, useMemo } from 'react';
import { buttonClass } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { ProductImage } from '../catalogue';
import { cartLineName, lineKey, summaryRows } from '../cart';
import type { CartView } from '../cart';

interface Props {
  view: CartView;
  placing: boolean;
  formError: string | null;
  /** The total shown before prices changed under the shopper, or null. */
  shownBefore: number | null;
}

/**
 * The cart's own totals (storefront §9), the items, and the place-order button, always pressable
 * (a refused press says what is wrong). After prices changed under the shopper, a notice names the
 * new total and the old one, and the button asks to confirm.
 */
export function OrderSummary({ view, placing, formError, shownBefore }: Props) {
  const id = useId();
  const rows = useMemo(() => summaryRows(view.summary, view.appliedCoupon), [view]);
  const total = formatRupees(view.summary.total);
  const changed = shownBefore !== null && shownBefore !== view.summary.total;
  const action = changed ? 'Confirm Order' : 'Place Order';
  return (
    <aside className="space-y-4 lg:sticky lg:top-24">
      <section id="order-summary" aria-labelledby={id} className="scroll-mt-24 rounded-2xl border border-sand/80 bg-white p-4 sm:p-5">
        <h2 id={id} className="font-sans text-lg font-semibold text-charcoal">
          Order Summary
        </h2>
        <ul className="mt-3 divide-y divide-sand/70" aria-label="Items">
          {view.lines.map((line) => (
            <li key={lineKey(line.product)} className="flex items-center gap-3 py-2.5">
              <span className="block size-12 shrink-0 overflow-hidden rounded-lg bg-mist">
                <ProductImage src={line.product.images?.[0]} alt="" sizes="48px" width={48} height={48} className="size-full object-cover" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 text-sm font-medium text-charcoal">{cartLineName(line.product)}</span>
                <span className="text-xs text-ink-muted">Qty: {line.quantity}</span>
              </span>
              <span className="text-sm font-semibold text-charcoal tabular-nums">{formatRupees(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-2.5 border-t border-sand pt-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-3">
              <dt className="text-ink-muted">{row.label}</dt>
              <dd className={`font-medium tabular-nums ${row.saving ? 'text-emerald-800' : 'text-charcoal'}`}>{row.value}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 border-t border-sand pt-3">
            <dt className="text-base font-semibold text-charcoal">Total</dt>
            <dd className="text-lg font-semibold text-charcoal tabular-nums">{total}</dd>
          </div>
        </dl>
        {changed && <TotalChangedNotice was={shownBefore} now={view.summary.total} />}
        {formError && (
          <div className="mt-4">
            <FormAlert>{formError}</FormAlert>
          </div>
        )}
        <button type="submit" disabled={placing} aria-busy={placing || undefined} className={buttonClass('primary', 'lg', 'mt-4 w-full max-lg:hidden')}>
          <Lock size={16} aria-hidden="true" />
          {placing ? 'Placing Order…' : `${action} · ${total}`}
        </button>
      </section>

      {/* Phones: the total and the button stay in reach. */}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-sand bg-ivory/95 px-4 py-3 shadow-[0_-8px_24px_-16px_rgb(42_36_33/0.45)] backdrop-blur-sm lg:hidden">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <div>
            <p className="text-lg leading-tight font-semibold text-charcoal tabular-nums">
              <span className="sr-only">Total </span>
              {total}
            </p>
            <a href="#order-summary" className="text-xs font-semibold text-rose-deep underline underline-offset-2">
              Order summary
            </a>
          </div>
          <button type="submit" disabled={placing} aria-busy={placing || undefined} className={buttonClass('primary', 'lg', 'shrink-0')}>
            <Lock size={16} aria-hidden="true" />
            {placing ? 'Placing Order…' : action}
          </button>
        </div>
      </div>
    </aside>
  );
}

/** Prices changed after the shopper saw the total: the new total, the old one, and what to do. */
function TotalChangedNotice({ was, now }: { was: number; now: number }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-charcoal">
      <p className="font-semibold">Prices have changed</p>
      <p className="mt-1">
        Your total is now <strong className="tabular-nums">{formatRupees(now)}</strong> (was <span className="tabular-nums">{formatRupees(was)}</span>).
        Please check your order above and confirm to place it at the new total.
      </p>
    </div>
  );
}
