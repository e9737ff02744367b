import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { CartView } from './types';
import { useCartActions, useCartState, type CartActions } from './use-cart';

interface CartControlsValue {
  view: CartView;
  add: CartActions['add'];
}

const CartControls = createContext<CartControlsValue | null>(null);

/**
 * The cart as the add-to-cart controls read it, subscribed to once for the storefront (routes/shell.tsx)
 * instead of once per product card: a list page renders up to 24 cards, and each card's own cart
 * query and mutation observers were a tenth of what a page render allocated on the server, and as
 * much work again while the page hydrates.
 */
export function CartControlsProvider({ children }: { children: ReactNode }) {
  const { view } = useCartState();
  const { add } = useCartActions();
  const value = useMemo(() => ({ view, add }), [view, add]);
  return <CartControls.Provider value={value}>{children}</CartControls.Provider>;
}

/** The cart's lines and the add action, from the storefront's CartControlsProvider. */
export function useCartControls(): CartControlsValue {
  const value = useContext(CartControls);
  if (!value) throw new Error('useCartControls needs a CartControlsProvider above it (routes/shell.tsx)');
  return value;
}
