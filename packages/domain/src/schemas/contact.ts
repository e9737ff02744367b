import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
} from '../constants.ts';
import { freeText } from './fields.ts';

export const CONTACT_MESSAGES = {
  nameTooShort: `Name must be at least ${CONTACT_NAME_MIN_LENGTH} characters long`,
  nameTooLong: `Name must be at most ${CONTACT_NAME_MAX_LENGTH} characters long`,
  email: 'Please provide a valid email address',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters long`,
  messageTooLong: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`,
  sendFailed: 'Failed to send your message. Please try again.',
  sent: 'Message Sent Successfully!',
} as const;

export const contactSchema = z.object({
  name: freeText('Name', { error: CONTACT_MESSAGES.nameTooShort })
    .min(CONTACT_NAME_MIN_LENGTH, CONTACT_MESSAGES.nameTooShort)
    .max(CONTACT_NAME_MAX_LENGTH, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.email })
    .trim()
    .max(254, CONTACT_MESSAGES.email)
    .regex(z.regexes.email, CONTACT_MESSAGES.email),
  // Several lines: the shop reads it as written.
  message: freeText('Message', { multiline: true, error: CONTACT_MESSAGES.messageTooShort })
    .min(CONTACT_MESSAGE_MIN_LENGTH, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageTooLong),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;

export type ContactField = 'name' | 'email' | 'message';

/**
 * Which form field a server error string is about, by the words it contains (account §5);
 * null for errors about no particular field. E-mail is checked first: 'Invalid email name'
 * is about the address.
 */
export function contactFieldForServerError(message: string | null | undefined): ContactField | null {
  const text = (message ?? '').toLowerCase();
  if (/\be-?mail\b/.test(text)) return 'email';
  if (/\bname\b/.test(text)) return 'name';
  if (/\bmessage\b/.test(text) && !text.startsWith('failed')) return 'message';
  return null;
}
