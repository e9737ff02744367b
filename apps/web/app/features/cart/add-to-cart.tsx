import { ADD_TO_CART_LOCK_MS } from '@dhatu/domain';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { productHref } from '../catalogue';
import { lineKey, toCartProduct } from './guest-cart-ops';
import { addToCartShows } from './add-to-cart-state';
import { quantityInCart } from './cart-view';
import type { CartProduct } from './types';
import { useCartControls } from './cart-controls';

export interface AddToCartProps {
  product: CartProduct;
  /** Under a card's price ('card', compact) or on the product page ('detail', large). */
  placement: 'card' | 'detail';
}

const LOOK = {
  card: 'h-10 w-full gap-1.5 px-3 text-[0.8125rem]',
  detail: 'h-12 px-8 text-[0.9375rem] gap-2',
} as const;
const BASE = 'inline-flex items-center justify-center rounded-full font-semibold transition-colors';

/**
 * The add-to-cart control for cards and the product page (plugged in through the catalogue slots):
 * after a click it is locked for a second, showing 'Go to Cart' like a product already in the cart;
 * disabled 'Out of Stock' when there is none.
 */
export function AddToCart({ product, placement }: AddToCartProps) {
  const { view, add } = useCartControls();
  const [locked, setLocked] = useState(false);

  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setLocked(false), ADD_TO_CART_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [locked]);

  const shows = addToCartShows({ stock: product.stock, inCart: quantityInCart(view.lines, lineKey(product)) > 0, locked });
  const icon = placement === 'card' ? 16 : 19;

  // A card of a product with options cannot know the choice: it leads to the page that asks for it.
  if (needsChoice(product) && shows !== 'out-of-stock') {
    return (
      <Link to={productHref(product._id)} className={`${BASE} ${LOOK[placement]} border border-rose-deep bg-white whitespace-nowrap text-rose-deep hover:bg-rose-soft`}>
        Choose Options
        {/* No room for the arrow on a phone's card. */}
        {placement === 'detail' && <ArrowRight size={icon} strokeWidth={2} aria-hidden="true" />}
      </Link>
    );
  }

  if (shows === 'out-of-stock') {
    return (
      <button type="button" disabled className={`${BASE} ${LOOK[placement]} cursor-not-allowed bg-sand text-ink-muted`}>
        Out of Stock
      </button>
    );
  }
  if (shows === 'go-to-cart') {
    return (
      <Link to="/cart" className={`${BASE} ${LOOK[placement]} border border-rose-deep bg-white text-rose-deep hover:bg-rose-soft`}>
        Go to Cart
        <ArrowRight size={icon} strokeWidth={2} aria-hidden="true" />
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        setLocked(true);
        void add(toCartProduct(product));
      }}
      className={`${BASE} ${LOOK[placement]} bg-rose-deep text-white hover:bg-charcoal`}
    >
      <ShoppingBag size={icon} strokeWidth={1.75} aria-hidden="true" />
      Add to Cart
    </button>
  );
}

function needsChoice(product: CartProduct & { options?: readonly unknown[] }): boolean {
  return !product.variant && (product.options?.length ?? 0) > 0;
}
