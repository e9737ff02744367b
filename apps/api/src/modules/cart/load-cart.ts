import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  cartTotals, discountedPricePaise, variantLineName, evaluateCoupon, lineTotalPaise, paiseToRupees, perOrderCappedNotice, rupeesToPaise, unitsPerOrderLimit,
  type CartTotals, type CouponLine, type ExcludedItem, type OrderLimits, type ShippingSettingsPaise,
} from '@dhatu/domain';
import type { CartDto, LineVariantDto } from '@dhatu/domain/contracts';
import type { Config } from '../../config.ts';
import { readAll, type Db, type Tx } from '../../db/client.ts';
import { cartCoupons, cartItems, categories, coupons, products, productVariants, subcategories } from '../../db/schema/index.ts';
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

/** The variant a line is for, as it is now. */
export interface CartLineVariant {
  id: string;
  values: string[];
  sku: string;
}

/**
 * A cart line with its product read now (price, discount, stock, category). For a variant, the
 * product's price, discount, stock and first picture are the variant's: every rule that prices or
 * limits a line reads them there.
 */
export interface CartLine {
  cartItemId: string;
  quantity: number;
  product: ProductRow;
  variant: CartLineVariant | null;
  /** 'Brass Kuber Diya — Large / Antique' for a variant; the product's name otherwise. */
  name: string;
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
  const [rows, [applied], limits] = await readAll(db, [
    () => db.select({
      ...productColumns(),
      categoryName: categories.name,
      categoryHsnCode: categories.hsnCode,
      subcategoryName: subcategory.name,
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      lineVariantId: cartItems.variantId,
      variantValues: productVariants.values,
      variantSku: productVariants.sku,
      variantPricePaise: productVariants.pricePaise,
      variantDiscount: productVariants.discount,
      variantSalePricePaise: productVariants.salePricePaise,
      variantStock: productVariants.stock,
      variantImage: productVariants.image,
      variantRetiredAt: productVariants.retiredAt,
    })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, products.subcategoryId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id)),
    () => db.select({ coupon: coupons, customerUses: customerUsesOf(userId), earlierOrders: earlierOrdersOf(userId) })
      .from(cartCoupons)
      .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
      .where(eq(cartCoupons.userId, userId))
      .limit(1),
    async () => options.limits ?? readOrderLimits(db),
  ]);

  const notices: string[] = [];
  const lines: CartLine[] = [];
  let removals = false;
  let caps = false;
  for (const row of rows) {
    const { cartItemId, quantity, categoryHsnCode, lineVariantId, variantValues, variantSku, variantPricePaise, variantDiscount,
      variantSalePricePaise, variantStock, variantImage, variantRetiredAt, ...productRow } = row;
    const variant = lineVariantId && variantValues && variantSku ? { id: lineVariantId, values: variantValues, sku: variantSku } : null;
    const name = variantLineName(productRow.name, variant?.values);
    // A line must fit the product as it is now: a variant on sale for a product with options, none without.
    const fits = productRow.options.length > 0 ? variant !== null && variantRetiredAt === null : lineVariantId === null;
    if (productRow.isHidden || !fits) {
      notices.push(unavailableNotice(name));
      removals = true;
      continue;
    }
    const product: ProductRow = variant ? {
      ...productRow,
      pricePaise: variantPricePaise!, discount: variantDiscount!, salePricePaise: variantSalePricePaise!, stock: variantStock!,
      images: variantImage ? [variantImage, ...productRow.images.filter((i) => i !== variantImage)] : productRow.images,
    } : productRow;
    if (product.stock <= 0) {
      notices.push(outOfStockNotice(name));
      removals = true;
      continue;
    }
    const maxPerOrder = unitsPerOrderLimit(product.maxPerOrder, limits.maxUnitsPerOrder);
    let units = quantity;
    if (quantity > product.stock && product.stock <= maxPerOrder) {
      units = product.stock;
      notices.push(cappedNotice(name, units));
      caps = true;
    } else if (quantity > maxPerOrder) {
      units = maxPerOrder;
      notices.push(perOrderCappedNotice(name, units));
      caps = true;
    }
    lines.push({
      cartItemId, quantity: units, product, variant, name, categoryHsnCode, maxPerOrder,
      unitPricePaise: discountedPricePaise(product.pricePaise, product.discount),
      lineTotalPaise: lineTotalPaise({ pricePaise: product.pricePaise, discount: product.discount, quantity: units }),
    });
  }

  // Write the repairs by condition, not by the ids read: a restock in between is respected.
  // Written out: Drizzle leaves columns of an UPDATE or DELETE unqualified, which a subquery would misread.
  const lineStock = sql`(case when cart_items.variant_id is null then p.stock else (select v.stock from product_variants v where v.id = cart_items.variant_id) end)`;
  if (removals && !options.readOnly) {
    await db.delete(cartItems).where(and(
      eq(cartItems.userId, userId),
      sql`exists (select 1 from products p where p.id = cart_items.product_id and (
        p.is_hidden or ${lineStock} <= 0
        or (jsonb_array_length(p.options) > 0) <> (cart_items.variant_id is not null)
        or exists (select 1 from product_variants v where v.id = cart_items.variant_id and v.retired_at is not null)))`,
    ));
  }
  if (caps && !options.readOnly) {
    const mostForLine = sql`(select least(${lineStock}, coalesce(p.max_per_order, ${limits.maxUnitsPerOrder}::integer)) from products p where p.id = cart_items.product_id)`;
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
    productName: l.name,
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
      variant: lineVariantDto(l.variant),
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

function lineVariantDto(variant: CartLineVariant | null): LineVariantDto {
  return variant ? { _id: variant.id, values: variant.values, sku: variant.sku } : null;
}
