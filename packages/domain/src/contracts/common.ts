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

/** GET /api/health: liveness. The process runs and answers; nothing else is asked. */
export const aliveSchema = z.object({ status: z.literal('ok') });

/** What one dependency answered to the readiness check ('not configured': REDIS_URL is unset). */
export const dependencyStateSchema = z.enum(['ok', 'unreachable', 'not configured', 'not checked']);

/**
 * GET /api/health/ready: whether this instance should get traffic. 200 when the database (and
 * Redis, when configured) answered in time; 503 while starting, while shutting down, or naming
 * the dependency that failed.
 */
export const readySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  redis: z.enum(['ok', 'not configured']),
});
export const notReadySchema = z.object({
  status: z.enum(['starting', 'unavailable', 'shutting down']),
  database: dependencyStateSchema,
  redis: dependencyStateSchema,
});
export type ReadyAnswer = z.infer<typeof readySchema>;
export type NotReadyAnswer = z.infer<typeof notReadySchema>;
