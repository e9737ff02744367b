import { checkoutErrorMessage, TOTAL_CHANGED_CODE } from '@dhatu/domain';
import { ApiError } from '../../lib/api-client';

/** What a refused Place Order means for the checkout page, and the words it shows. */
export type CheckoutFailure =
  /** Prices changed after the shopper saw the total: nothing was placed; show the new total and ask again. */
  | { kind: 'total-changed'; message: string; total: number | null }
  /** The cart changed (stock, a limit, a coupon) or the account has too many orders in progress: the server's words. */
  | { kind: 'refused'; message: string }
  /** Online payment could not start (the provider is down) or was switched off: the server's words; the cart is kept. */
  | { kind: 'payment'; message: string }
  /** Anything else, in the spec's checkout messages (account §8). */
  | { kind: 'other'; message: string };

const totalOf = (body: unknown): number | null => {
  const totals = (body as { totals?: { total?: unknown } } | null)?.totals;
  return typeof totals?.total === 'number' ? totals.total : null;
};

export function checkoutFailure(error: unknown, paymentMethod: 'COD' | 'ONLINE'): CheckoutFailure {
  if (error instanceof ApiError && error.status === 409) {
    const message = error.serverMessage ?? checkoutErrorMessage(null);
    if ((error.body as { code?: unknown } | null)?.code === TOTAL_CHANGED_CODE) return { kind: 'total-changed', message, total: totalOf(error.body) };
    return { kind: 'refused', message };
  }
  const onlineTrouble = error instanceof ApiError && error.serverMessage
    && (error.status === 502 || error.status === 503 || /online payment/i.test(error.serverMessage));
  if (paymentMethod === 'ONLINE' && onlineTrouble) return { kind: 'payment', message: (error).serverMessage! };
  return { kind: 'other', message: checkoutErrorMessage(error instanceof Error ? error.message : String(error)) };
}
