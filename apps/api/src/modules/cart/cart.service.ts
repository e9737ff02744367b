import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_CART_LINES, MAX_CART_QUANTITY, OUT_OF_STOCK_MESSAGE, onlyLeftMessage, perOrderCappedNotice, perOrderLimitMessage, unitsPerOrderLimit,
} from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { cartCoupons, cartItems, products, users } from '../../db/schema/index.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { readOrderLimits } from '../settings/index.ts';
import { loadCart, type Cart, type CartOptions } from './load-cart.ts';
import {
  cappedNotice, cartFullNotice, maxQuantityNotice, outOfStockNotice, unavailableNotice, UNKNOWN_PRODUCT_NOTICE,
} from './notices.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const CART_FULL_MESSAGE = `Your cart holds at most ${MAX_CART_LINES} different products`;

/** A cart change and the cart after it, with any notices the change itself produced. */
export interface CartChange {
  cart: Cart;
  notices: string[];
}

/**
 * Runs one change to a customer's cart in a transaction holding the customer's row (FOR NO KEY
 * UPDATE: other writers that only reference the user are not blocked), so changes by the same
 * customer from two tabs queue and stock and line limits are checked against what is really there.
 * Answers the cart as it is after the change.
 */
export async function withCart(
  db: Db,
  userId: string,
  options: CartOptions,
  change: (tx: Tx) => Promise<string[] | void>,
): Promise<CartChange> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const notices = (await change(tx)) ?? [];
    return { cart: await loadCart(tx, userId, options), notices };
  });
}

export async function lockCustomer(tx: Tx, userId: string): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!owner) throw unauthorized();
}

/** A product as the cart needs it to decide; null when unknown. */
export async function findProductForCart(db: Db | Tx, productId: string) {
  const [row] = await db.select({ id: products.id, name: products.name, stock: products.stock, isHidden: products.isHidden, maxPerOrder: products.maxPerOrder })
    .from(products).where(eq(products.id, productId)).limit(1);
  return row ?? null;
}

/** The product must be on sale and in stock; answers it. */
export async function requireAvailableProduct(db: Db | Tx, productId: string) {
  const product = await findProductForCart(db, productId);
  if (!product || product.isHidden) throw notFound(PRODUCT_NOT_FOUND);
  if (product.stock <= 0) throw badRequest(OUT_OF_STOCK_MESSAGE);
  return product;
}

export async function countCartLines(db: Db | Tx, userId: string): Promise<number> {
  return db.$count(cartItems, eq(cartItems.userId, userId));
}

async function lineQuantity(db: Db | Tx, userId: string, productId: string): Promise<number | null> {
  const [row] = await db.select({ quantity: cartItems.quantity }).from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId))).limit(1);
  return row?.quantity ?? null;
}

/**
 * POST /cart: sets the product's line to `quantity` (0 or less removes it). A quantity above the
 * stock, or above what one order may hold of the product, is refused with the quantity that can be
 * had (whichever is lower), and nothing changes.
 */
export function setCartItem(db: Db, userId: string, input: { productId: string; quantity: number }, options: CartOptions) {
  return withCart(db, userId, options, async (tx) => {
    if (input.quantity <= 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, input.productId)));
      return;
    }
    const product = await requireAvailableProduct(tx, input.productId);
    const { maxUnitsPerOrder } = await readOrderLimits(tx);
    const limit = unitsPerOrderLimit(product.maxPerOrder, maxUnitsPerOrder);
    if (input.quantity > product.stock && product.stock <= limit) throw badRequest(onlyLeftMessage(product.stock));
    if (input.quantity > limit) throw badRequest(perOrderLimitMessage(product.name, limit));
    if ((await lineQuantity(tx, userId, product.id)) === null && (await countCartLines(tx, userId)) >= MAX_CART_LINES) {
      throw badRequest(CART_FULL_MESSAGE);
    }
    // The unique (user, product) key turns a concurrent second insert into an update.
    await tx.insert(cartItems).values({ userId, productId: product.id, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
      });
  });
}

/** DELETE /cart/{cartItemId}: only the customer's own line; anything else is 'Cart item not found'. */
export function removeCartItem(db: Db, userId: string, cartItemId: string, options: CartOptions) {
  return withCart(db, userId, options, async (tx) => {
    const removed = await tx.delete(cartItems).where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(CART_ITEM_NOT_FOUND);
  });
}

/** DELETE /cart/clear: every line and the applied coupon. */
export function clearCart(db: Db, userId: string, options: CartOptions) {
  return withCart(db, userId, options, async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
  });
}

/**
 * POST /cart/merge: adds the guest cart's quantities into the server cart, each line capped by
 * the stock and the per-order limit. Unknown, hidden and out-of-stock products are skipped,
 * each with a notice; so is a new product once the cart holds the most lines it may.
 */
export function mergeCart(db: Db, userId: string, items: readonly { product: string; quantity: number }[], options: CartOptions) {
  return withCart(db, userId, options, async (tx) => {
    // The same product twice in the guest cart counts once, with both quantities.
    const wanted = new Map<string, number>();
    for (const item of items) wanted.set(item.product, (wanted.get(item.product) ?? 0) + item.quantity);
    if (wanted.size === 0) return [];

    const ids = [...wanted.keys()];
    const [found, existing, { maxUnitsPerOrder }] = await Promise.all([
      tx.select({ id: products.id, name: products.name, stock: products.stock, isHidden: products.isHidden, maxPerOrder: products.maxPerOrder })
        .from(products).where(inArray(products.id, ids)),
      tx.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, userId)),
      readOrderLimits(tx),
    ]);
    const productsById = new Map(found.map((p) => [p.id, p]));
    const inCart = new Map(existing.map((l) => [l.productId, l.quantity]));
    let lineCount = inCart.size;

    const notices: string[] = [];
    const rows: (typeof cartItems.$inferInsert)[] = [];
    const start = Date.now();
    for (const [productId, guestQuantity] of wanted) {
      const product = productsById.get(productId);
      if (!product) { notices.push(UNKNOWN_PRODUCT_NOTICE); continue; }
      if (product.isHidden) { notices.push(unavailableNotice(product.name)); continue; }
      if (product.stock <= 0) { notices.push(outOfStockNotice(product.name)); continue; }
      const current = inCart.get(productId);
      if (current === undefined && lineCount >= MAX_CART_LINES) { notices.push(cartFullNotice(product.name, MAX_CART_LINES)); continue; }
      const sum = (current ?? 0) + guestQuantity;
      const limit = unitsPerOrderLimit(product.maxPerOrder, maxUnitsPerOrder);
      const cap = Math.min(product.stock, limit, MAX_CART_QUANTITY);
      const quantity = Math.min(sum, cap);
      if (quantity < sum) {
        notices.push(cap === product.stock ? cappedNotice(product.name, quantity)
          : cap === limit ? perOrderCappedNotice(product.name, quantity) : maxQuantityNotice(product.name, quantity));
      }
      if (quantity === current) continue;
      if (current === undefined) lineCount += 1;
      // New lines keep the guest cart's order.
      rows.push({ userId, productId, quantity, createdAt: new Date(start + rows.length), updatedAt: new Date(start) });
    }
    if (rows.length > 0) {
      await tx.insert(cartItems).values(rows).onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
      });
    }
    return notices;
  });
}
