import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings the owner changes in the console (limits such as units per order), one row a key.
 * A missing row means the default written in the code that reads it.
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
