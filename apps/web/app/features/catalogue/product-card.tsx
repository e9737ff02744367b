import { clampDiscount, hasDiscount } from '@dhatu/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { productHref } from './catalogue-links';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { useCatalogueSlots } from './product-slots';
import type { CardProduct } from './types';
import { WishlistHeart } from './wishlist-heart';

/** Phones show two columns, wide screens four: the default `sizes` for a card image (see product-grid.tsx). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 290px, (min-width: 1024px) calc(25vw - 1.9rem), (min-width: 768px) calc(33vw - 1.85rem), calc(50vw - 1.375rem)';

export interface ProductCardProps {
  product: CardProduct;
  /** The `sizes` of the image for the grid the card sits in. */
  imageSizes?: string;
  /** The page's main image (the first card when no banner is above it): high priority, not lazy. */
  priority?: boolean;
  /** Above the fold: not lazy. */
  eager?: boolean;
  /** Heading level of the name inside the list's section. */
  headingLevel?: 'h2' | 'h3';
  /** In the wishlist (for the default heart). */
  wishlisted?: boolean;
  /** Shows the default heart button, which calls this. */
  onToggleWishlist?: (product: CardProduct) => void;
  /** Replaces the heart entirely (e.g. the wishlist feature's own toggle). */
  wishlistSlot?: ReactNode;
  /** Under the price, e.g. the cart feature's add-to-cart button. */
  action?: ReactNode;
}

/**
 * Product card (storefront §2): picture, name, price, rating and review count, linking to
 * /products/id/{id}. The name's link stretches over the whole card, so the heart and the action
 * stay separate buttons instead of controls nested in a link.
 */
export function ProductCard({
  product,
  imageSizes = CARD_IMAGE_SIZES,
  priority = false,
  eager = false,
  headingLevel: Heading = 'h3',
  wishlisted = false,
  onToggleWishlist,
  wishlistSlot,
  action,
}: ProductCardProps) {
  const slots = useCatalogueSlots();
  const heart =
    wishlistSlot ??
    (onToggleWishlist ? (
      <WishlistHeart active={wishlisted} onToggle={() => onToggleWishlist(product)} />
    ) : (
      slots.renderWishlistToggle?.(product, 'card')
    ));
  const footer = action ?? slots.renderAddToCart?.(product, 'card');
  const soldOut = typeof product.stock === 'number' && product.stock <= 0;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-sand/70 bg-white transition-shadow hover:shadow-[0_8px_24px_-12px_rgb(42_36_33/0.35)]">
      <div className="relative aspect-square overflow-hidden bg-cream">
        <ProductImage
          src={product.images[0]}
          alt={product.name}
          sizes={imageSizes}
          priority={priority}
          eager={eager}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.04] motion-reduce:transition-none"
        />
        {hasDiscount(product.discount) && (
          <span className="absolute top-2 left-2 rounded-full bg-rose-deep px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-white">
            {clampDiscount(product.discount)}% OFF
          </span>
        )}
        {soldOut && (
          <span className="absolute inset-x-0 bottom-0 bg-charcoal/75 py-1 text-center text-xs font-semibold tracking-wide text-ivory">
            Out of Stock
          </span>
        )}
        {heart && <div className="absolute top-2 right-2 z-10">{heart}</div>}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <Heading className="font-sans text-sm leading-snug font-medium text-charcoal sm:text-[0.9375rem]">
          <Link
            to={productHref(product._id)}
            prefetch="intent"
            className="line-clamp-2 after:absolute after:inset-0 after:content-[''] hover:text-rose-deep focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-offset-[-2px] focus-visible:after:outline-rose-deep"
          >
            {product.name}
          </Link>
        </Heading>
        <ProductRating ratings={product.ratings} reviewsCount={product.reviewsCount} />
        <ProductPrice price={product.price} discount={product.discount} from={product.pricesVary} className="mt-auto pt-1" />
        {footer && <div className="relative z-10 pt-2">{footer}</div>}
      </div>
    </article>
  );
}
