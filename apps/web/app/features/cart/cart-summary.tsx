import { formatRupees } from '@dhatu/domain';
import { Lock, Truck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { freeShippingHint, freeShippingProgress, summaryRows, totalSavings } from './cart-summary-rows';
import type { CartView } from './types';
import { buttonClass } from '../../components/ui/button';


/**
 * The price summary (storefront §9): Subtotal, Product discount, Coupon discount, Shipping or
 * 'Free', a free-shipping hint and the Total, then 'Proceed to Checkout' (on phones the sticky bar
 * at the bottom carries it instead).
 */
export function CartSummaryCard({ view }: { view: CartView }) {
  const headingId = useId();
  const { summary, appliedCoupon } = view;
  const hint = freeShippingHint(summary);
  const savings = totalSavings(summary);

  return (
    <section id="price-summary" aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl border border-sand/80 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-sans text-base font-semibold text-charcoal">
        Price Summary
      </h2>

      <div className="mt-3 rounded-xl bg-cream/70 px-3 py-2.5">
        <p className="flex items-center gap-2 text-sm font-medium text-charcoal">
          <Truck size={17} strokeWidth={1.75} aria-hidden="true" className="shrink-0 text-rose-deep" />
          {hint ?? 'Your order ships free!'}
        </p>
        <div
          role="progressbar"
          aria-label="Progress towards free shipping"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(freeShippingProgress(summary) * 100)}
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-sand/70"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-rose to-brass transition-[width] duration-500" style={{ width: `${freeShippingProgress(summary) * 100}%` }} />
        </div>
      </div>

      <dl className="mt-4 space-y-2.5 text-sm">
        {summaryRows(summary, appliedCoupon).map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className={`font-medium tabular-nums ${row.saving ? 'text-emerald-800' : 'text-charcoal'}`}>{row.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-3 border-t border-sand pt-3">
          <dt className="text-base font-semibold text-charcoal">Total</dt>
          <dd className="text-lg font-semibold text-charcoal tabular-nums">{formatRupees(summary.total)}</dd>
        </div>
      </dl>
      {savings > 0 && (
        <p className="mt-2 rounded-lg bg-emerald-50 px-3 py-1.5 text-center text-xs font-semibold text-emerald-800">
          You save {formatRupees(savings)} on this order
        </p>
      )}

      <Link to="/checkout" className={buttonClass('primary', 'lg', 'mt-4 w-full max-lg:hidden')}>
        <Lock size={16} aria-hidden="true" />
        Proceed to Checkout
      </Link>
      <p className="mt-3 text-center text-xs text-ink-muted max-lg:hidden">Cash on delivery available at checkout.</p>
    </section>
  );
}
