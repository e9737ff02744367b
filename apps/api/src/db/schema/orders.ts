import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, soldOrderSql, type AddressLabel, type SupplyType, type TaxInvoiceLine, type TaxSummaryRow,
} from '@dhatu/domain';
import { products, productVariants } from './catalogue.ts';
import { coupons } from './coupons.ts';
import { idColumn } from './ids.ts';
import { users } from './users.ts';

/** Money in an order: paise, as a bigint (an order of many costly lines passes 2^31 paise). */
const paise = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** An address as it was when the order was placed (shipping or billing). */
export interface OrderAddress {
  label?: AddressLabel;
  houseNumber: string;
  street: string;
  area: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

/** The shop-wide order counter behind 'DH-2026-000123' (gaps after a rolled-back order are harmless). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

export const orders = pgTable('orders', {
  id: idColumn(),
  /** 'DH-2026-000123': the spec's orderId. */
  orderNumber: text('order_number').notNull(),
  // Orders are the shop's records: an account with orders is not deleted with them.
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
  paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
  paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
  paymentVerifiedAt: at('payment_verified_at'),
  /** Online payments: the provider that took it, its own reference and the page the shopper pays on. */
  paymentProvider: text('payment_provider'),
  paymentReference: text('payment_reference'),
  paymentUrl: text('payment_url'),
  /** An unpaid ONLINE order is released (stock and coupon back) when this passes. */
  paymentExpiresAt: at('payment_expires_at'),
  /** Set when a payment needs the shop's eye: a success that arrived after the order was released, say. */
  paymentAttention: text('payment_attention'),
  userName: text('user_name').notNull(),
  /** +91 followed by 10 digits: the customer's sign-in phone when the order was placed. */
  userPhone: text('user_phone').notNull(),
  /** Set when ordering for someone else. */
  receiverName: text('receiver_name'),
  receiverPhone: text('receiver_phone'),
  shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
  billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
  billingSameAsShipping: boolean('billing_same_as_shipping').notNull(),
  originalSubtotalPaise: paise('original_subtotal_paise').notNull(),
  subtotalPaise: paise('subtotal_paise').notNull(),
  couponDiscountPaise: paise('coupon_discount_paise').notNull().default(0),
  shippingFeePaise: paise('shipping_fee_paise').notNull(),
  totalPaise: paise('total_paise').notNull(),
  itemCount: integer('item_count').notNull(),
  // A used coupon is order history: it is deactivated, never deleted.
  couponId: text('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
  couponCode: text('coupon_code'),
  courier: text('courier'),
  trackingNumber: text('tracking_number'),
  shippedAt: at('shipped_at'),
  deliveredAt: at('delivered_at'),
  cancelledAt: at('cancelled_at'),
  /** The delivery window promised at checkout (issue 22), India dates; null for orders before it. */
  deliveryMinDate: date('delivery_min_date', { mode: 'string' }),
  deliveryMaxDate: date('delivery_max_date', { mode: 'string' }),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_order_number_key').on(t.orderNumber),
  index('orders_user_created_idx').on(t.userId, t.createdAt),
  // The dashboard's buyers in a period: an index-only scan of sales alone (issue 24).
  index('orders_sold_created_idx').on(t.createdAt, t.userId).where(sql.raw(soldOrderSql())),
  index('orders_status_created_idx').on(t.status, t.createdAt),
  // The dashboard's periods and the exports' ranges read orders by when they were placed (issue 24).
  index('orders_created_idx').on(t.createdAt),
  index('orders_coupon_idx').on(t.couponId),
  index('orders_user_phone_idx').on(t.userPhone),
  index('orders_payment_reference_idx').on(t.paymentReference),
  index('orders_payment_attention_idx').on(t.createdAt).where(sql`${t.paymentAttention} is not null`),
  // Online orders still waiting for their payment (expiry and reconciliation read these).
  index('orders_online_pending_idx').on(t.createdAt).where(sql`${t.paymentMethod} = 'ONLINE' and ${t.paymentStatus} = 'pending'`),
  check('orders_status_valid', sql`${t.status} in (${list(ORDER_STATUSES)})`),
  check('orders_payment_method_valid', sql`${t.paymentMethod} in (${list(PAYMENT_METHODS)})`),
  check('orders_payment_status_valid', sql`${t.paymentStatus} in (${list(PAYMENT_STATUSES)})`),
  check('orders_amounts_non_negative', sql`${t.subtotalPaise} >= 0 and ${t.couponDiscountPaise} >= 0 and ${t.shippingFeePaise} >= 0`),
  check('orders_subtotal_within_original', sql`${t.subtotalPaise} <= ${t.originalSubtotalPaise}`),
  check('orders_coupon_within_subtotal', sql`${t.couponDiscountPaise} <= ${t.subtotalPaise}`),
  check('orders_total_adds_up', sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.couponDiscountPaise} + ${t.shippingFeePaise}`),
  check('orders_item_count_positive', sql`${t.itemCount} > 0`),
]);

/** One line of an order: the product as it was sold (name, picture, prices, tax class). */
export const orderItems = pgTable('order_items', {
  id: idColumn(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  /** Line order as in the cart. */
  position: integer('position').notNull(),
  // A product that was sold is hidden rather than deleted.
  productId: text('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
  /** As sold: with a variant, 'Brass Kuber Diya — Large / Antique' (invoices and notices print it). */
  productName: text('product_name').notNull(),
  /** The variant sold (retired, never deleted, once ordered), its values and SKU as they were. */
  variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'restrict' }),
  variantValues: jsonb('variant_values').$type<string[]>(),
  variantSku: text('variant_sku'),
  productSlug: text('product_slug').notNull(),
  /** The first picture, when it had one. */
  image: text('image'),
  categoryId: text('category_id').notNull(),
  categoryName: text('category_name').notNull(),
  hsn: text('hsn').notNull(),
  /** GST rate in basis points (3% = 300) when the order was placed; prices include it. */
  gstRateBp: integer('gst_rate_bp').notNull(),
  /** List price of one unit. */
  unitListPricePaise: paise('unit_list_price_paise').notNull(),
  /** Product discount in percent. */
  discount: integer('discount').notNull(),
  /** What one unit cost after the product discount (a whole rupee). */
  unitPricePaise: paise('unit_price_paise').notNull(),
  quantity: integer('quantity').notNull(),
  lineTotalPaise: paise('line_total_paise').notNull(),
  /** This line's share of the coupon discount (0 when the coupon did not apply to it). */
  couponDiscountPaise: paise('coupon_discount_paise').notNull().default(0),
}, (t) => [
  uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
  index('order_items_product_idx').on(t.productId),
  index('order_items_variant_idx').on(t.variantId),
  check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  check('order_items_line_total', sql`${t.lineTotalPaise} = ${t.unitPricePaise} * ${t.quantity}`),
  check('order_items_coupon_share', sql`${t.couponDiscountPaise} between 0 and ${t.lineTotalPaise}`),
  check('order_items_gst_rate', sql`${t.gstRateBp} between 0 and 10000`),
]);

/**
 * An Idempotency-Key a customer placed an order with. Written in the order's own transaction, so a
 * key exists exactly when its order does; the hash tells a retry from a different order.
 */
export const orderIdempotencyKeys = pgTable('order_idempotency_keys', {
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** SHA-256 of the canonical request body. */
  requestHash: text('request_hash').notNull(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'order_idempotency_keys_pkey', columns: [t.userId, t.key] }),
  index('order_idempotency_keys_order_idx').on(t.orderId),
  index('order_idempotency_keys_created_idx').on(t.createdAt),
]);

/** The seller as printed on an invoice (from the settings when it was issued). */
export interface InvoiceSeller {
  legalName: string;
  tradeName: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string;
  phone: string;
  email: string;
}

/** The buyer as printed on an invoice. */
export interface InvoiceBuyer {
  name: string;
  phone: string;
  billingAddress: OrderAddress;
  shippingAddress: OrderAddress;
  receiverName: string | null;
  receiverPhone: string | null;
}

/** A printed invoice line: goods (with its product and coupon discounts) or shipping. */
export type InvoiceLine = TaxInvoiceLine & { kind: 'goods' | 'shipping'; productDiscountPaise: number; couponDiscountPaise: number };

/**
 * GST tax invoices: issued once per confirmed order and never changed. Numbers are consecutive
 * within a financial year (invoice_counters); everything printed is kept here as issued.
 */
export const invoices = pgTable('invoices', {
  id: idColumn(),
  orderId: text('order_id').notNull().references(() => orders.id, { onDelete: 'restrict' }),
  /** 'INV/2627/000042'. */
  invoiceNumber: text('invoice_number').notNull(),
  /** '2627' for April 2026 – March 2027. */
  financialYear: text('financial_year').notNull(),
  sequence: integer('sequence').notNull(),
  issuedAt: at('issued_at').notNull(),
  seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
  buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
  placeOfSupply: text('place_of_supply').notNull(),
  /** GST state code of the place of supply; null when the state was not recognised. */
  placeOfSupplyCode: text('place_of_supply_code'),
  supplyType: text('supply_type', { enum: ['intra', 'inter'] }).$type<SupplyType>().notNull(),
  lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
  summary: jsonb('summary').$type<TaxSummaryRow[]>().notNull(),
  taxablePaise: paise('taxable_paise').notNull(),
  cgstPaise: paise('cgst_paise').notNull(),
  sgstPaise: paise('sgst_paise').notNull(),
  igstPaise: paise('igst_paise').notNull(),
  totalPaise: paise('total_paise').notNull(),
  /** Set when the order was cancelled after the invoice was issued; the PDF then says so. */
  cancelledAt: at('cancelled_at'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('invoices_order_key').on(t.orderId),
  uniqueIndex('invoices_number_key').on(t.invoiceNumber),
  uniqueIndex('invoices_year_sequence_key').on(t.financialYear, t.sequence),
  // GST return data reads the invoices issued in a month or a quarter (issue 24).
  index('invoices_issued_at_idx').on(t.issuedAt),
  check('invoices_number_length', sql`char_length(${t.invoiceNumber}) <= 16`),
  check('invoices_supply_type_valid', sql`${t.supplyType} in ('intra', 'inter')`),
  check('invoices_total_adds_up', sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`),
]);

/** The last invoice number used in each financial year; incremented inside the issuing transaction. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
}, (t) => [check('invoice_counters_positive', sql`${t.lastNumber} > 0`)]);
