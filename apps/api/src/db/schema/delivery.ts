import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn } from './ids.ts';

/**
 * The owner's delivery zones (issue 22), one row per CSV line: a pincode, a range or a prefix,
 * stored as the inclusive span of pincodes it covers. A lookup asks a GiST index on that span
 * for the rules containing the pincode and keeps the narrowest (delivery.repository.ts).
 */
export const deliveryRules = pgTable('delivery_rules', {
  id: idColumn(),
  /** As the owner wrote it: '560001', '560001-560099' or '56*'. */
  pattern: text('pattern').notNull(),
  low: integer('low').notNull(),
  high: integer('high').notNull(),
  minDays: integer('min_days').notNull(),
  maxDays: integer('max_days').notNull(),
  cod: boolean('cod').notNull(),
  feePaise: integer('fee_paise').notNull().default(0),
  /** The CSV line it came from: export keeps the owner's order. */
  position: integer('position').notNull(),
}, (t) => [
  index('delivery_rules_span_idx').using('gist', sql`int4range(${t.low}, ${t.high}, '[]')`),
  check('delivery_rules_span_valid', sql`${t.low} <= ${t.high}`),
  check('delivery_rules_days_valid', sql`${t.minDays} >= 0 and ${t.minDays} <= ${t.maxDays}`),
  check('delivery_rules_fee_valid', sql`${t.feePaise} >= 0`),
]);
