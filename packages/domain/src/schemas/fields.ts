import { z } from 'zod';
import { toE164India } from '../phone.ts';

/** Default cap for free-text address and name fields: long enough for any real value. */
export const TEXT_MAX_LENGTH = 120;

/**
 * A required trimmed string: a missing, non-string or blank value all give `message`
 * (the spec's own wording). Where a blank value fails several checks, the required message
 * comes first; fieldErrors and react-hook-form show the first one per field. (No `abort`:
 * it would stop placeOrderSchema's cross-field checks from reporting alongside.)
 */
export function requiredText(message: string, max = TEXT_MAX_LENGTH, label = 'This field') {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional trimmed string; missing or null becomes ''. */
export function optionalText(max = TEXT_MAX_LENGTH, label = 'This field') {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');
}

/** An Indian phone number in any usual spelling, returned as '+91XXXXXXXXXX'. */
export function indianPhone(message: string) {
  return z.string({ error: message }).transform((value, ctx) => {
    const e164 = toE164India(value);
    if (e164 === null) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return e164;
  });
}

/** True when the text has anything but whitespace. */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
