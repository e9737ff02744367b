import { Outlet } from 'react-router';
import { AddToCart } from '../features/cart/add-to-cart';
import { CartControlsProvider } from '../features/cart/cart-controls';
import { useCartSync } from '../features/cart/use-cart-sync';
import { CatalogueSlotsProvider, type CatalogueSlots } from '../features/catalogue/product-slots';
import { RouteError } from '../features/shell/route-error';
import { ShellFrame } from '../features/shell/shell-frame';
import { WishlistIdsProvider } from '../features/wishlist/wishlist-ids';
import { WishlistToggle } from '../features/wishlist/wishlist-toggle';
import type { Route } from './+types/shell';

/** The cart and wishlist controls every product card and the product page show. */
const CATALOGUE_SLOTS: CatalogueSlots = {
  renderAddToCart: (product, placement) => <AddToCart product={product} placement={placement} />,
  renderWishlistToggle: (product, placement) => <WishlistToggle product={product} placement={placement} />,
};

export default function Shell() {
  // Loads the server cart when a user appears, merging the device cart into it first.
  useCartSync();
  return (
    <ShellFrame>
      <CatalogueSlotsProvider value={CATALOGUE_SLOTS}>
        {/* The cards' cart and wishlist state, subscribed to once here rather than by every card. */}
        <CartControlsProvider>
          <WishlistIdsProvider>
            <Outlet />
          </WishlistIdsProvider>
        </CartControlsProvider>
      </CatalogueSlotsProvider>
    </ShellFrame>
  );
}

/** A failing page keeps the header and footer, so the shopper can carry on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <ShellFrame>
      <RouteError error={error} />
    </ShellFrame>
  );
}
