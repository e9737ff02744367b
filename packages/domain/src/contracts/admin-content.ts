import { z } from 'zod';
import { adminMessagePatchSchema, adminReviewPatchSchema, CONTACT_MESSAGE_STATUS_VALUES, ID_PATTERN } from '../index.ts';
import { pageFields, pageOf } from './admin-catalogue.ts';

/** Request and response shapes of the shop owner's review and contact-message routes. */

// ── Reviews ─────────────────────────────────────────────────────────────────────────────────
export const REVIEW_STATUS_FILTERS = ['visible', 'hidden', 'all'] as const;

export const adminReviewListQuery = z.object({
  status: z.enum(REVIEW_STATUS_FILTERS, { error: `status must be one of ${REVIEW_STATUS_FILTERS.join(', ')}` }).default('all'),
  productId: z.string().regex(ID_PATTERN, 'Invalid id').optional(),
  ...pageFields,
}).strict();

export const adminReviewSchema = z.object({
  _id: z.string(),
  product: z.object({ _id: z.string(), name: z.string() }),
  user: z.object({ name: z.string(), phone: z.string() }),
  rating: z.number().int(),
  comment: z.string(),
  images: z.array(z.object({ _id: z.string(), url: z.string(), altText: z.string() })),
  isHidden: z.boolean(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({ reviews: z.array(adminReviewSchema), ...pageOf });
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;
export const reviewPatchBody = adminReviewPatchSchema;

// ── Contact messages ────────────────────────────────────────────────────────────────────────
export const MESSAGE_STATUS_FILTERS = [...CONTACT_MESSAGE_STATUS_VALUES, 'all'] as const;

export const adminMessageListQuery = z.object({
  status: z.enum(MESSAGE_STATUS_FILTERS, { error: `status must be one of ${MESSAGE_STATUS_FILTERS.join(', ')}` }).default('all'),
  ...pageFields,
}).strict();

export const adminMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUS_VALUES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListSchema = z.object({ messages: z.array(adminMessageSchema), ...pageOf });
export type AdminMessageList = z.infer<typeof adminMessageListSchema>;
export const messagePatchBody = adminMessagePatchSchema;
