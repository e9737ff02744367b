import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { cartQueries } from './cart-queries';
import { guestOrderAmount } from './cart-view';
import { getGuestCartSnapshot, writeGuestCart, type GuestCartItem } from '../../lib/guest-cart-store';
import { refreshGuestProducts } from './guest-cart-ops';

const MAX_BULK_IDS = 100;

/**
 * The guest cart page's two reads: the shipping quote for the cart's amount (its failure leaves the
 * default fee and threshold in place) and the products' current data, written back to the device
 * copy so prices, pictures and stock are today's (the server re-prices everything at sign-in anyway).
 */
export function useGuestCartExtras(items: readonly GuestCartItem[], enabled: boolean) {
  const orderAmount = guestOrderAmount(items);
  const quote = useQuery({ ...cartQueries.shippingQuote(orderAmount), enabled: enabled && items.length > 0 });

  const ids = useMemo(() => [...new Set(items.map((item) => item.product._id))].sort().slice(0, MAX_BULK_IDS), [items]);
  const products = useQuery({ ...cartQueries.guestProducts(ids), enabled: enabled && ids.length > 0 });
  useEffect(() => {
    if (!products.data) return;
    const current = getGuestCartSnapshot();
    const next = refreshGuestProducts(current, products.data.products);
    if (next !== current) writeGuestCart(next);
  }, [products.data]);

  return { quote: quote.data ?? null };
}
