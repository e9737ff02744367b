import { z } from 'zod';
import {
  ACCOUNT_NUMBER_PATTERN, IFSC_PATTERN, RETURN_LIMITS, RETURN_MESSAGES, RETURN_REASONS, RETURN_RESOLUTIONS, UPI_ID_PATTERN,
} from '../returns.ts';
import { ADMIN_ORDER_MESSAGES } from '../orders.ts';
import { COURIER, TRACKING_PATTERN } from './admin-order.ts';
import { freeText } from './fields.ts';

const refundToSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('upi'),
    upiId: z.string().trim().regex(UPI_ID_PATTERN, RETURN_MESSAGES.upiInvalid),
  }).strict(),
  z.object({
    method: z.literal('bank'),
    accountName: freeText('Account holder').min(2, RETURN_MESSAGES.accountNameInvalid).max(100, RETURN_MESSAGES.accountNameInvalid),
    ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, RETURN_MESSAGES.ifscInvalid),
    accountNumber: z.string().trim().regex(ACCOUNT_NUMBER_PATTERN, RETURN_MESSAGES.accountInvalid),
  }).strict(),
], { error: RETURN_MESSAGES.refundToRequired });

/**
 * The text fields of POST /api/orders/{id}/returns (multipart: `lines` and `refundTo` as JSON
 * text; the photos and the video are files). Whether the lines and units may be returned, and
 * whether a refund needs `refundTo` (cash on delivery), the server decides from the order.
 */
export const returnRequestFieldsSchema = z.object({
  lines: z.array(z.object({
    itemId: z.string().min(1).max(64),
    quantity: z.number().int().min(1).max(1000),
  }).strict(), { error: RETURN_MESSAGES.noLines }).min(1, RETURN_MESSAGES.noLines).max(100),
  reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reasonRequired }),
  reasonText: freeText('Details', { multiline: true }).max(RETURN_LIMITS.reasonTextMax, `Details must be at most ${RETURN_LIMITS.reasonTextMax} characters`).optional(),
  resolution: z.enum(RETURN_RESOLUTIONS, { error: 'Choose refund or exchange' }),
  refundTo: refundToSchema.optional(),
}).strict().superRefine((body, ctx) => {
  if (body.reason === 'other' && !body.reasonText) ctx.addIssue({ code: 'custom', path: ['reasonText'], message: RETURN_MESSAGES.reasonTextRequired });
  if (new Set(body.lines.map((l) => l.itemId)).size !== body.lines.length) ctx.addIssue({ code: 'custom', path: ['lines'], message: RETURN_MESSAGES.duplicateLine });
});
export type ReturnRequestFields = z.infer<typeof returnRequestFieldsSchema>;

const note = (label: string) => freeText(label, { multiline: true }).max(RETURN_LIMITS.noteMax, `${label} must be at most ${RETURN_LIMITS.noteMax} characters`);

/** POST /api/admin/returns/{id}/approve. */
export const approveReturnSchema = z.object({
  instructions: note('Instructions').min(5, 'Tell the customer how the piece comes back (pickup or ship-back)'),
}).strict();

/** POST /api/admin/returns/{id}/reject. */
export const rejectReturnSchema = z.object({
  reason: note('Reason').min(5, RETURN_MESSAGES.rejectReasonRequired),
}).strict();

/** POST /api/admin/returns/{id}/receive: per line, how many units go back to stock (the rest are written off). */
export const receiveReturnSchema = z.object({
  lines: z.array(z.object({
    lineId: z.string().min(1).max(64),
    restock: z.number({ error: RETURN_MESSAGES.restockInvalid }).int(RETURN_MESSAGES.restockInvalid).min(0, RETURN_MESSAGES.restockInvalid),
  }).strict()).min(1).max(100),
}).strict();

/** POST /api/admin/returns/{id}/refund-paid: the bank or UPI transfer's reference (UTR). */
export const refundPaidSchema = z.object({
  reference: freeText('Reference').min(4, 'Enter the transfer reference (UTR)').max(64, 'Reference must be at most 64 characters'),
}).strict();

/** POST /api/admin/returns/{id}/exchange: the replacement's shipment. */
export const sendExchangeSchema = z.object({
  courier: freeText('Courier').min(COURIER.min, ADMIN_ORDER_MESSAGES.courierLength).max(COURIER.max, ADMIN_ORDER_MESSAGES.courierLength),
  trackingNumber: z.string().trim().regex(TRACKING_PATTERN, ADMIN_ORDER_MESSAGES.trackingInvalid),
}).strict();
