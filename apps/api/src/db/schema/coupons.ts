import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './ids.ts';

export const coupons = pgTable('coupons', {
  id: idColumn(),
  /** Stored upper-case; matched case-insensitively. */
  code: text('code').notNull(),
  description: text('description').notNull().default(''),
  discountType: text('discount_type', { enum: ['percentage', 'fixed', 'percentage_upto'] }).notNull(),
  /** Percent for percentage types; paise for fixed. */
  discountValue: integer('discount_value').notNull(),
  maxDiscountPaise: integer('max_discount_paise'),
  minOrderPaise: integer('min_order_paise').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  usageLimit: integer('usage_limit'),
  perCustomerLimit: integer('per_customer_limit'),
  usedCount: integer('used_count').notNull().default(0),
  categoryIds: jsonb('category_ids').$type<string[]>().notNull().default([]),
  productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
  /** Only for a customer with no earlier non-cancelled order. */
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('coupons_code_key').on(t.code),
  check('coupons_used_within_limit', sql`${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit}`),
  check('coupons_value_positive', sql`${t.discountValue} > 0`),
]);
