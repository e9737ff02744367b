import { Heart, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { useCartCount } from '../cart';
import { useWishlistCount } from '../wishlist';
import { CategoryNav } from './category-nav';
import { MobileMenuControl, MobileSearchControl, ProfileMenuControl } from './header-controls';
import { HeaderIconLink } from './header-icon-link';
import { PromoStrip } from './promo-strip';
import { SearchForm } from './search-form';

/**
 * Promo strip, then the sticky bar (storefront §2 Navigation bar). Below the lg breakpoint the
 * categories move into the side menu and search into a full-screen overlay.
 */
export function SiteHeader() {
  const cartCount = useCartCount();
  const wishlistCount = useWishlistCount();

  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-full focus:bg-charcoal focus:px-4 focus:py-2 focus:text-sm focus:text-ivory"
      >
        Skip to content
      </a>
      <PromoStrip />
      <header className="sticky top-0 z-40 border-b border-sand/80 bg-ivory/95 backdrop-blur-sm">
        <div className="container-page flex h-16 items-center gap-2 lg:h-[4.5rem] lg:gap-6">
          <div className="lg:hidden">
            <MobileMenuControl />
          </div>
          <Link to="/" aria-label="Dhatu home" className="shrink-0 rounded-md">
            <Logo className="h-8 w-auto lg:h-10" />
          </Link>
          <CategoryNav className="hidden lg:block" />
          <SearchForm className="ml-auto hidden w-full max-w-sm lg:block" />
          <div className="ml-auto flex items-center gap-0.5 lg:ml-0 lg:gap-1">
            <div className="lg:hidden">
              <MobileSearchControl />
            </div>
            <HeaderIconLink to="/wishlist" label="Wishlist" icon={Heart} count={wishlistCount} />
            <HeaderIconLink to="/cart" label="Cart" icon={ShoppingBag} count={cartCount} />
            <ProfileMenuControl />
          </div>
        </div>
      </header>
    </>
  );
}
