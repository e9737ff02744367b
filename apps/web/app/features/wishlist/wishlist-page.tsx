import { Heart, HeartOff, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Loader } from '../../components/ui/loader';
import { toCardProduct } from '../catalogue';
import { CatalogueMessage } from '../catalogue';
import { ProductCard } from '../catalogue';
import { WISHLIST_EMPTY, WISHLIST_NO_DATA, wishlistHeading } from './wishlist-messages';
import { useWishlistState } from './use-wishlist';
import { WishlistItemActions } from './wishlist-item-actions';
import { buttonClass } from '../../components/ui/button';

const GRID_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) calc(25vw - 1.9rem), (min-width: 768px) calc(33vw - 1.85rem), calc(50vw - 1.375rem)';

/**
 * /wishlist (account §2 Wishlist page), signed-in only: 'Your Wishlist (N items)' and a grid of
 * product cards linking to their pages, each with Move to Cart and Remove. Without wishlist data
 * (a failed load) it says 'Login to use wishlist.'.
 */
export function WishlistPage() {
  const { wishlist, loading, isError, refetch } = useWishlistState();

  if (loading) {
    return (
      <div className="flex min-h-[60dvh] items-center justify-center">
        <Loader size="large" label="Loading your wishlist" />
      </div>
    );
  }

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="border-b border-sand pb-5 sm:pb-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-rose-deep uppercase">My Account</p>
        <h1 className="mt-1 text-3xl text-charcoal sm:text-4xl">{wishlistHeading(wishlist?.items.length ?? 0)}</h1>
        <p className="mt-1.5 text-[0.9375rem] text-ink-muted">Pieces you love, saved for later. Move them to your cart when you are ready.</p>
      </header>

      <div className="mt-6 sm:mt-8">
        {!wishlist ? (
          // Signed in, but the list could not be loaded (storefront §8: no wishlist).
          <CatalogueMessage icon={LogIn} title={WISHLIST_NO_DATA} role={isError ? 'alert' : 'status'}>
            <button type="button" onClick={refetch} className={buttonClass('secondary', 'md')}>
              Try Again
            </button>
          </CatalogueMessage>
        ) : wishlist.items.length === 0 ? (
          <CatalogueMessage icon={HeartOff} title={WISHLIST_EMPTY} detail="Tap the heart on any product to save it here.">
            <Link to="/products" className={buttonClass('primary', 'md')}>
              <Heart size={17} aria-hidden="true" />
              Explore Products
            </Link>
          </CatalogueMessage>
        ) : (
          <ul aria-label="Wishlist products" className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-5 lg:grid-cols-4 lg:gap-6">
            {wishlist.items.map((product, index) => (
              <li key={product._id}>
                <ProductCard
                  product={toCardProduct(product)}
                  imageSizes={GRID_SIZES}
                  eager={index < 2}
                  headingLevel="h2"
                  wishlistSlot={false}
                  action={<WishlistItemActions product={product} />}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
