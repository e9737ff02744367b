import { z } from 'zod';
import {
  freeText, NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RETURN_STATUSES,
} from '../index.ts';
import { pageInfoSchema } from './common.ts';
import { orderSchema } from './orders.ts';

/**
 * Request and response shapes of the shop owner's order routes (/api/admin/orders…). Money in
 * rupees and ids as the public API has them; the status-change body is the domain's
 * adminOrderStatusSchema, so the console's form checks with the same words.
 */

const isoDate = (what: string) => z.string().describe(`${what} (ISO 8601)`);

/** A query parameter a form may send empty: '' counts as not given. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1).describe('1-based page'),
  limit: z.coerce.number().int().min(1).max(100).default(20).describe('Entries per page (at most 100)'),
};

export const adminOrderListQuery = z.object({
  search: optionalParam(freeText('search').max(100)).describe('Matches the orderId, the digits of the phone, or the customer’s name'),
  status: optionalParam(z.enum(ORDER_STATUSES)),
  paymentStatus: optionalParam(z.enum(PAYMENT_STATUSES)),
  paymentMethod: optionalParam(z.enum(PAYMENT_METHODS)),
  ...pageQuery,
}).strict();
export type AdminOrderListQuery = z.output<typeof adminOrderListQuery>;

export const adminOrderSummarySchema = z.object({
  _id: z.string(),
  orderId: z.string().describe("'DH-2026-000123'"),
  createdAt: isoDate('When it was placed'),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  userName: z.string(),
  userPhone: z.string().describe('+91 and 10 digits'),
  total: z.number().describe('In rupees'),
  itemCount: z.number().int(),
  paymentAttention: z.string().nullable().describe('A payment problem the shop should look at'),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderSummarySchema).describe('Newest first'),
  ...pageInfoSchema.shape,
});

export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const orderNotificationSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string().describe('The phone or e-mail address it goes to'),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('Why the last attempt failed'),
  sentAt: isoDate('When it was sent').nullable(),
  createdAt: isoDate('When it was queued'),
});

export const orderAuditEntrySchema = z.object({
  action: z.string().describe("'order.ship', 'order.cancel' …"),
  actorPhone: z.string().nullable().describe('The admin who did it; null for the system'),
  createdAt: isoDate('When'),
  before: z.unknown(),
  after: z.unknown(),
});

export type OrderNotification = z.infer<typeof orderNotificationSchema>;
export type OrderAuditEntry = z.infer<typeof orderAuditEntrySchema>;

/** The customer's order detail plus what only the shop sees. */
export const adminOrderDetailSchema = orderSchema.extend({
  userEmail: z.string().nullable().describe("The customer's e-mail now (notices go there too)"),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: isoDate('When it was shipped').nullable(),
  paymentProvider: z.string().nullable(),
  paymentReference: z.string().nullable(),
  paymentAttention: z.string().nullable(),
  notifications: z.array(orderNotificationSchema).describe('Oldest first'),
  audit: z.array(orderAuditEntrySchema).describe('Changes made in the console, oldest first'),
  allowedStatuses: z.array(z.enum(ORDER_STATUSES)).describe("What it may become now ('cancelled' means POST …/cancel)"),
  canMarkPaid: z.boolean().describe('Whether POST …/mark-paid would succeed now'),
  returns: z.array(z.object({
    _id: z.string().describe('GET /api/admin/returns/{_id}'), returnNumber: z.string(), status: z.enum(RETURN_STATUSES), createdAt: isoDate('When it was asked'),
  })).describe("The order's return and exchange requests, oldest first"),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderParams = z.object({
  id: z.string().min(1).max(64).describe("The order's _id or its orderId (DH-…)"),
});
