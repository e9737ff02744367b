import { fetchCart, mergeIntoServerCart } from '../cart';

/**
 * 'Try Again' after a failed or cancelled online payment. Placing the order emptied the cart and the
 * failed payment gave the stock back, so the items go back into the cart before checkout opens —
 * otherwise checkout would find an empty cart and send the shopper to /cart.
 */

interface Line {
  productId: string;
  quantity: number;
}

/**
 * What to add so the cart holds at least the order's quantities: only the shortfall, so a second
 * click (or a cart the shopper already refilled) never doubles anything. The server caps by stock.
 */
export function itemsToRestore(ordered: readonly Line[], inCart: readonly Line[]): { product: string; quantity: number }[] {
  const have = new Map<string, number>();
  for (const line of inCart) have.set(line.productId, (have.get(line.productId) ?? 0) + line.quantity);
  const want = new Map<string, number>();
  for (const line of ordered) want.set(line.productId, (want.get(line.productId) ?? 0) + line.quantity);
  return [...want]
    .map(([product, quantity]) => ({ product, quantity: quantity - (have.get(product) ?? 0) }))
    .filter((line) => line.quantity > 0);
}

/** Puts a failed order's items back into the signed-in shopper's cart (what is still on sale and in stock). */
export async function restoreOrderToCart(items: readonly { product: { _id: string }; quantity: number }[]): Promise<void> {
  const cart = await fetchCart();
  const missing = itemsToRestore(
    items.map((item) => ({ productId: item.product._id, quantity: item.quantity })),
    cart.items.map((item) => ({ productId: item.product._id, quantity: item.quantity })),
  );
  if (missing.length > 0) await mergeIntoServerCart(missing);
}
