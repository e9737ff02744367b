import { z } from 'zod';

/** What every 4xx/5xx answer looks like (plugins/errors.ts). */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.array(z.string()).optional(),
});
