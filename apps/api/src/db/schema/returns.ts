import { sql } from 'drizzle-orm';
import {
  bigint, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  OPEN_RETURN_STATUSES, RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES, type RefundDestination, type SupplyType, type TaxSummaryRow,
} from '@dhatu/domain';
import { idColumn } from './ids.ts';
import { invoices, orderItems, orders, type InvoiceBuyer, type InvoiceLine, type InvoiceSeller } from './orders.ts';
import { users } from './users.ts';

const paise = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The counter behind 'RET-2026-000123'. */
export const returnNumberSeq = pgSequence('return_number_seq', { startWith: 1, increment: 1 });

/**
 * A customer's request to return or exchange pieces of a delivered order (issue 23), from the
 * request to its refund or exchange. Photos and the repacking video are /media/returns/… URLs.
 */
export const returnRequests = pgTable('return_requests', {
  id: idColumn(),
  /** 'RET-2026-000123'. */
  returnNumber: text('return_number').notNull(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
  resolution: text('resolution', { enum: RETURN_RESOLUTIONS }).notNull(),
  reason: text('reason', { enum: RETURN_REASONS }).notNull(),
  /** What the customer wrote (required for 'other'). */
  reasonText: text('reason_text'),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  videoUrl: text('video_url').notNull(),
  /** Cash-on-delivery refunds: the UPI ID or bank account the owner pays to. */
  refundTo: jsonb('refund_to').$type<RefundDestination>(),
  /** Shown to the customer once approved: pickup or ship-back instructions. */
  instructions: text('instructions'),
  /** Shown to the customer once rejected. */
  rejectionReason: text('rejection_reason'),
  /** The exchange's own shipment. */
  exchangeCourier: text('exchange_courier'),
  exchangeTrackingNumber: text('exchange_tracking_number'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('return_requests_number_key').on(t.returnNumber),
  index('return_requests_order_idx').on(t.orderId),
  index('return_requests_status_created_idx').on(t.status, t.createdAt),
  index('return_requests_created_idx').on(t.createdAt),
  check('return_requests_status_valid', sql`${t.status} in (${list(RETURN_STATUSES)})`),
  check('return_requests_resolution_valid', sql`${t.resolution} in (${list(RETURN_RESOLUTIONS)})`),
  check('return_requests_reason_valid', sql`${t.reason} in (${list(RETURN_REASONS)})`),
]);

/** The units of one order line a request covers, and (once received) how many went back to stock. */
export const returnLines = pgTable('return_lines', {
  id: idColumn(),
  returnId: text('return_id').notNull().references(() => returnRequests.id, { onDelete: 'cascade' }),
  orderItemId: text('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'restrict' }),
  quantity: integer('quantity').notNull(),
  /** Set when received: units back on sale; the rest are written off. */
  restocked: integer('restocked'),
}, (t) => [
  uniqueIndex('return_lines_return_item_key').on(t.returnId, t.orderItemId),
  index('return_lines_item_idx').on(t.orderItemId),
  check('return_lines_quantity_positive', sql`${t.quantity} > 0`),
  check('return_lines_restocked_within', sql`${t.restocked} is null or ${t.restocked} between 0 and ${t.quantity}`),
]);

/** A request's timeline: each step, who took it and what they said. Never updated. */
export const returnEvents = pgTable('return_events', {
  id: idColumn(),
  returnId: text('return_id').notNull().references(() => returnRequests.id, { onDelete: 'cascade' }),
  status: text('status', { enum: RETURN_STATUSES }).notNull(),
  /** Instructions, a rejection reason, a refund reference: what the customer is shown with the step. */
  note: text('note'),
  actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)]);

export const REFUND_METHODS = ['provider', 'upi', 'bank'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

/**
 * Money given back for a request: through the payment provider (online orders) or by the owner's
 * transfer to the customer's UPI ID or bank account (cash on delivery). One per request, so a
 * second click or a second instance finds the first; the total per order never passes what was paid
 * (checked under the order's row lock).
 */
export const refunds = pgTable('refunds', {
  id: idColumn(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
  returnId: text('return_id').notNull().references(() => returnRequests.id, { onDelete: 'restrict' }),
  amountPaise: paise('amount_paise').notNull(),
  /** Part of amountPaise that is the shipping fee. */
  shippingPaise: paise('shipping_paise').notNull().default(0),
  method: text('method', { enum: REFUND_METHODS }).notNull(),
  status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
  provider: text('provider'),
  /** The provider's refund id, or the bank/UPI transfer reference (UTR) the owner typed. */
  reference: text('reference'),
  failureReason: text('failure_reason'),
  createdAt: at('created_at').notNull().defaultNow(),
  processedAt: at('processed_at'),
}, (t) => [
  uniqueIndex('refunds_return_key').on(t.returnId),
  index('refunds_order_idx').on(t.orderId),
  index('refunds_reference_idx').on(t.provider, t.reference),
  check('refunds_amount_positive', sql`${t.amountPaise} > 0 and ${t.shippingPaise} between 0 and ${t.amountPaise}`),
  check('refunds_method_valid', sql`${t.method} in (${list(REFUND_METHODS)})`),
  check('refunds_status_valid', sql`${t.status} in (${list(REFUND_STATUSES)})`),
]);

/**
 * GST credit notes (section 34): one per refund of an invoiced order, referencing the invoice, in
 * their own consecutive series per financial year ('CN/2627/000007'). Kept as issued.
 */
export const creditNotes = pgTable('credit_notes', {
  id: idColumn(),
  refundId: text('refund_id').notNull().references(() => refunds.id, { onDelete: 'restrict' }),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
  invoiceId: text('invoice_id').notNull().references(() => invoices.id, { onDelete: 'restrict' }),
  creditNoteNumber: text('credit_note_number').notNull(),
  financialYear: text('financial_year').notNull(),
  sequence: integer('sequence').notNull(),
  issuedAt: at('issued_at').notNull(),
  seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
  placeOfSupply: text('place_of_supply').notNull(),
  placeOfSupplyCode: text('place_of_supply_code'),
  supplyType: text('supply_type', { enum: ['intra', 'inter'] }).$type<SupplyType>().notNull(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  summary: jsonb('summary').$type<TaxSummaryRow[]>().notNull(),
  taxablePaise: paise('taxable_paise').notNull(),
  cgstPaise: paise('cgst_paise').notNull(),
  sgstPaise: paise('sgst_paise').notNull(),
  igstPaise: paise('igst_paise').notNull(),
  totalPaise: paise('total_paise').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('credit_notes_refund_key').on(t.refundId),
  uniqueIndex('credit_notes_number_key').on(t.creditNoteNumber),
  uniqueIndex('credit_notes_year_sequence_key').on(t.financialYear, t.sequence),
  index('credit_notes_order_idx').on(t.orderId),
  index('credit_notes_issued_at_idx').on(t.issuedAt),
  check('credit_notes_total_adds_up', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
]);

/** The last credit note number used in each financial year. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [check('credit_note_counters_positive', sql`${t.lastNumber} > 0`)]);

export const OPEN_RETURN_STATUSES_SQL = list(OPEN_RETURN_STATUSES);
