import { z } from 'zod';
import { ADDRESS_LABELS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, TOTAL_CHANGED_CODE } from '../index.ts';
import { lineVariantSchema } from './catalogue.ts';
import { errorResponseSchema } from './common.ts';

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);
const isoDate = (what: string) => z.string().describe(`${what} (ISO 8601)`);

export const orderAddressSchema = z.object({
  label: z.enum(ADDRESS_LABELS).nullable(),
  houseNumber: z.string(),
  street: z.string(),
  area: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
});
export type OrderAddressDto = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string().describe('Links to /products/id/{_id}'),
    name: z.string().describe("As sold; with a variant: 'Brass Kuber Diya — Large / Antique'"),
    slug: z.string(),
    images: z.array(z.string()).describe("The variant's or first picture as it was when ordered (empty when it had none)"),
    price: rupees('List price of one unit when ordered'),
    discount: z.number().describe('Product discount in percent when ordered'),
  }),
  variant: lineVariantSchema.describe('The variant sold; null for a product without options'),
  quantity: z.number().int(),
  price: rupees('What one unit cost after the product discount'),
  lineTotal: rupees('price × quantity'),
  couponDiscount: rupees("This line's share of the coupon discount"),
  category: z.string(),
  hsn: z.string().describe('HSN code printed on the invoice'),
});

export const trackingSchema = z.object({
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: isoDate('When it was shipped').nullable(),
});

/** An order (account §3) with money in rupees. */
export const orderSchema = z.object({
  _id: z.string().describe('Internal id; GET /api/orders/{_id} and /api/orders/{orderId} both work'),
  orderId: z.string().describe("Human-readable: 'DH-2026-000123'"),
  createdAt: isoDate('When it was placed'),
  updatedAt: isoDate('Last change'),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentVerifiedAt: isoDate('When an online payment was confirmed').nullable(),
  userName: z.string(),
  userPhone: z.string().describe('+91 and 10 digits'),
  user: z.object({ name: z.string(), phone: z.string() }),
  receiverName: z.string().nullable().describe('Set when ordering for someone else'),
  receiverPhone: z.string().nullable(),
  items: z.array(orderItemSchema),
  shippingAddress: orderAddressSchema,
  billingAddress: orderAddressSchema,
  billingAddressSameAsShipping: z.boolean(),
  originalSubtotal: rupees('Sum of list prices'),
  subtotal: rupees('Sum of discounted prices'),
  productDiscount: rupees('originalSubtotal − subtotal'),
  couponDiscount: rupees('Coupon discount'),
  totalDiscount: rupees('productDiscount + couponDiscount'),
  couponCode: z.string().nullable(),
  shippingFee: rupees('Shipping fee (0 shows as Free)'),
  total: rupees('subtotal − couponDiscount + shippingFee'),
  itemCount: z.number().int().describe('Units across all lines'),
  paymentUrl: z.string().nullable().describe('Online orders: where the shopper pays'),
  tracking: trackingSchema.nullable().describe('Set once shipped'),
  deliveredAt: isoDate('When it was delivered').nullable(),
  cancelledAt: isoDate('When it was cancelled').nullable(),
  canCancel: z.boolean().describe('Whether POST /api/orders/{id}/cancel would succeed now'),
  cancelDeadline: isoDate('Last moment the customer may cancel (24 hours after placing)'),
  invoiceNumber: z.string().nullable().describe("'INV/2627/000042' once the invoice is issued (a confirmed order: COD placed, or online paid)"),
  invoiceCancelledAt: isoDate('When the invoice was cancelled with its order (its PDF says CANCELLED); null while it stands or before it is issued').nullable(),
  delivery: z.object({
    minDate: z.string().describe('Earliest delivery (YYYY-MM-DD, India date)'),
    maxDate: z.string().describe('Latest delivery (YYYY-MM-DD, India date)'),
  }).nullable().describe('The delivery window promised when the order was placed; null for orders placed before promises were made'),
});
export type OrderDto = z.infer<typeof orderSchema>;

export type OrderItemDto = z.infer<typeof orderItemSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema).describe('Newest first') });
export type OrderList = z.infer<typeof orderListSchema>;

export const orderIdParams = z.object({
  id: z.string().min(1).max(64).describe("The order's _id or its orderId (DH-…)"),
});

export const paymentOptionsSchema = z.object({
  defaultMethod: z.enum(PAYMENT_METHODS),
  methods: z.array(z.object({
    method: z.enum(PAYMENT_METHODS),
    label: z.string(),
    available: z.boolean(),
    message: z.string().nullable().describe('Why it cannot be chosen now'),
  })),
});

export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** What the order would cost now, in rupees (the 409 of a changed total carries it). */
export const orderTotalsSchema = z.object({
  originalSubtotal: rupees('Sum of list prices'),
  subtotal: rupees('Sum of discounted prices'),
  productDiscount: rupees('originalSubtotal − subtotal'),
  couponDiscount: rupees('Coupon discount'),
  shippingFee: rupees('Shipping fee (0 shows as Free)'),
  total: rupees('subtotal − couponDiscount + shippingFee'),
  itemCount: z.number().int().describe('Units across all lines'),
});
export type OrderTotalsDto = z.infer<typeof orderTotalsSchema>;

/** POST /orders 409: the cart changed (errors says how), a limit was reached, or the total is not the one shown. */
export const placeOrderConflictSchema = errorResponseSchema.extend({
  code: z.literal(TOTAL_CHANGED_CODE).optional().describe('Set when only the total changed: nothing was placed, the cart is kept'),
  expectedTotal: rupees('The total the request said the shopper was shown').optional(),
  totals: orderTotalsSchema.optional().describe('The totals now: show them and ask the shopper to confirm again'),
});

// ── Invoices (GET /api/invoice/…) ────────────────────────────────────────────────────────────
export const invoiceOrderParams = z.object({ orderId: z.string().min(1).max(64).describe("The order's _id or its orderId (DH-…)") });

export const invoiceCheckSchema = z.object({
  exists: z.boolean(),
  invoice: z.object({
    invoiceNumber: z.string().describe("'INV/2627/000042'"),
    issuedAt: z.string().describe('ISO 8601'),
    cancelledAt: z.string().nullable().describe('ISO 8601; set when the order was cancelled after the invoice was issued (the PDF then says CANCELLED)'),
  }).nullable(),
});
export type InvoiceCheck = z.infer<typeof invoiceCheckSchema>;

export const invoicePdfSchema = z.any().describe('application/pdf');
