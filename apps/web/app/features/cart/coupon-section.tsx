import { formatRupees } from '@dhatu/domain';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, TicketPercent, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { notify } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { cartSignature } from './cart-view';
import type { ServerCart } from './types';
import { couponQueries } from '../coupons';
import { COUPONS_LOAD_FAILED } from '../coupons';
import type { AvailableCoupon } from '../coupons';
import { useCouponActions } from './use-coupon-actions';

const CARD = 'rounded-2xl border border-sand/80 bg-white p-4 sm:p-5';

/**
 * The cart's coupon section (storefront §2 Cart, §4 Coupon). Signed in: the applied coupon with
 * Remove, or a code box and the list of available coupons (with each one's label, description and
 * why it does not apply yet), hidden once a coupon is applied and reloaded whenever the cart changes
 * while it is open. A guest is invited to log in.
 */
export function CouponSection({ userId, cart, loginState }: { userId: string | null; cart: ServerCart | undefined; loginState?: { from: string } }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="flex items-center gap-2 font-sans text-base font-semibold text-charcoal">
        <TicketPercent size={19} strokeWidth={1.75} aria-hidden="true" className="text-rose-deep" />
        Coupons &amp; Offers
      </h2>
      {userId === null ? (
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">
          <Link to="/login" state={loginState} className="font-semibold text-rose-deep underline underline-offset-2 hover:text-charcoal">
            Login
          </Link>{' '}
          to apply coupons and see the offers for your cart.
        </p>
      ) : cart ? (
        <SignedInCoupons userId={userId} cart={cart} />
      ) : (
        <p className="mt-3 text-sm text-ink-muted">Coupons show here once your cart has loaded.</p>
      )}
    </section>
  );
}

function SignedInCoupons({ userId, cart }: { userId: string; cart: ServerCart }) {
  const { apply, remove } = useCouponActions(userId);
  const applied = cart.appliedCoupon;

  if (applied) {
    return (
      <div className="mt-3 flex items-start gap-3 rounded-xl border border-dashed border-emerald-700/40 bg-emerald-50/70 p-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-mono font-semibold tracking-wide text-charcoal">{applied.code}</span>
            <span className="rounded-full bg-emerald-800 px-2 py-0.5 text-[0.6875rem] font-semibold text-white">{applied.label}</span>
          </p>
          <p className="mt-1 text-sm font-semibold text-emerald-800">You save {formatRupees(applied.discountAmount)}</p>
          {applied.description && <p className="mt-0.5 text-xs text-ink-muted">{applied.description}</p>}
        </div>
        <button
          type="button"
          onClick={() => remove.mutate()}
          disabled={remove.isPending}
          aria-label={`Remove coupon ${applied.code}`}
          className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full border border-charcoal/20 bg-white px-3 text-xs font-semibold text-charcoal transition-colors hover:border-charcoal disabled:opacity-60"
        >
          <X size={14} aria-hidden="true" />
          Remove
        </button>
      </div>
    );
  }

  return (
    <>
      <Suspense fallback={<div className="mt-3 h-11" aria-hidden="true" />}>
        <CouponCodeForm pending={apply.isPending} onApply={(code) => apply.mutate(code)} />
      </Suspense>
      <AvailableCoupons userId={userId} cart={cart} applying={apply.isPending ? apply.variables : undefined} onApply={(code) => apply.mutate(code)} />
    </>
  );
}

/** The code box and its form library, fetched with a signed-in shopper's cart, not with every cart page. */
const CouponCodeForm = lazy(() => import('./coupon-code-form'));

function AvailableCoupons({
  userId, cart, applying, onApply,
}: { userId: string; cart: ServerCart; applying: string | undefined; onApply: (code: string) => void }) {
  const listId = useId();
  const [open, setOpen] = useState(true);
  const query = useQuery({ ...couponQueries.available(userId, cartSignature(cart)), enabled: open });
  const { error, errorUpdatedAt } = query;

  useEffect(() => {
    if (error) notify.error(errorMessage(error, COUPONS_LOAD_FAILED));
  }, [error, errorUpdatedAt]);

  const coupons = query.data ?? [];
  return (
    <div className="mt-4 border-t border-sand/70 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 w-full items-center justify-between gap-2 rounded-lg text-sm font-semibold text-charcoal hover:text-rose-deep"
      >
        Available coupons{query.data ? ` (${coupons.length})` : ''}
        <ChevronDown size={18} aria-hidden="true" className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={listId} hidden={!open}>
        {open && query.isPending ? (
          <div className="flex justify-center py-4">
            <Loader size="small" label="Loading coupons" />
          </div>
        ) : coupons.length === 0 ? (
          <p className="py-2 text-sm text-ink-muted">{query.isError ? 'Coupons could not be loaded just now.' : 'No coupons are available right now.'}</p>
        ) : (
          <ul className="mt-1 space-y-2" aria-busy={query.isFetching || undefined}>
            {coupons.map((coupon) => (
              <CouponOption key={coupon._id} coupon={coupon} applying={applying} onApply={onApply} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function CouponOption({ coupon, applying, onApply }: { coupon: AvailableCoupon; applying: string | undefined; onApply: (code: string) => void }) {
  return (
    <li className={`flex items-start gap-3 rounded-xl border p-3 ${coupon.isApplicable ? 'border-rose/40 bg-rose-soft/40' : 'border-sand/80 bg-mist/50'}`}>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="rounded-md border border-dashed border-charcoal/40 bg-white px-2 py-0.5 font-mono text-xs font-semibold tracking-wide text-charcoal">
            {coupon.code}
          </span>
          <span className={`text-sm font-semibold ${coupon.isApplicable ? 'text-rose-deep' : 'text-ink-muted'}`}>{coupon.label}</span>
          {coupon.firstOrderOnly && (
            <span className="rounded-full bg-sand/60 px-2 py-0.5 text-[0.6875rem] font-semibold text-charcoal">First order only</span>
          )}
        </p>
        {coupon.description && <p className="mt-1 text-xs leading-relaxed text-ink-muted">{coupon.description}</p>}
        {!coupon.isApplicable && coupon.applicabilityReason && (
          <p className="mt-1 text-xs font-medium text-amber-800">{coupon.applicabilityReason}</p>
        )}
      </div>
      <button
        type="button"
        disabled={!coupon.isApplicable || applying !== undefined}
        onClick={() => onApply(coupon.code)}
        aria-label={`Apply ${coupon.code}`}
        className="inline-flex h-9 shrink-0 items-center rounded-full border border-rose-deep px-3.5 text-xs font-semibold text-rose-deep transition-colors hover:bg-rose-deep hover:text-white disabled:cursor-not-allowed disabled:border-sand disabled:text-ink-muted/70 disabled:hover:bg-transparent"
      >
        {applying === coupon.code ? 'Applying…' : 'Apply'}
      </button>
    </li>
  );
}
