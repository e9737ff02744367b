import { createContext, useContext, type ReactNode } from 'react';
import type { CardProduct, Product } from './types';

/**
 * Where the cart and wishlist features plug into catalogue screens without the catalogue knowing
 * them: provide these once (around the shell's <Outlet />) and every card, grid and product page
 * renders them. Explicit props on a card still win.
 */
export interface CatalogueSlots {
  /** The heart toggle on a card's image and beside the product page's add-to-cart button. */
  renderWishlistToggle?: (product: CardProduct, placement: 'card' | 'detail') => ReactNode;
  /**
   * The add-to-cart control: under a card's price ('card') or on the product page ('detail').
   * The detail placement receives the full product.
   */
  renderAddToCart?: (product: Product | CardProduct, placement: 'card' | 'detail') => ReactNode;
}

const SlotsContext = createContext<CatalogueSlots>({});

export function CatalogueSlotsProvider({ value, children }: { value: CatalogueSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={value}>{children}</SlotsContext.Provider>;
}

export function useCatalogueSlots(): CatalogueSlots {
  return useContext(SlotsContext);
}
