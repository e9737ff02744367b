import { z } from 'zod';
import { toE164India } from '../phone.ts';
import { freeText } from './fields.ts';

export const PROFILE_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  phoneInvalid: 'Phone must be 10 digits',
  emailInvalid: 'Please provide a valid email address',
  /** Shown on the phone field when the server says 'Phone number is already registered'. */
  phoneTaken: 'This phone number is already registered with another account',
} as const;

/** Server wording that means the phone belongs to someone else (account §8). */
export const PHONE_TAKEN_SERVER_TEXT = 'Phone number is already registered';

const EMAIL_PATTERN = z.regexes.email;

export const profileSchema = z.object({
  name: freeText('Name', { error: PROFILE_MESSAGES.nameRequired })
    .min(1, PROFILE_MESSAGES.nameRequired)
    .min(2, PROFILE_MESSAGES.nameTooShort)
    .max(100, PROFILE_MESSAGES.nameTooLong),
  // Optional; when given, stored as '+91' plus the 10 digits, or '' to clear it.
  phone: z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') return '';
      const e164 = toE164India(value);
      if (e164 === null) {
        ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.phoneInvalid, input: value });
        return z.NEVER;
      }
      return e164;
    })
    .optional(),
  email: z
    .string()
    .trim()
    .max(254, PROFILE_MESSAGES.emailInvalid)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), PROFILE_MESSAGES.emailInvalid)
    .optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
