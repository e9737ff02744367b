import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  chooseOptionMessage, MAX_CART_LINES, variantLineName, MAX_CART_QUANTITY, OUT_OF_STOCK_MESSAGE, onlyLeftMessage, perOrderCappedNotice, perOrderLimitMessage, unitsPerOrderLimit,
} from '@dhatu/domain';
import { readAll, type Db, type Tx } from '../../db/client.ts';
import { cartCoupons, cartItems, products, productVariants, users } from '../../db/schema/index.ts';
import { badRequest, notFound, unauthorized } from '../../lib/errors.ts';
import { findVariantOf } from '../catalogue/index.ts';
import { readOrderLimits } from '../settings/index.ts';
import { loadCart, type Cart, type CartOptions } from './load-cart.ts';
import {
  cappedNotice, cartFullNotice, maxQuantityNotice, outOfStockNotice, unavailableNotice, UNKNOWN_PRODUCT_NOTICE,
} from './notices.ts';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const VARIANT_NOT_FOUND = 'This choice is not available for this product';
export const NO_OPTIONS_MESSAGE = 'This product has no options to choose';
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
  const [row] = await db.select({
    id: products.id, name: products.name, stock: products.stock, isHidden: products.isHidden, maxPerOrder: products.maxPerOrder, options: products.options,
  }).from(products).where(eq(products.id, productId)).limit(1);
  return row ?? null;
}

/**
 * The product (and, for a product with options, the chosen variant) must be on sale and in stock;
 * answers what a cart line is for: its name ('Diya — Large / Antique'), stock and variant. A product
 * with options needs a variant of its own that is not retired; one without takes none.
 */
export async function requireAvailableProduct(db: Db | Tx, productId: string, variantId?: string | null) {
  const product = await findProductForCart(db, productId);
  if (!product || product.isHidden) throw notFound(PRODUCT_NOT_FOUND);
  const firstOption = product.options[0];
  if (!firstOption) {
    if (variantId) throw badRequest(NO_OPTIONS_MESSAGE);
    if (product.stock <= 0) throw badRequest(OUT_OF_STOCK_MESSAGE);
    return { ...product, variantId: null, lineName: product.name };
  }
  if (!variantId) throw badRequest(chooseOptionMessage(firstOption.name));
  const variant = await findVariantOf(db, product.id, variantId);
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  if (variant.stock <= 0) throw badRequest(OUT_OF_STOCK_MESSAGE);
  return { ...product, stock: variant.stock, variantId: variant.id, lineName: variantLineName(product.name, variant.values) };
}

/** The line of one product (and variant: null for none) in a cart. */
export function sameLine(productId: string, variantId: string | null) {
  return and(eq(cartItems.productId, productId), variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId));
}

export async function countCartLines(db: Db | Tx, userId: string): Promise<number> {
  return db.$count(cartItems, eq(cartItems.userId, userId));
}

async function lineQuantity(db: Db | Tx, userId: string, productId: string, variantId: string | null): Promise<number | null> {
  const [row] = await db.select({ quantity: cartItems.quantity }).from(cartItems)
    .where(and(eq(cartItems.userId, userId), sameLine(productId, variantId))).limit(1);
  return row?.quantity ?? null;
}

/**
 * POST /cart: sets the product's line to `quantity` (0 or less removes it). A quantity above the
 * stock, or above what one order may hold of the product, is refused with the quantity that can be
 * had (whichever is lower), and nothing changes.
 */
export function setCartItem(
  db: Db, userId: string, input: { productId: string; variantId?: string | null | undefined; quantity: number }, options: CartOptions,
) {
  return withCart(db, userId, options, async (tx) => {
    if (input.quantity <= 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), sameLine(input.productId, input.variantId ?? null)));
      return;
    }
    const product = await requireAvailableProduct(tx, input.productId, input.variantId);
    const { maxUnitsPerOrder } = await readOrderLimits(tx);
    const limit = unitsPerOrderLimit(product.maxPerOrder, maxUnitsPerOrder);
    if (input.quantity > product.stock && product.stock <= limit) throw badRequest(onlyLeftMessage(product.stock));
    if (input.quantity > limit) throw badRequest(perOrderLimitMessage(product.lineName, limit));
    if ((await lineQuantity(tx, userId, product.id, product.variantId)) === null && (await countCartLines(tx, userId)) >= MAX_CART_LINES) {
      throw badRequest(CART_FULL_MESSAGE);
    }
    // The unique (user, product, variant) key turns a concurrent second insert into an update.
    await tx.insert(cartItems).values({ userId, productId: product.id, variantId: product.variantId, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantId],
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
export function mergeCart(
  db: Db, userId: string, items: readonly { product: string; variant?: string | null | undefined; quantity: number }[], options: CartOptions,
) {
  return withCart(db, userId, options, async (tx) => {
    // The same product (and variant) twice in the guest cart counts once, with both quantities.
    const wanted = new Map<string, { productId: string; variantId: string | null; quantity: number }>();
    for (const item of items) {
      const key = JSON.stringify([item.product, item.variant ?? null]);
      const before = wanted.get(key);
      wanted.set(key, { productId: item.product, variantId: item.variant ?? null, quantity: (before?.quantity ?? 0) + item.quantity });
    }
    if (wanted.size === 0) return [];

    const ids = [...new Set([...wanted.values()].map((w) => w.productId))];
    const variantIds = [...wanted.values()].map((w) => w.variantId).filter((v) => v !== null);
    const [found, variants, existing, { maxUnitsPerOrder }] = await readAll(tx, [
      () => tx.select({
        id: products.id, name: products.name, stock: products.stock, isHidden: products.isHidden, maxPerOrder: products.maxPerOrder, options: products.options,
      }).from(products).where(inArray(products.id, ids)),
      () => variantIds.length
        ? tx.select({ id: productVariants.id, productId: productVariants.productId, values: productVariants.values, stock: productVariants.stock, retiredAt: productVariants.retiredAt })
          .from(productVariants).where(inArray(productVariants.id, variantIds))
        : Promise.resolve([]),
      () => tx.select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, userId)),
      () => readOrderLimits(tx),
    ]);
    const productsById = new Map(found.map((p) => [p.id, p]));
    const variantsById = new Map(variants.map((v) => [v.id, v]));
    const inCart = new Map(existing.map((l) => [JSON.stringify([l.productId, l.variantId]), l.quantity]));
    let lineCount = inCart.size;

    const notices: string[] = [];
    const rows: (typeof cartItems.$inferInsert)[] = [];
    const start = Date.now();
    for (const [key, { productId, variantId, quantity: guestQuantity }] of wanted) {
      const product = productsById.get(productId);
      if (!product) { notices.push(UNKNOWN_PRODUCT_NOTICE); continue; }
      const variant = variantId ? variantsById.get(variantId) : undefined;
      const hasOptions = product.options.length > 0;
      // A choice that no longer fits the product (retired, another product's, options added or removed) is dropped.
      const choiceGone = hasOptions ? (!variant || variant.productId !== product.id || variant.retiredAt !== null) : variantId !== null;
      const name = variant && !choiceGone ? variantLineName(product.name, variant.values) : product.name;
      if (product.isHidden || choiceGone) { notices.push(unavailableNotice(name)); continue; }
      const stock = variant ? variant.stock : product.stock;
      if (stock <= 0) { notices.push(outOfStockNotice(name)); continue; }
      const current = inCart.get(key);
      if (current === undefined && lineCount >= MAX_CART_LINES) { notices.push(cartFullNotice(name, MAX_CART_LINES)); continue; }
      const sum = (current ?? 0) + guestQuantity;
      const limit = unitsPerOrderLimit(product.maxPerOrder, maxUnitsPerOrder);
      const cap = Math.min(stock, limit, MAX_CART_QUANTITY);
      const quantity = Math.min(sum, cap);
      if (quantity < sum) {
        notices.push(cap === stock ? cappedNotice(name, quantity)
          : cap === limit ? perOrderCappedNotice(name, quantity) : maxQuantityNotice(name, quantity));
      }
      if (quantity === current) continue;
      if (current === undefined) lineCount += 1;
      // New lines keep the guest cart's order.
      rows.push({ userId, productId, variantId: variant?.id ?? null, quantity, createdAt: new Date(start + rows.length), updatedAt: new Date(start) });
    }
    if (rows.length > 0) {
      await tx.insert(cartItems).values(rows).onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.variantId],
        set: { quantity: sql`excluded.quantity`, updatedAt: sql`now()` },
      });
    }
    return notices;
  });
}
