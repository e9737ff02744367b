import { Heart } from 'lucide-react';

export interface WishlistHeartProps {
  /** The product is in the wishlist: a filled heart and the 'Remove from wishlist' name. */
  active?: boolean;
  onToggle: () => void;
  /** While a change is being saved. */
  busy?: boolean;
  /** 'card' floats on the image; 'detail' is a round outlined button beside add-to-cart. */
  variant?: 'card' | 'detail';
  className?: string;
}

/** The wishlist heart toggle (storefront §2); the wishlist feature decides what a toggle does. */
export function WishlistHeart({ active = false, onToggle, busy = false, variant = 'card', className = '' }: WishlistHeartProps) {
  const look =
    variant === 'card'
      ? 'size-9 bg-white/90 shadow-sm backdrop-blur-sm hover:bg-white'
      : 'size-12 border border-sand bg-white hover:border-rose';
  return (
    <button
      type="button"
      aria-label={active ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-pressed={active}
      disabled={busy}
      onClick={(event) => {
        // A card's heart sits over the card's link.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full text-rose-deep transition-colors disabled:opacity-60 ${look} ${className}`}
    >
      <Heart size={variant === 'card' ? 18 : 22} strokeWidth={1.75} fill={active ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}
