import type { z } from 'zod';
import { fieldErrors } from '../field-errors.ts';

/** Field errors of a failing parse, or null when it passes (keeps the tests short). */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> | null {
  const result = schema.safeParse(value);
  return result.success ? null : fieldErrors(result.error);
}
