import { digitsOnly, LOGIN_MESSAGES, nationalNumber, OTP_LENGTH, otpCodeSchema, PHONE_DIGITS, phoneLoginSchema } from '@dhatu/domain';
import { errorMessage } from '../../lib/api-client';

/**
 * The login screen's rules (account §5, §8), kept apart from the screen so they are tested alone.
 */

/**
 * The phone box keeps digits only, at most 10. A pasted or autofilled '+91 98765 43210' or
 * '098765 43210' becomes '9876543210' rather than being cut to its first ten digits.
 */
export function phoneInput(text: string): string {
  return nationalNumber(text) ?? digitsOnly(text).slice(0, PHONE_DIGITS);
}

/** The code box keeps digits only, at most 6. */
export function codeInput(text: string): string {
  return digitsOnly(text).slice(0, OTP_LENGTH);
}

/** '+91XXXXXXXXXX' to send the code to, or the spec's message ('Enter a valid 10-digit phone number'). */
export function checkPhone(national: string): { phone: string } | { error: string } {
  const parsed = phoneLoginSchema.safeParse({ phone: national });
  if (parsed.success) return { phone: parsed.data.phone };
  return { error: parsed.error.issues[0]?.message ?? LOGIN_MESSAGES.sendFailed };
}

/** Why the code cannot be verified yet, or null: empty code first, then no code requested. */
export function checkCode(code: string, requestedFor: string | null): string | null {
  const parsed = otpCodeSchema.safeParse(code);
  if (!parsed.success && code.trim() === '') return parsed.error.issues[0]?.message ?? null;
  if (!requestedFor) return LOGIN_MESSAGES.otpNotRequested;
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? LOGIN_MESSAGES.invalidOtp);
}

/** A failed send: the server's message (a 429 says how long to wait), or 'Failed to send OTP'. */
export function sendFailure(error: unknown): string {
  return errorMessage(error, LOGIN_MESSAGES.sendFailed);
}

/**
 * A failed verification: the server's message ('You have entered a wrong OTP', 'Please request
 * OTP first', …) or 'Invalid OTP'.
 */
export function verifyFailure(error: unknown): string {
  return errorMessage(error, LOGIN_MESSAGES.invalidOtp);
}
