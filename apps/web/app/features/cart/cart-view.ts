import { cartTotals, lineTotalPaise, paiseToRupees, rupeesToPaise, type CartTotals } from '@dhatu/domain';
import type { GuestCartItem } from './guest-cart-store';
import { readCartProduct } from './guest-cart-ops';
import type { CartLine, CartSummary, CartView, ServerCart, ShippingResult } from './types';

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
}) as CartView;

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
      product: item.product,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
      cartItemId: item._id,
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

/** The quantity of a product in the cart (0 when absent). */
export function quantityInCart(lines: readonly { product: { _id: string }; quantity: number }[], productId: string): number {
  return lines.find((line) => line.product._id === productId)?.quantity ?? 0;
}

/**
 * A fingerprint of what coupons depend on (lines, quantities, prices): the available-coupons list
 * is keyed by it, so it reloads whenever the cart changes.
 */
export function cartSignature(cart: Pick<ServerCart, 'items' | 'subtotal'>): string {
  return `${cart.subtotal}|${cart.items.map((item) => `${item.product._id}:${item.quantity}`).join(',')}`;
}
