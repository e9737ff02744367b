import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api-client';
import { announceCartNotices } from './cart-notices';
import { cartQueries } from './cart-queries';
import type { ServerCart } from './types';
import { applyCoupon, removeCoupon } from '../coupons';
import { COUPON_APPLY_FAILED, COUPON_REMOVE_FAILED, appliedToasts, removedToast } from '../coupons';

/**
 * Apply and remove for the signed-in customer's cart. Both answer the whole cart, which replaces the
 * cached one; the toasts are the spec's (storefront §8).
 */
export function useCouponActions(userId: string) {
  const queryClient = useQueryClient();
  const keep = (cart: ServerCart) => {
    queryClient.setQueryData(cartQueries.server(userId).queryKey, cart);
    announceCartNotices(cart);
  };

  const apply = useMutation({
    mutationFn: (code: string) => applyCoupon(code),
    onSuccess: (result, code) => {
      keep(result.cart);
      for (const { message, tone, duration } of appliedToasts(result, code)) notify[tone](message, duration ? { duration } : undefined);
    },
    onError: (error) => notify.error(errorMessage(error, COUPON_APPLY_FAILED)),
  });

  const remove = useMutation({
    mutationFn: () => removeCoupon(),
    onSuccess: (result) => {
      keep(result.cart);
      notify.success(removedToast(result).message);
    },
    onError: (error) => notify.error(errorMessage(error, COUPON_REMOVE_FAILED)),
  });

  return { apply, remove };
}
