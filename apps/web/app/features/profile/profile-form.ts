import { nationalNumber, PHONE_TAKEN_SERVER_TEXT, PROFILE_MESSAGES, type ProfileInput } from '@dhatu/domain';
import type { ProfileData } from './types';

/**
 * The contact form's values: name and email. The phone is not among them: it is the sign-in
 * number and changes only with a code sent to the new number (the Change mobile number dialog),
 * so saving the form can neither move nor drop it.
 */
export function toProfileForm(profile: Pick<ProfileData, 'name' | 'email'> | undefined): Required<Pick<ProfileInput, 'name' | 'email'>> {
  return { name: profile?.name ?? '', email: profile?.email ?? '' };
}

/** The stored '+91…' number as the read-only box after the fixed +91 shows it: its 10 digits. */
export function phoneBoxValue(phone: string | null | undefined): string {
  return (phone && nationalNumber(phone)) || '';
}

/**
 * A refused phone change that is about the number (account §8): any message containing 'Phone
 * number is already registered' becomes 'This phone number is already registered with another account'.
 */
export function phoneFieldError(message: string | undefined): string | null {
  return message?.includes(PHONE_TAKEN_SERVER_TEXT) ? PROFILE_MESSAGES.phoneTaken : null;
}
