import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  cartTotals, discountedPricePaise, evaluateCoupon, lineTotalPaise, paiseToRupees, perOrderCappedNotice, rupeesToPaise, unitsPerOrderLimit,
  type CartTotals, type CouponLine, type ExcludedItem, type OrderLimits, type ShippingSettingsPaise,
} from '@dhatu/domain';
import type { CartDto } from '@dhatu/domain/contracts';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cartCoupons, cartItems, categories, coupons, products, subcategories } from '../../db/schema/index.ts';
import { productColumns, toProductDto, type ProductRow } from '../catalogue/index.ts';
import { couponTerms, customerUsesOf, earlierOrdersOf, toDomainCoupon, type CouponRow } from '../coupons/index.ts';
import { readOrderLimits } from '../settings/index.ts';
import { cappedNotice, couponDroppedNotice, outOfStockNotice, unavailableNotice } from './notices.ts';

export interface CartOptions {
  shipping: ShippingSettingsPaise;
  /** The moment coupons are checked at (default: now). */
  now?: Date;
  /**
   * Compute the repaired cart without writing the repairs (default false). For reads that do not
   * answer the cart, so its notices are not spent where the shopper cannot see them.
   */
  readOnly?: boolean;
  /** The owner's limits when the caller has just read them (default: read with the cart). */
  limits?: Pick<OrderLimits, 'maxUnitsPerOrder'>;
}

/** Shipping fee and threshold from the settings (rupees there, paise here). */
export function cartOptions(config: Pick<Config, 'SHIPPING_FEE' | 'FREE_SHIPPING_THRESHOLD'>): CartOptions {
  return { shipping: { feePaise: rupeesToPaise(config.SHIPPING_FEE), thresholdPaise: rupeesToPaise(config.FREE_SHIPPING_THRESHOLD) } };
}

const subcategory = alias(subcategories, 'cart_subcategory');

/** A cart line with its product read now (price, discount, stock, category). */
export interface CartLine {
  cartItemId: string;
  quantity: number;
  product: ProductRow;
  /** HSN code of the product's category (an order line's code: product's, else this, else the shop's). */
  categoryHsnCode: string | null;
  /** Discounted price of one unit, in paise (a whole rupee). */
  unitPricePaise: number;
  lineTotalPaise: number;
  /** Most units of this product one order may hold (its own limit, else the shop's). */
  maxPerOrder: number;
}

export interface AppliedCoupon {
  coupon: CouponRow;
  /** What the coupon takes off, in paise (equal to totals.couponDiscount). */
  discountPaise: number;
  /** Lines outside the coupon's categories or products. */
  excludedItems: ExcludedItem[];
  /** Orders this customer has already placed with it. */
  customerUses: number;
}

/** The whole cart, computed by the domain's rules from current product data. Money in paise. */
export interface Cart {
  userId: string;
  lines: CartLine[];
  coupon: AppliedCoupon | null;
  totals: CartTotals;
  /** Changes made while loading, in the shopper's words. */
  notices: string[];
}

/**
 * Reads a customer's cart with current prices and stock (two queries: lines with products, the
 * applied coupon with this customer's uses and earlier orders) and makes it hold again before computing it:
 * - a hidden product's line is removed, as is one whose product is out of stock;
 * - a quantity above the stock is lowered to the stock, and one above the per-order limit to the limit;
 * - the applied coupon is evaluated against the resulting cart and dropped when it no longer holds.
 * Each change leaves a notice. Totals come from the domain's cartTotals.
 *
 * Checkout calls this inside its order transaction to recompute the cart (a non-empty `notices`
 * means the cart changed under the shopper, who should look again before paying).
 */
export async function loadCart(db: Db | Tx, userId: string, options: CartOptions): Promise<Cart> {
  const now = options.now ?? new Date();
  const [rows, [applied], limits] = await Promise.all([
    db.select({
      ...productColumns(),
      categoryName: categories.name,
      categoryHsnCode: categories.hsnCode,
      subcategoryName: subcategory.name,
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
    })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, products.subcategoryId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    db.select({ coupon: coupons, customerUses: customerUsesOf(userId), earlierOrders: earlierOrdersOf(userId) })
      .from(cartCoupons)
      .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
      .where(eq(cartCoupons.userId, userId))
      .limit(1),
    options.limits ?? readOrderLimits(db),
  ]);

  const notices: string[] = [];
  const lines: CartLine[] = [];
  let removals = false;
  let caps = false;
  for (const { cartItemId, quantity, categoryHsnCode, ...product } of rows) {
    if (product.isHidden) {
      notices.push(unavailableNotice(product.name));
      removals = true;
      continue;
    }
    if (product.stock <= 0) {
      notices.push(outOfStockNotice(product.name));
      removals = true;
      continue;
    }
    const maxPerOrder = unitsPerOrderLimit(product.maxPerOrder, limits.maxUnitsPerOrder);
    let units = quantity;
    if (quantity > product.stock && product.stock <= maxPerOrder) {
      units = product.stock;
      notices.push(cappedNotice(product.name, units));
      caps = true;
    } else if (quantity > maxPerOrder) {
      units = maxPerOrder;
      notices.push(perOrderCappedNotice(product.name, units));
      caps = true;
    }
    lines.push({
      cartItemId, quantity: units, product, categoryHsnCode, maxPerOrder,
      unitPricePaise: discountedPricePaise(product.pricePaise, product.discount),
      lineTotalPaise: lineTotalPaise({ pricePaise: product.pricePaise, discount: product.discount, quantity: units }),
    });
  }

  // Write the repairs by condition, not by the ids read: a restock in between is respected.
  if (removals && !options.readOnly) {
    await db.delete(cartItems).where(and(
      eq(cartItems.userId, userId),
      inArray(cartItems.productId, db.select({ id: products.id }).from(products).where(or(eq(products.isHidden, true), lte(products.stock, 0)))),
    ));
  }
  if (caps && !options.readOnly) {
    // Written out: Drizzle leaves columns of an UPDATE unqualified, which a subquery would misread.
    const mostForLine = sql`(select least(p.stock, coalesce(p.max_per_order, ${limits.maxUnitsPerOrder}::integer)) from products p where p.id = cart_items.product_id)`;
    await db.update(cartItems)
      .set({ quantity: mostForLine, updatedAt: new Date() })
      .where(and(eq(cartItems.userId, userId), gt(cartItems.quantity, mostForLine), sql`${mostForLine} > 0`));
  }

  let coupon: AppliedCoupon | null = null;
  if (applied) {
    const { customerUses, earlierOrders } = applied;
    const evaluation = evaluateCoupon(toDomainCoupon(applied.coupon), couponLinesOf(lines), { now, customerUses, earlierOrders });
    if (evaluation.ok) {
      coupon = { coupon: applied.coupon, discountPaise: evaluation.discountPaise, excludedItems: evaluation.excludedItems, customerUses: applied.customerUses };
    } else {
      // Only this coupon: another one applied meanwhile stays.
      if (!options.readOnly) {
        await db.delete(cartCoupons).where(and(eq(cartCoupons.userId, userId), eq(cartCoupons.couponId, applied.coupon.id)));
      }
      // An emptied cart simply has no coupon; saying why would be noise.
      if (evaluation.code !== 'empty_cart') notices.push(couponDroppedNotice(applied.coupon.code, evaluation.reason));
    }
  }

  const totals = cartTotals(
    lines.map((l) => ({ pricePaise: l.product.pricePaise, discount: l.product.discount, quantity: l.quantity })),
    coupon?.discountPaise ?? 0,
    options.shipping,
  );
  if (coupon) coupon.discountPaise = totals.couponDiscount;
  return { userId, lines, coupon, totals, notices };
}

/** What evaluateCoupon reads of each line. */
export function couponLinesOf(lines: readonly CartLine[]): CouponLine[] {
  return lines.map((l) => ({
    productId: l.product.id,
    productName: l.product.name,
    categoryId: l.product.categoryId,
    lineTotalPaise: l.lineTotalPaise,
  }));
}

/** The cart as the API answers it: rupees, products as GET /api/products/{id}. */
export function toCartDto(cart: Cart, extraNotices: readonly string[] = []): CartDto {
  const rupees = paiseToRupees;
  const { totals } = cart;
  return {
    items: cart.lines.map((l) => ({
      _id: l.cartItemId,
      product: toProductDto(l.product),
      quantity: l.quantity,
      lineTotal: rupees(l.lineTotalPaise),
      maxPerOrder: l.maxPerOrder,
    })),
    appliedCoupon: cart.coupon ? { ...couponTerms(cart.coupon.coupon), discountAmount: rupees(totals.couponDiscount) } : null,
    couponDiscount: rupees(totals.couponDiscount),
    originalSubtotal: rupees(totals.originalSubtotal),
    subtotal: rupees(totals.subtotal),
    productDiscount: rupees(totals.productDiscount),
    shippingFee: rupees(totals.shippingFee),
    isFreeShipping: totals.isFreeShipping,
    minOrderForFree: rupees(totals.minOrderForFree),
    remainingForFreeShipping: rupees(totals.remainingForFreeShipping),
    total: rupees(totals.total),
    itemCount: totals.itemCount,
    notices: [...extraNotices, ...cart.notices],
  };
}
