import { z } from 'zod';

/** What every 4xx/5xx answer looks like (plugins/errors.ts). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.string()).optional(),
});

/** The answer of a call that only says it worked (a sign-out, a deleted review). */
export const successSchema = z.object({ success: z.literal(true) });
export type SuccessAnswer = z.infer<typeof successSchema>;

/** What every paged list answers beside its items. */
export const pageInfoSchema = z.object({ total: z.number().int(), page: z.number().int(), pages: z.number().int() });
export type PageInfo = z.infer<typeof pageInfoSchema>;

/** GET /api/health: the process answers and its database too (200), or the database does not (503). */
export const healthySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export const unhealthySchema = z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') });
