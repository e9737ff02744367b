import { z } from 'zod';
import { optionalParam, pageQuery } from './admin-orders.ts';
import { pageInfoSchema } from './common.ts';

export const auditQuery = z.object({
  entityType: optionalParam(z.string().trim().max(40)).describe("'order', 'product', 'coupon', 'user' …"),
  entityId: optionalParam(z.string().trim().max(64)),
  ...pageQuery,
}).strict();

export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.string().describe("'order.ship', 'product.update' …"),
  entityType: z.string(),
  entityId: z.string(),
  actorPhone: z.string().nullable().describe('Null for the system (start-up grants, jobs) or a removed account'),
  actorName: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  before: z.unknown(),
  after: z.unknown(),
});

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema).describe('Newest first'),
  ...pageInfoSchema.shape,
});
export type AuditList = z.infer<typeof auditListSchema>;
