import { isInStock } from '@dhatu/domain';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { productHref, type Product } from '../catalogue';
import { MOVE_TO_CART_FAILED, WISHLIST_REMOVED, WISHLIST_REMOVE_FAILED } from './wishlist-messages';
import { useWishlistActions } from './use-wishlist';

/**
 * A wishlist card's buttons (account §2 Wishlist page): 'Move to Cart' — disabled and 'Out of Stock'
 * when the stock is 0 or less — and Remove. Moving answers the cart too, which then shows at once.
 */
export function WishlistItemActions({ product }: { product: Product }) {
  const { remove, moveToCart, reload } = useWishlistActions();
  const [busy, setBusy] = useState<'move' | 'remove' | null>(null);
  const available = isInStock(product.stock);

  const run = async (what: 'move' | 'remove') => {
    setBusy(what);
    try {
      if (what === 'move') {
        await moveToCart(product._id);
        notify.success(`${product.name} moved to your cart`);
      } else {
        await remove(product._id);
        notify.success(WISHLIST_REMOVED);
      }
    } catch (error) {
      notify.error(errorMessage(error, what === 'move' ? MOVE_TO_CART_FAILED : WISHLIST_REMOVE_FAILED));
      void reload();
    } finally {
      setBusy(null);
    }
  };

  // The wishlist keeps the product; a size or finish is chosen on its page.
  const needsChoice = product.options.length > 0 && available;

  return (
    <div className="flex flex-col gap-1.5">
      {needsChoice ? (
        <Link
          to={productHref(product._id)}
          className="inline-flex h-10 w-full items-center justify-center rounded-full border border-rose-deep bg-white px-3 text-[0.8125rem] font-semibold whitespace-nowrap text-rose-deep transition-colors hover:bg-rose-soft"
        >
          Choose Options
        </Link>
      ) : (
        <button
          type="button"
          disabled={!available || busy !== null}
          aria-busy={busy === 'move' || undefined}
          onClick={() => void run('move')}
          className={`inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-full px-3 text-[0.8125rem] font-semibold transition-colors ${
            available ? 'bg-rose-deep text-white hover:bg-charcoal disabled:opacity-60' : 'cursor-not-allowed bg-sand text-ink-muted'
          }`}
        >
          {available && <ShoppingBag size={16} strokeWidth={1.75} aria-hidden="true" />}
          {available ? 'Move to Cart' : 'Out of Stock'}
        </button>
      )}
      <button
        type="button"
        disabled={busy !== null}
        aria-busy={busy === 'remove' || undefined}
        onClick={() => void run('remove')}
        className="inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-full px-3 text-[0.8125rem] font-semibold text-ink-muted transition-colors hover:bg-mist hover:text-charcoal disabled:opacity-60"
      >
        <Trash2 size={15} strokeWidth={1.75} aria-hidden="true" />
        Remove
      </button>
    </div>
  );
}
