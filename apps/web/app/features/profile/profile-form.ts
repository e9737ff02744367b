import { digitsOnly, nationalNumber, PHONE_DIGITS, PHONE_TAKEN_SERVER_TEXT, PROFILE_MESSAGES, type ProfileInput } from '@dhatu/domain';
import type { ProfileData } from './types';

/** The contact form's values: the phone without +91 (the box shows the prefix itself). */
export function toProfileForm(profile: Pick<ProfileData, 'name' | 'phone' | 'email'> | undefined): Required<ProfileInput> {
  return {
    name: profile?.name ?? '',
    phone: (profile?.phone && nationalNumber(profile.phone)) || '',
    email: profile?.email ?? '',
  };
}

/**
 * A failed save that belongs on the phone field (account §8): any message containing 'Phone number
 * is already registered' becomes 'This phone number is already registered with another account'.
 */
export function phoneFieldError(message: string | undefined): string | null {
  return message?.includes(PHONE_TAKEN_SERVER_TEXT) ? PROFILE_MESSAGES.phoneTaken : null;
}

/** The phone box keeps digits only, at most 10; a pasted '+91 98765 43210' keeps its last ten. */
export function profilePhoneInput(text: string): string {
  return nationalNumber(text) ?? digitsOnly(text).slice(0, PHONE_DIGITS);
}
