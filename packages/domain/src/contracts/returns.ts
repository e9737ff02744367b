import { z } from 'zod';
import { RETURN_REASONS, RETURN_RESOLUTIONS, RETURN_STATUSES } from '../returns.ts';
import { pageInfoSchema } from './common.ts';

const rupees = (what: string) => z.number().describe(`${what}, in rupees`);
const isoDate = (what: string) => z.string().describe(`${what} (ISO 8601)`);

export const returnLineSchema = z.object({
  _id: z.string(),
  itemId: z.string().describe("The order line's _id"),
  name: z.string().describe('The piece as sold'),
  image: z.string().nullable(),
  quantity: z.number().int(),
  restocked: z.number().int().nullable().describe('Once received: units back on sale (the rest written off)'),
  amount: rupees('What these units were paid'),
});

export const returnEventSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  note: z.string().nullable().describe('Instructions, rejection reason or refund reference shown with the step'),
  at: isoDate('When'),
});

export const refundSummarySchema = z.object({
  amount: rupees('Refunded (or being refunded)'),
  shipping: rupees('Of which the shipping fee'),
  method: z.enum(['provider', 'upi', 'bank']),
  status: z.enum(['pending', 'processed', 'failed']),
  reference: z.string().nullable(),
  creditNoteNumber: z.string().nullable().describe("'CN/2627/000007' for an invoiced order"),
});

/** A return request as its customer sees it. */
export const returnRequestSchema = z.object({
  _id: z.string(),
  returnNumber: z.string().describe("'RET-2026-000123'"),
  orderId: z.string().describe("The order's _id"),
  status: z.enum(RETURN_STATUSES),
  resolution: z.enum(RETURN_RESOLUTIONS),
  reason: z.enum(RETURN_REASONS),
  reasonText: z.string().nullable(),
  lines: z.array(returnLineSchema),
  photos: z.array(z.string()),
  video: z.string(),
  refundTo: z.string().nullable().describe('Cash on delivery: where the refund goes, masked'),
  instructions: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  exchange: z.object({ courier: z.string(), trackingNumber: z.string() }).nullable(),
  refund: refundSummarySchema.nullable(),
  timeline: z.array(returnEventSchema).describe('Oldest first'),
  createdAt: isoDate('When it was asked'),
});
export type ReturnRequestDto = z.infer<typeof returnRequestSchema>;

export const returnListSchema = z.object({
  returns: z.array(returnRequestSchema).describe('Newest first'),
  /** What the order page offers now. */
  canRequest: z.boolean().describe('Whether a new request could be made now (delivered, inside the window, units left)'),
  deadline: isoDate('The last moment to ask').nullable(),
  returnable: z.array(z.object({ itemId: z.string(), quantity: z.number().int().describe('Units not yet in a request') })),
});
export type ReturnList = z.infer<typeof returnListSchema>;

export const returnAnswerSchema = z.object({ request: returnRequestSchema });

export const creditNoteParams = z.object({
  id: z.string().min(1).max(64).describe("The order's _id or orderId"),
  returnId: z.string().min(1).max(64),
});

// ── The owner's side ─────────────────────────────────────────────────────────────────────────
export const adminReturnSchema = returnRequestSchema.extend({
  orderNumber: z.string(),
  paymentMethod: z.enum(['COD', 'ONLINE']),
  customer: z.object({ name: z.string(), phone: z.string() }),
  refundTo: z.string().nullable().describe('Full while the transfer is due, masked once paid'),
  refundable: rupees('What a refund of this request would pay now (lines, plus shipping when due)').nullable(),
});
export type AdminReturnDto = z.infer<typeof adminReturnSchema>;

export const adminReturnListQuery = z.object({
  status: z.enum(['open', ...RETURN_STATUSES]).optional().describe("A status, or 'open' for every request still needing a step"),
  q: z.string().trim().max(64).optional().describe('Return number, order number or phone'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
}).strict();

export const adminReturnListSchema = pageInfoSchema.extend({
  returns: z.array(adminReturnSchema),
  counts: z.object({
    requested: z.number().int(), approved: z.number().int(), rejected: z.number().int(), received: z.number().int(),
    refund_pending: z.number().int(), refunded: z.number().int(), exchanged: z.number().int(),
  }).describe('Requests per status'),
});
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;

export const adminReturnParams = z.object({ id: z.string().min(1).max(64) });
