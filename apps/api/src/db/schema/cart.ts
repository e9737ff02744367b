import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalogue.ts';
import { coupons } from './coupons.ts';
import { idColumn } from './ids.ts';
import { users } from './users.ts';

/** A signed-in customer's cart: one line per product (per variant for a product with variants), quantity always positive. */
export const cartItems = pgTable('cart_items', {
  id: idColumn(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  /** The chosen variant; null for a product without options. */
  variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Two simultaneous adds of one product (variant) meet here: the second becomes an update (upsert).
  unique('cart_items_user_product_variant_key').on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
  index('cart_items_product_idx').on(t.productId),
  check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
]);

/** The coupon applied to a customer's cart (at most one); re-checked whenever the cart is read. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  couponId: text('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('cart_coupons_coupon_idx').on(t.couponId)]);

/** Products a customer keeps for later; adding twice is harmless. */
export const wishlistItems = pgTable('wishlist_items', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'wishlist_items_pkey', columns: [t.userId, t.productId] }),
  index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  index('wishlist_items_product_idx').on(t.productId),
]);

/**
 * One use of a coupon by a customer, written by checkout inside the order's transaction (together
 * with coupons.used_count); the per-customer limit counts these rows.
 */
export const couponRedemptions = pgTable('coupon_redemptions', {
  id: idColumn(),
  // A coupon that was used is kept (deactivate it instead): its redemptions are order history.
  couponId: text('coupon_id').notNull().references(() => coupons.id, { onDelete: 'restrict' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  /** The order that used the coupon (no foreign key until the orders table exists). */
  orderId: text('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  index('coupon_redemptions_user_idx').on(t.userId),
  index('coupon_redemptions_order_idx').on(t.orderId),
]);
