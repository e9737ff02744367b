import { notify } from '../../components/ui/toast';
import type { ServerCart } from './types';

/**
 * The server says once, in the answer of the call that found it, why the cart changed on its own
 * (a product gone or out of stock, a quantity lowered to the stock, a coupon that no longer holds).
 * Each answer is announced where it arrives: the cart load (and the merge at sign-in) or a change.
 */
export function announceCartNotices(cart: Pick<ServerCart, 'notices'>): void {
  for (const notice of cart.notices) notify.warning(notice, { duration: 6000 });
}
