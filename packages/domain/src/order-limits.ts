// Limits against stock hoarding (issue 18): units of one product per order and orders in progress
// per account. The owner changes both in the console; these are the defaults and the rules. No zod.
import { MAX_CART_QUANTITY } from './cart-limits.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './constants.ts';
import { formatRupees } from './money.ts';

export interface OrderLimits {
  /** Most units of one product a cart line (and so an order) may hold, unless the product says otherwise. */
  maxUnitsPerOrder: number;
  /** Most open orders (see isOpenOrder) one account may have at once. */
  maxOpenOrdersPerAccount: number;
}

export const ORDER_LIMIT_DEFAULTS: Readonly<OrderLimits> = Object.freeze({ maxUnitsPerOrder: 10, maxOpenOrdersPerAccount: 3 });

/** What the owner may set each limit to. */
export const ORDER_LIMIT_BOUNDS: Readonly<Record<keyof OrderLimits, { min: number; max: number }>> = Object.freeze({
  maxUnitsPerOrder: { min: 1, max: MAX_CART_QUANTITY },
  maxOpenOrdersPerAccount: { min: 1, max: 100 },
});

/** The units of one product an order may hold: the product's own limit, else the shop's. */
export function unitsPerOrderLimit(productMax: number | null | undefined, shopMax: number): number {
  return typeof productMax === 'number' && productMax > 0 ? productMax : shopMax;
}

/**
 * An order still holding the shop's goods or money in the balance: not yet shipped (pending,
 * processing), or shipped but unpaid or cash on delivery (paid only on delivery). Delivered and
 * cancelled orders are done; a paid online order is done once it ships.
 */
export function isOpenOrder(order: { status: OrderStatus; paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }): boolean {
  if (order.status === 'pending' || order.status === 'processing') return true;
  if (order.status === 'shipped') return order.paymentMethod === 'COD' || order.paymentStatus !== 'paid';
  return false;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Refusal of a cart quantity above the per-order limit (POST /cart), and at checkout. */
export function perOrderLimitMessage(name: string, max: number): string {
  return `You can order at most ${max} of ${name} in one order`;
}

/** The cart lowered a quantity to the per-order limit (the owner lowered it, or a guest cart merged). */
export function perOrderCappedNotice(name: string, max: number): string {
  return `You can order at most ${max} of ${name} in one order, so your quantity is now ${max}`;
}

/** The hint beside a cart line that has reached its limit. */
export function perOrderLimitHint(max: number): string {
  return `Limit ${max} per order`;
}

/** Refusal of a new order while the account has as many open orders as it may. */
export function openOrdersLimitMessage(limit: number): string {
  return `You already have ${plural(limit, 'order', 'orders')} in progress. You can place a new order once one of them is delivered, or after you cancel one.`;
}

/** 409 when the total the checkout showed is not the total now (issue 18: no silent price change). */
export function totalChangedMessage(shownRupees: number, nowRupees: number): string {
  return `Prices have changed since you reviewed your order: the total is now ${formatRupees(nowRupees)} (was ${formatRupees(shownRupees)}). Please check your order and place it again to confirm.`;
}

/** The machine-readable code of that 409, beside its message. */
export const TOTAL_CHANGED_CODE = 'TOTAL_CHANGED';

/** The payment provider could not be reached (or answered nonsense) while starting an online payment. */
export const ONLINE_PAYMENT_DOWN_MESSAGE = 'Online payment is not available right now. Please try again or choose Cash on Delivery.';
