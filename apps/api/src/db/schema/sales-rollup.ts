import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const paise = (name: string) => bigint(name, { mode: 'number' });
/** An India day, 'YYYY-MM-DD' (the SQL function india_day of an order's created_at). */
const dayOf = () => text('day').notNull().references(() => salesDays.day, { onDelete: 'cascade' });

/**
 * The owner's dashboard's daily rollup (issue 24, decision 44): a finished India day's sales,
 * computed from the orders the first time the dashboard asks for that day, and forgotten when
 * something it summed changes. Triggers on orders and order_items (migration 0018) delete the days
 * a change touches — the order's day and that customer's later days, whose new-customer counts
 * depend on their first sale — and the next dashboard call computes them again. Today is never
 * kept: it is read live.
 */
export const salesDays = pgTable('sales_days', {
  day: text('day').primaryKey(),
  /** Customers whose first sale was on this day. */
  newCustomers: integer('new_customers').notNull(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A day's orders by payment method: sold (orders, revenue, units) and cancelled sales. */
export const salesDayMethods = pgTable('sales_day_methods', {
  day: dayOf(),
  paymentMethod: text('payment_method').notNull(),
  orders: integer('orders').notNull(),
  paise: paise('paise').notNull(),
  units: integer('units').notNull(),
  cancelledOrders: integer('cancelled_orders').notNull(),
  cancelledPaise: paise('cancelled_paise').notNull(),
}, (t) => [primaryKey({ columns: [t.day, t.paymentMethod] })]);

/** A day's sold lines by product and category (the names as sold: the fallback for a deleted product). */
export const salesDayLines = pgTable('sales_day_lines', {
  day: dayOf(),
  productId: text('product_id').notNull(),
  categoryId: text('category_id').notNull(),
  productName: text('product_name').notNull(),
  categoryName: text('category_name').notNull(),
  units: integer('units').notNull(),
  paise: paise('paise').notNull(),
}, (t) => [primaryKey({ columns: [t.day, t.productId, t.categoryId] })]);
