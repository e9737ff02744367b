import type { z } from 'zod';

/** Key used for issues that belong to the whole form (react-hook-form's convention). */
export const ROOT_ERROR_KEY = 'root';

/**
 * `{ 'shippingAddress.pincode': 'Valid 6-digit pincode is required' }` from a ZodError:
 * the first message per dotted path, so client and server answer `{ message, errors }` alike.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? ROOT_ERROR_KEY : issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first message, for a one-line `message` beside the field errors. */
export function firstErrorMessage(error: z.ZodError, fallback = 'Invalid input'): string {
  return error.issues[0]?.message ?? fallback;
}
