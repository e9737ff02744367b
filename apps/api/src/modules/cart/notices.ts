/** Why a cart changed on its own, in the shopper's words (the cart answer's `notices`). */

export function unavailableNotice(name: string): string {
  return `${name} is no longer available and was removed`;
}

/** A guest-cart product that no longer exists at all (its name is unknown). */
export const UNKNOWN_PRODUCT_NOTICE = 'A product in your cart is no longer available and was removed';

export function outOfStockNotice(name: string): string {
  return `${name} is out of stock and was removed`;
}

export function cappedNotice(name: string, quantity: number): string {
  return `Only ${quantity} of ${name} left in stock, so your quantity is now ${quantity}`;
}

export function couponDroppedNotice(code: string, reason: string): string {
  return `Coupon ${code} was removed: ${reason}`;
}

export function maxQuantityNotice(name: string, quantity: number): string {
  return `At most ${quantity} of ${name} fit in one cart, so your quantity is now ${quantity}`;
}

export function cartFullNotice(name: string, lines: number): string {
  return `Your cart holds at most ${lines} different products, so ${name} was not added`;
}
