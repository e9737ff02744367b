import { INVALID_ORDER_RESPONSE_MESSAGE, PAYMENT_URL_MISSING_MESSAGE, STORAGE_KEYS } from '@dhatu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../auth';
import { cartQueries } from '../cart';
import type { CartView } from '../cart';
import { placeOrder } from '../orders';
import { orderQueries } from '../orders';
import type { Order } from '../orders';
import { profileQueries } from '../profile';
import { checkoutFailure } from './checkout-errors';
import { newIdempotencyKey, type OrderBody } from './checkout-form';
import { PAYMENT_OPTIONS_KEY } from './payment-choice';

interface PlaceOrderOptions {
  view: CartView;
  userId: string;
  /** The profile had a name before this order (else the profile is read again after it). */
  hadName: boolean;
  /** The order is placed: the page must not bounce to the empty cart. */
  onPlaced: () => void;
  /** After a refusal, show the problem (the first invalid field, or the form's message). */
  reveal: () => void;
}

/**
 * Placing the order (account §4): one Idempotency-Key per attempt, the total the shopper saw sent
 * along (a changed total is confirmed by pressing again), then COD to the payment status page or
 * ONLINE to the payment page; the cart, orders and profile are read again after.
 */
export function usePlaceOrder({ view, userId, hadName, onPlaced, reveal }: PlaceOrderOptions) {
  const { refreshUser } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  /** The total the shopper was shown before prices changed under them (a 409 TOTAL_CHANGED): they confirm the new one. */
  const [shownBefore, setShownBefore] = useState<number | null>(null);
  const attemptKey = useRef(newIdempotencyKey());

  const place = async (body: OrderBody) => {
    if (placing) return;
    setFormError(null);
    setPlacing(true);
    // The total on the screen: the server places nothing if its own differs (issue 18).
    const shownTotal = view.summary.total;
    let order: Order;
    try {
      order = await placeOrder({ ...body, expectedTotal: shownTotal }, attemptKey.current);
    } catch (error) {
      // The server answered: nothing was placed, so the next attempt is a new one.
      if (error instanceof ApiError) attemptKey.current = newIdempotencyKey();
      const failure = checkoutFailure(error, body.paymentMethod ?? 'COD');
      if (failure.kind === 'total-changed') {
        // The new total shows (the cart is read again before the button comes back) and is confirmed by pressing again.
        setShownBefore((before) => before ?? shownTotal);
        await queryClient.invalidateQueries({ queryKey: cartQueries.all() });
      } else {
        setFormError(failure.message);
        // The cart as it now stands; after a payment failure also the payment choices (online may be off now).
        if (failure.kind !== 'other') void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
        if (failure.kind === 'payment') void queryClient.invalidateQueries({ queryKey: PAYMENT_OPTIONS_KEY });
      }
      setPlacing(false);
      reveal();
      return;
    }
    if (!order || typeof order._id !== 'string' || !order._id) {
      setPlacing(false);
      setFormError(INVALID_ORDER_RESPONSE_MESSAGE);
      return;
    }
    onPlaced();
    const after = async () => {
      await queryClient.invalidateQueries({ queryKey: cartQueries.all() });
      void queryClient.invalidateQueries({ queryKey: orderQueries.all(userId) });
      if (body.saveAddress) void queryClient.invalidateQueries({ queryKey: profileQueries.addresses(userId).queryKey });
      if (!hadName) {
        void queryClient.invalidateQueries({ queryKey: profileQueries.contact(userId).queryKey });
        await refreshUser();
      }
    };
    if (order.paymentMethod === 'ONLINE') {
      if (!isPaymentPageUrl(order.paymentUrl)) {
        setPlacing(false);
        setFormError(PAYMENT_URL_MISSING_MESSAGE);
        void after();
        return;
      }
      window.localStorage.setItem(STORAGE_KEYS.pendingOrderId, order.orderId);
      void after();
      window.location.assign(order.paymentUrl);
      return;
    }
    queryClient.setQueryData(orderQueries.one(userId, order.orderId).queryKey, order);
    void navigate(`/payment/status/${encodeURIComponent(order.orderId)}`, { replace: true });
    void after();
  };

  return { place, placing, formError, setFormError, shownBefore };
}

/** The page the server sends the shopper to for paying: a web address, never a script. */
function isPaymentPageUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return ['https:', 'http:'].includes(new URL(url, window.location.origin).protocol);
  } catch {
    return false;
  }
}
