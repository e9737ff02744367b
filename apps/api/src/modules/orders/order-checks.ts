import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  CART_EMPTY_MESSAGE, isOpenOrder, openOrdersLimitMessage, ORDER_MESSAGES, paiseToRupees, perOrderLimitMessage, stockShortfallMessage,
  TOTAL_CHANGED_CODE, totalChangedMessage, unitsPerOrderLimit, variantLineName, type CartTotals, type PaymentMethod,
} from '@dhatu/domain';
import type { OrderTotalsDto } from '@dhatu/domain/contracts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, orders, products, productVariants } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { cartOptions, loadCart, type Cart } from '../cart/index.ts';
import { deliveryForOrder, type OrderDelivery } from '../delivery/index.ts';
import { readOrderLimits } from '../settings/index.ts';
import { lockProducts } from './cancel-order.service.ts';

export interface OrderCheck {
  config: Config;
  now: Date;
  /** The total the shopper was shown (paise); null when the client sent none. */
  expectedTotalPaise: number | null;
  /**
   * Inside the order's transaction, with the customer's row held: the cart's products are locked
   * too. Without it (the check before an online payment is started) nothing is locked, and the
   * transaction checks everything again.
   */
  lock: boolean;
  /** Where the order goes and how it is paid: the delivery rules decide whether it can, and add their fee. */
  delivery: { pincode: string; paymentMethod: PaymentMethod };
}

/** The cart as the order will be: its totals include the pincode's delivery fee, with the promise made. */
export type CartToOrder = Cart & { delivery: OrderDelivery };

/**
 * Everything that decides whether this customer's cart can become an order now, in the order a
 * shopper would want to hear it: too many orders in progress (409), an empty cart (400), a cart
 * that had to change — stock short, over the per-order limit, a product gone, a coupon lapsed —
 * (409 with the reasons), a total other than the one shown (409 with the new totals). Answers the
 * cart as the order will be, computed by the domain's rules from the database.
 */
export async function cartReadyToOrder(db: Db | Tx, userId: string, check: OrderCheck): Promise<CartToOrder> {
  const limits = await readOrderLimits(db);
  await refuseOverOpenOrderLimit(db, userId, limits.maxOpenOrdersPerAccount);

  const wanted = await db.select({
    productId: cartItems.productId, quantity: cartItems.quantity, variantValues: productVariants.values, variantStock: productVariants.stock,
  }).from(cartItems).leftJoin(productVariants, eq(productVariants.id, cartItems.variantId)).where(eq(cartItems.userId, userId));
  if (wanted.length === 0) throw badRequest(CART_EMPTY_MESSAGE);
  const ids = wanted.map((w) => w.productId);
  // Variants' stock moves only with their product's row held (changeStock, the console), so these locks cover them.
  const found = check.lock ? await lockProducts(db as Tx, ids) : await productsOf(db, ids);
  // Read only: the repairs are written by the next cart read, which shows the same notices.
  const cart = await loadCart(db, userId, { ...cartOptions(check.config), readOnly: true, now: check.now, limits });
  if (cart.notices.length > 0) throw new AppError(409, cartChangedMessage(wanted, found, limits.maxUnitsPerOrder), cart.notices);
  if (cart.lines.length === 0) throw badRequest(CART_EMPTY_MESSAGE);
  const makingDays = Math.max(0, ...cart.lines.map((line) => line.product.madeToOrderDays));
  const delivery = await deliveryForOrder(db, check.delivery.pincode, check.delivery.paymentMethod, cart.totals.total, check.now, makingDays);
  const totals = withDeliveryFee(cart.totals, delivery.feePaise);
  if (check.expectedTotalPaise !== null && check.expectedTotalPaise !== totals.total) {
    throw totalChanged(check.expectedTotalPaise, totals);
  }
  return { ...cart, totals, delivery };
}

/** A zone's delivery fee is charged on top of the shipping rule's fee (free shipping does not waive it). */
function withDeliveryFee(totals: CartTotals, feePaise: number): CartTotals {
  if (feePaise === 0) return totals;
  return { ...totals, shippingFee: totals.shippingFee + feePaise, total: totals.total + feePaise };
}

type ProductForOrder = Awaited<ReturnType<typeof lockProducts>>[number];

function productsOf(db: Db | Tx, ids: readonly string[]): Promise<ProductForOrder[]> {
  return db.select({ id: products.id, name: products.name, stock: products.stock, isHidden: products.isHidden, maxPerOrder: products.maxPerOrder })
    .from(products).where(inArray(products.id, [...ids])).orderBy(asc(products.id));
}

/** The headline of a 409 for a cart that changed: the first line short of stock, or over its limit, else the general words. */
interface WantedLine {
  productId: string;
  quantity: number;
  variantValues: string[] | null;
  variantStock: number | null;
}

function cartChangedMessage(wanted: readonly WantedLine[], found: readonly ProductForOrder[], shopMax: number): string {
  const byId = new Map(found.map((p) => [p.id, p]));
  // A variant line is named and counted as its variant.
  const lines = wanted.map((w) => {
    const product = byId.get(w.productId);
    return {
      quantity: w.quantity,
      product: product && w.variantValues ? { ...product, name: variantLineName(product.name, w.variantValues), stock: w.variantStock ?? 0 } : product,
    };
  }).filter((l) => l.product && !l.product.isHidden);
  const short = lines.find((l) => l.product!.stock < l.quantity);
  if (short) return stockShortfallMessage(short.product!.name, short.product!.stock);
  const over = lines.find((l) => unitsPerOrderLimit(l.product!.maxPerOrder, shopMax) < l.quantity);
  if (over) return perOrderLimitMessage(over.product!.name, unitsPerOrderLimit(over.product!.maxPerOrder, shopMax));
  return ORDER_MESSAGES.cartChanged;
}

/**
 * Against hoarding: an account may have at most `limit` open orders (domain isOpenOrder). Inside
 * the order transaction the customer's row is held, so orders of one account are counted one
 * placement at a time, on every instance.
 */
async function refuseOverOpenOrderLimit(db: Db | Tx, userId: string, limit: number): Promise<void> {
  const unfinished = await db.select({ status: orders.status, paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus })
    .from(orders).where(and(eq(orders.userId, userId), notInArray(orders.status, ['delivered', 'cancelled'])));
  if (unfinished.filter(isOpenOrder).length >= limit) throw new AppError(409, openOrdersLimitMessage(limit));
}

/** Money of a cart as an order would carry it, in rupees. */
export function orderTotalsDto(totals: CartTotals): OrderTotalsDto {
  const rupees = paiseToRupees;
  return {
    originalSubtotal: rupees(totals.originalSubtotal),
    subtotal: rupees(totals.subtotal),
    productDiscount: rupees(totals.productDiscount),
    couponDiscount: rupees(totals.couponDiscount),
    shippingFee: rupees(totals.shippingFee),
    total: rupees(totals.total),
    itemCount: totals.itemCount,
  };
}

/** 409: the total is not the one the shopper saw. Nothing is placed; the answer carries the new totals. */
export function totalChanged(expectedPaise: number, totals: CartTotals): AppError {
  return new AppError(409, totalChangedMessage(paiseToRupees(expectedPaise), paiseToRupees(totals.total)), undefined, undefined, {
    code: TOTAL_CHANGED_CODE, expectedTotal: paiseToRupees(expectedPaise), totals: orderTotalsDto(totals),
  });
}
