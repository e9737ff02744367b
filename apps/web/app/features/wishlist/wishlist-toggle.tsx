import { WISHLIST_FEEDBACK_MS } from '@dhatu/domain';
import { useEffect, useState } from 'react';
import { notify } from '../../components/ui/toast';
import { useCurrentSession } from '../auth';
import { WishlistHeart } from '../catalogue';
import { WISHLIST_ADDED, WISHLIST_LOGIN_REQUIRED, WISHLIST_REMOVED, wishlistToggleAction } from './wishlist-messages';
import { useWishlistActions } from './use-wishlist';
import { useInWishlist } from './wishlist-ids';

export interface WishlistToggleProps {
  product: { _id: string; name: string };
  /** On a card's picture, or beside the product page's add-to-cart button. */
  placement: 'card' | 'detail';
}

const FEEDBACK_PLACE = {
  card: 'top-full right-0 mt-1.5',
  detail: 'bottom-full right-0 mb-2',
} as const;

/**
 * The heart (storefront §4 Wishlist): adds when absent, removes when present, with a toast and a
 * short feedback text beside the heart for 3 seconds. A guest is asked to log in; a failed change
 * is only logged (storefront §8) and the list read again.
 */
export function WishlistToggle({ product, placement }: WishlistToggleProps) {
  // The session is read when the heart is pressed: subscribing to it would render every card again
  // when a guest's session settles.
  const currentSession = useCurrentSession();
  const has = useInWishlist();
  const { add, remove, reload } = useWishlistActions();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ text: string; at: number } | null>(null);

  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(null), WISHLIST_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  const active = has(product._id);

  const onToggle = async () => {
    const { loading: sessionLoading, isAuthenticated } = currentSession();
    if (sessionLoading || busy) return; // the session is still being checked: nothing to decide yet
    const action = wishlistToggleAction(isAuthenticated, active);
    if (action === 'login') {
      notify.error(WISHLIST_LOGIN_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      await (action === 'add' ? add(product._id) : remove(product._id));
      const text = action === 'add' ? WISHLIST_ADDED : WISHLIST_REMOVED;
      notify.success(text);
      setFeedback({ text, at: Date.now() });
    } catch (error) {
      console.error('Wishlist change failed', error);
      void reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="relative">
      <WishlistHeart active={active} busy={busy} variant={placement} onToggle={() => void onToggle()} />
      {feedback && (
        // The toast already announces it; this is the visual note beside the heart.
        <span
          aria-hidden="true"
          key={feedback.at}
          className={`pointer-events-none absolute z-20 rounded-full bg-charcoal px-2.5 py-1 text-[0.6875rem] font-semibold whitespace-nowrap text-ivory shadow-md animate-fade-in motion-reduce:animate-none ${FEEDBACK_PLACE[placement]}`}
        >
          {feedback.text}
        </span>
      )}
    </div>
  );
}
