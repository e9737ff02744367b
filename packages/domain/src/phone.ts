import { PHONE_COUNTRY_CODE, PHONE_DIGITS } from './constants.ts';

export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Spec rule (storefront §5): exactly 10 digits once everything else is stripped. */
export function isValidPhone(text: string): boolean {
  return digitsOnly(text).length === PHONE_DIGITS;
}

/**
 * '+91XXXXXXXXXX' from what people type: '98765 43210', '+91 98765-43210', '09876543210'.
 * Only 10 digits, 12 starting 91, or 11 starting 0 are accepted; anything else is null,
 * so a mistyped number is never silently cut to its last 10 digits.
 */
export function toE164India(text: string): string | null {
  const digits = digitsOnly(text);
  let national: string | null = null;
  if (digits.length === PHONE_DIGITS) national = digits;
  else if (digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')) national = digits.slice(2);
  else if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('0')) national = digits.slice(1);
  return national === null ? null : `${PHONE_COUNTRY_CODE}${national}`;
}

/** The 10-digit number without +91 (for the profile's fixed-prefix input), or null. */
export function nationalNumber(phone: string): string | null {
  const e164 = toE164India(phone);
  return e164 === null ? null : e164.slice(PHONE_COUNTRY_CODE.length);
}

/** 'tel:+919876543210' for a link to any phone as written; digits and a leading plus when not Indian. */
export function phoneHref(phone: string): string {
  return `tel:${toE164India(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

/**
 * '+91 98765 43210': THE way a phone is shown (screens, invoice, texts). Text that is not an
 * Indian number comes back unchanged.
 */
export function formatIndianPhone(phone: string): string {
  const national = nationalNumber(phone);
  if (national === null) return phone;
  return `${PHONE_COUNTRY_CODE} ${national.slice(0, 5)} ${national.slice(5)}`;
}
