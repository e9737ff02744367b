import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { idColumn } from './ids.ts';
import { products } from './catalogue.ts';

export const users = pgTable('users', {
  id: idColumn(),
  /** +91 followed by 10 digits. */
  phone: text('phone').notNull(),
  name: text('name').notNull().default(''),
  email: text('email'),
  role: text('role', { enum: ['customer', 'admin'] }).notNull().default('customer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('users_phone_key').on(t.phone)]);

export type ReviewImage = { id: string; url: string; altText: string };

export const reviews = pgTable('reviews', {
  id: idColumn(),
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull(),
  images: jsonb('images').$type<ReviewImage[]>().notNull().default([]),
  isHidden: boolean('is_hidden').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
  index('reviews_product_created_idx').on(t.productId, t.createdAt),
  check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
]);
