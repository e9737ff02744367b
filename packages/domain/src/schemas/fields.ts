import { z } from 'zod';
import { forbiddenCharactersMessage, hasForbiddenCharacters, normaliseMultiLine, normaliseSingleLine } from '../free-text.ts';
import { toE164India } from '../phone.ts';

/** Default cap for free-text address and name fields: long enough for any real value. */
export const TEXT_MAX_LENGTH = 120;

export interface FreeTextOptions {
  /** Keep line breaks (reviews, messages, product texts); otherwise every whitespace run is one space. */
  multiline?: boolean;
  /** The message for a missing or non-string value. */
  error?: string;
}

/**
 * Every free-text field of a request (see free-text.ts): a string whose hidden control and
 * formatting characters are refused with a message naming the field (`label`), then whitespace
 * normalised and trimmed. Chain `.min()` / `.max()` for the field's own messages: they judge the
 * normalised text, so a value of only spaces and line breaks is empty.
 */
export function freeText(label: string, { multiline = false, error }: FreeTextOptions = {}) {
  return z
    .string(error === undefined ? undefined : { error })
    // Judged on the text as sent: normalising would turn some controls (vertical tab) into spaces.
    .refine((value) => !hasForbiddenCharacters(value), forbiddenCharactersMessage(label))
    .overwrite(multiline ? normaliseMultiLine : normaliseSingleLine);
}

/**
 * A required one-line string: a missing, non-string or blank value all give `message`
 * (the spec's own wording). Where a blank value fails several checks, the required message
 * comes first; fieldErrors and react-hook-form show the first one per field. (No `abort`:
 * it would stop placeOrderSchema's cross-field checks from reporting alongside.)
 */
export function requiredText(message: string, max = TEXT_MAX_LENGTH, label = 'This field') {
  return freeText(label, { error: message })
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);
}

/** An optional one-line string (as freeText); missing or null becomes ''. */
export function optionalText(max = TEXT_MAX_LENGTH, label = 'This field') {
  return freeText(label)
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
