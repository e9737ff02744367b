import { formatRupees } from '@dhatu/domain';
import { ArrowLeft, Heart, Lock, ShoppingBag } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { CatalogueMessage } from '../catalogue';
import { CouponSection } from './coupon-section';
import { CartLineItem } from './cart-line-item';
import { CartSummaryCard } from './cart-summary';
import { PincodeCheck } from '../delivery';
import { guestCartView } from './cart-view';
import { lineKey } from './guest-cart-ops';
import { useCartActions, useCartState } from './use-cart';
import { useGuestCartExtras } from './use-guest-cart-extras';
import { buttonClass } from '../../components/ui/button';

export const CART_EMPTY = 'Your cart is empty.';

/**
 * /cart (storefront §2 Cart), open to everyone. The server renders the shell and a spinner; the
 * browser fills in the guest cart from the device or the signed-in cart from the server.
 */
export function CartPage() {
  const state = useCartState();
  const actions = useCartActions();
  const { pathname, search } = useLocation();
  const loginState = useMemo(() => ({ from: pathname + search }), [pathname, search]);
  const guest = state.mode === 'guest';
  const { quote } = useGuestCartExtras(state.guestItems, guest && state.ready);
  const view = useMemo(() => (guest ? guestCartView(state.guestItems, quote) : state.view), [guest, state.guestItems, state.view, quote]);

  if (!state.ready) {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Loader size="large" label="Loading your cart" />
      </div>
    );
  }

  if (view.lines.length === 0) {
    return (
      <div className="container-page py-8 sm:py-12">
        <h1 className="sr-only">Shopping Cart</h1>
        <CatalogueMessage icon={ShoppingBag} title={CART_EMPTY} detail="Handcrafted silver, brass and aluminium pieces are waiting for you.">
          <Link to="/products" className={buttonClass('primary', 'md')}>
            Continue Shopping
          </Link>
          <Link to="/wishlist" className={buttonClass('secondary', 'md')}>
            <Heart size={17} aria-hidden="true" />
            View Wishlist
          </Link>
        </CatalogueMessage>
      </div>
    );
  }

  const { summary } = view;
  return (
    <div className="container-page pt-6 sm:pt-10">
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b border-sand pb-4">
        <h1 className="text-3xl text-charcoal sm:text-4xl">
          Shopping Cart{' '}
          <span className="font-sans text-base font-normal text-ink-muted">
            ({summary.itemCount} {summary.itemCount === 1 ? 'item' : 'items'})
          </span>
        </h1>
        {guest && <p className="text-sm text-ink-muted">Saved on this device until you log in.</p>}
      </header>

      <div className="grid items-start gap-6 pb-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10 lg:pb-12">
        <div>
          <ul aria-label="Items in your cart" className="divide-y divide-sand/80">
            {view.lines.map((line) => (
              <li key={lineKey(line.product)}>
                <CartLineItem line={line} actions={actions} />
              </li>
            ))}
          </ul>
          <nav aria-label="More from the shop" className="flex flex-wrap gap-x-6 gap-y-2 border-t border-sand/80 pt-4 text-sm font-semibold">
            <Link to="/products" className="inline-flex items-center gap-1.5 text-rose-deep hover:underline">
              <ArrowLeft size={16} aria-hidden="true" />
              Continue Shopping
            </Link>
            <Link to="/wishlist" className="inline-flex items-center gap-1.5 text-rose-deep hover:underline">
              <Heart size={16} aria-hidden="true" />
              View Wishlist
            </Link>
          </nav>
        </div>

        <aside aria-label="Coupons and price summary" className="space-y-4 lg:sticky lg:top-24">
          <CouponSection userId={state.userId} cart={state.serverCart} loginState={loginState} />
          <CartSummaryCard view={view} />
          <PincodeCheck forWhat={{ productIds: view.lines.map((line) => line.product._id) }} />
        </aside>
      </div>

      {/* Phones: the total and the way on stay in reach while the list scrolls. */}
      <div className="sticky bottom-0 z-30 -mx-4 border-t border-sand bg-ivory/95 px-4 py-3 shadow-[0_-8px_24px_-16px_rgb(42_36_33/0.45)] backdrop-blur-sm md:-mx-6 md:px-6 lg:hidden">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="text-lg leading-tight font-semibold text-charcoal tabular-nums">
              <span className="sr-only">Total </span>
              {formatRupees(summary.total)}
            </p>
            <a href="#price-summary" className="text-xs font-semibold whitespace-nowrap text-rose-deep underline underline-offset-2">
              Price details
            </a>
          </div>
          <Link
            to="/checkout"
            className={buttonClass('primary', 'lg', 'shrink-0')}
          >
            <Lock size={16} aria-hidden="true" />
            Proceed to Checkout
          </Link>
        </div>
      </div>
    </div>
  );
}
