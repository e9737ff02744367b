import { cartTotals, lineTotalPaise, paiseToRupees, perOrderLimitHint, rupeesToPaise, stockMessage, type CartTotals } from '@dhatu/domain';
import type { GuestCartItem } from '../../lib/guest-cart-store';
import { lineKey, readCartProduct } from './guest-cart-ops';
import type { CartLine, CartProduct, CartSummary, CartView, ServerCart, ShippingResult } from './types';

/**
 * Both carts as one view. A signed-in cart is the server's answer as it stands (the server is the
 * authority); the guest cart is previewed with the domain's own cartTotals, and its shipping with
 * the server's quote for that amount when one is at hand, else the default fee and threshold.
 */

function summaryFromTotals(totals: CartTotals): CartSummary {
  return {
    originalSubtotal: paiseToRupees(totals.originalSubtotal),
    subtotal: paiseToRupees(totals.subtotal),
    productDiscount: paiseToRupees(totals.productDiscount),
    couponDiscount: paiseToRupees(totals.couponDiscount),
    shippingFee: paiseToRupees(totals.shippingFee),
    isFreeShipping: totals.isFreeShipping,
    minOrderForFree: paiseToRupees(totals.minOrderForFree),
    remainingForFreeShipping: paiseToRupees(totals.remainingForFreeShipping),
    total: paiseToRupees(totals.total),
    itemCount: totals.itemCount,
  };
}

export const EMPTY_CART_VIEW: CartView = Object.freeze({
  lines: [],
  summary: summaryFromTotals(cartTotals([])),
  appliedCoupon: null,
});

/** A shipping quote together with the order amount it was asked for. */
export interface QuoteFor extends ShippingResult {
  orderAmount: number;
}

/** What the guest's shipping is computed on: the discounted subtotal (guests have no coupon). */
export function guestOrderAmount(items: readonly GuestCartItem[]): number {
  const totals = cartTotals(items.map(toTotalsLine));
  return paiseToRupees(totals.shippingBase);
}

function toTotalsLine(item: GuestCartItem) {
  const product = readCartProduct(item.product);
  return { pricePaise: rupeesToPaise(product.price), discount: product.discount, quantity: item.quantity };
}

export function guestCartView(items: readonly GuestCartItem[], quote?: QuoteFor | null): CartView {
  const lines: CartLine[] = items.map((item) => {
    const product = readCartProduct(item.product);
    return {
      product,
      quantity: item.quantity,
      lineTotal: paiseToRupees(lineTotalPaise({ pricePaise: rupeesToPaise(product.price), discount: product.discount, quantity: item.quantity })),
      cartItemId: null,
    };
  });
  const totals = cartTotals(items.map(toTotalsLine));
  const summary = summaryFromTotals(totals);
  // The server's quote overrides the defaults, but only for the amount it was asked about.
  if (quote && totals.itemCount > 0 && rupeesToPaise(quote.orderAmount) === totals.shippingBase) {
    summary.shippingFee = quote.shippingFee;
    summary.isFreeShipping = quote.isFreeShipping;
    summary.minOrderForFree = quote.minOrderForFree;
    summary.remainingForFreeShipping = quote.remainingForFreeShipping;
    summary.total = paiseToRupees(totals.shippingBase + rupeesToPaise(quote.shippingFee));
  }
  return { lines, summary, appliedCoupon: null };
}

export function serverCartView(cart: ServerCart): CartView {
  return {
    lines: cart.items.map((item) => ({
      product: { ...item.product, variant: item.variant },
      quantity: item.quantity,
      lineTotal: item.lineTotal,
      cartItemId: item._id,
      maxPerOrder: item.maxPerOrder,
    })),
    summary: {
      originalSubtotal: cart.originalSubtotal,
      subtotal: cart.subtotal,
      productDiscount: cart.productDiscount,
      couponDiscount: cart.couponDiscount,
      shippingFee: cart.shippingFee,
      isFreeShipping: cart.isFreeShipping,
      minOrderForFree: cart.minOrderForFree,
      remainingForFreeShipping: cart.remainingForFreeShipping,
      total: cart.total,
      itemCount: cart.itemCount,
    },
    appliedCoupon: cart.appliedCoupon,
  };
}

export interface QuantityLimit {
  /** Plus stops here: the stock or the per-order limit, whichever is lower. */
  max: number;
  /** Why, once the line has reached it: the stock message ('Only 2 left in stock.') or 'Limit 10 per order'. */
  note: string | null;
}

/**
 * How far a line's quantity may go: the known stock and the server's per-order limit (maxPerOrder),
 * whichever is lower, so plus stops there instead of sending a quantity the server refuses. The note
 * names the limit once the line holds that many; null when neither is known.
 */
export function quantityLimit(line: Pick<CartLine, 'quantity' | 'maxPerOrder'> & { product: Pick<CartProduct, 'stock'> }): QuantityLimit | null {
  const { stock } = line.product;
  const perOrder = line.maxPerOrder;
  const stockBinds = typeof stock === 'number' && (typeof perOrder !== 'number' || stock <= perOrder);
  if (stockBinds) return { max: stock, note: line.quantity >= stock ? stockMessage(stock) : null };
  if (typeof perOrder !== 'number') return null;
  return { max: perOrder, note: line.quantity >= perOrder ? perOrderLimitHint(perOrder) : null };
}

/** The quantity of a product (or of one variant: its lineKey) in the cart (0 when absent). */
export function quantityInCart(lines: readonly { product: CartProduct; quantity: number }[], key: string): number {
  return lines.find((line) => lineKey(line.product) === key)?.quantity ?? 0;
}

/** The same for the server's answer, whose lines carry the variant beside the product. */
export function quantityInServerCart(cart: ServerCart, key: string): number {
  return cart.items.find((item) => lineKey({ _id: item.product._id, variant: item.variant }) === key)?.quantity ?? 0;
}

/**
 * A fingerprint of what coupons depend on (lines, quantities, prices): the available-coupons list
 * is keyed by it, so it reloads whenever the cart changes.
 */
export function cartSignature(cart: Pick<ServerCart, 'items' | 'subtotal'>): string {
  return `${cart.subtotal}|${cart.items.map((item) => `${item.product._id}:${item.variant?._id ?? ''}:${item.quantity}`).join(',')}`;
}
