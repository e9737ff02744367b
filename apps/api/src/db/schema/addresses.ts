import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADDRESS_LABELS } from '@dhatu/domain';
import { idColumn } from './ids.ts';
import { users } from './users.ts';

/** A customer's saved addresses (account §3); at most one default per customer. */
export const addresses = pgTable('addresses', {
  id: idColumn(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  label: text('label', { enum: ADDRESS_LABELS }).notNull(),
  houseNumber: text('house_number').notNull(),
  street: text('street').notNull(),
  area: text('area').notNull().default(''),
  landmark: text('landmark').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  country: text('country').notNull().default('India'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('addresses_user_created_idx').on(t.userId, t.createdAt),
  uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  check('addresses_label_known', sql`${t.label} in ('Home', 'Work', 'Other')`),
  check('addresses_pincode_six_digits', sql`${t.pincode} ~ '^[0-9]{6}$'`),
  check('addresses_country_india', sql`${t.country} = 'India'`),
]);
