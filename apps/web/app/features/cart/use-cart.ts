import { DEFAULT_ADD_QUANTITY } from '@dhatu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { notify } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { useAuth, useSessionUser } from '../auth';
import { removeCartLine, setCartQuantity } from './cart-api';
import { announceCartNotices } from './cart-notices';
import { cartQueries } from './cart-queries';
import { EMPTY_CART_VIEW, guestCartView, quantityInServerCart, serverCartView } from './cart-view';
import { getGuestCartSnapshot, writeGuestCart, type GuestCartItem } from '../../lib/guest-cart-store';
import { addGuestItem, lineKey, removeGuestItem, setGuestQuantity, type GuestCartChange } from './guest-cart-ops';
import type { CartLine, CartProduct, CartView, ServerCart } from './types';
import { useGuestCart } from './use-guest-cart';

/** A failed cart change: the server's reason ('Only 3 left in stock') or this. */
export const CART_UPDATE_FAILED = 'Failed to update cart';

export type CartMode = 'guest' | 'server';

export interface CartState {
  /** 'server' once a user is signed in; 'guest' otherwise (also while the session is still checked). */
  mode: CartMode;
  /** False while the session is checked (always on the server) and while the server cart first loads. */
  ready: boolean;
  view: CartView;
  /** The device copy (guest mode). */
  guestItems: readonly GuestCartItem[];
  /** The server's answer (signed in); undefined while loading or after a load failure. */
  serverCart: ServerCart | undefined;
  userId: string | null;
}

/**
 * The one cart of the app (storefront §4 Cart): the device cart for a guest, the server cart for a
 * signed-in customer. A failed server load reads as an empty cart (storefront §8).
 */
export function useCartState(): CartState {
  const { user, loading } = useAuth();
  const userId = user?._id ?? null;
  const guestItems = useGuestCart();
  const server = useQuery({ ...cartQueries.server(userId ?? ''), enabled: userId !== null });

  return useMemo<CartState>(() => {
    if (userId === null) {
      return { mode: 'guest', ready: !loading, view: guestCartView(guestItems), guestItems, serverCart: undefined, userId };
    }
    return {
      mode: 'server',
      ready: server.data !== undefined || server.isError,
      view: server.data ? serverCartView(server.data) : EMPTY_CART_VIEW,
      guestItems,
      serverCart: server.data,
      userId,
    };
  }, [userId, loading, guestItems, server.data, server.isError]);
}

export interface CartActions {
  /** Adds `quantity` (default 1) of a product; resolves with whether the cart changed. */
  add: (product: CartProduct, quantity?: number) => Promise<boolean>;
  /** Sets a line's quantity (the plus and minus buttons send the current quantity ± 1). */
  setQuantity: (line: Pick<CartLine, 'product' | 'quantity'>, quantity: number) => Promise<boolean>;
  remove: (line: Pick<CartLine, 'product' | 'cartItemId'>) => Promise<boolean>;
}

/**
 * Cart changes. Guest: the device copy, at once. Signed in: sent to the server, whose answer — the
 * whole cart — replaces the cached one; a refusal shows the server's reason as a toast and the cart
 * is read again.
 */
export function useCartActions(): CartActions {
  const userId = useSessionUser()?._id ?? null;
  const queryClient = useQueryClient();

  const accept = useCallback(
    (cart: ServerCart) => {
      if (userId === null) return;
      queryClient.setQueryData(cartQueries.server(userId).queryKey, cart);
      announceCartNotices(cart);
    },
    [queryClient, userId],
  );
  const { mutateAsync } = useMutation({
    mutationFn: (send: () => Promise<ServerCart>) => send(),
    onSuccess: accept,
    onError: (error) => {
      notify.error(errorMessage(error, CART_UPDATE_FAILED));
      if (userId !== null) void queryClient.invalidateQueries({ queryKey: cartQueries.server(userId).queryKey });
    },
  });
  const send = useCallback(
    (call: () => Promise<ServerCart>) => mutateAsync(call).then(() => true, () => false),
    [mutateAsync],
  );

  return useMemo<CartActions>(() => {
    if (userId === null) {
      const applyGuest = (compute: (items: readonly GuestCartItem[]) => GuestCartChange) => {
        const result = compute(getGuestCartSnapshot());
        if (!result.ok) {
          notify.error(result.message);
          return Promise.resolve(false);
        }
        writeGuestCart(result.items);
        return Promise.resolve(true);
      };
      return {
        add: (product, quantity = DEFAULT_ADD_QUANTITY) => applyGuest((items) => addGuestItem(items, product, quantity)),
        setQuantity: (line, quantity) => applyGuest((items) => setGuestQuantity(items, lineKey(line.product), quantity)),
        remove: (line) => applyGuest((items) => ({ ok: true, items: removeGuestItem(items, lineKey(line.product)) })),
      };
    }
    return {
      add: async (product, quantity = DEFAULT_ADD_QUANTITY) => {
        // POST /cart sets the quantity, so adding needs the current one: wait for the cart if it is still loading.
        const cart = await queryClient.ensureQueryData(cartQueries.server(userId)).catch(() => undefined);
        const current = cart ? quantityInServerCart(cart, lineKey(product)) : 0;
        return send(() => setCartQuantity(product._id, current + quantity, product.variant?._id));
      },
      setQuantity: (line, quantity) => send(() => setCartQuantity(line.product._id, quantity, line.product.variant?._id)),
      // Storefront §5: a server line is removed only when it is found in the cart and has its own id.
      remove: (line) => {
        const { cartItemId } = line;
        return cartItemId ? send(() => removeCartLine(cartItemId)) : Promise.resolve(false);
      },
    };
  }, [userId, queryClient, send]);
}
