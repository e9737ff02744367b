import { digitsOnly, LOGIN_MESSAGES, nationalNumber, OTP_LENGTH, otpCodeSchema, PHONE_DIGITS } from '@dhatu/domain';
import { z } from 'zod';
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

/** The code step's form: the 6 digits, checked by the domain's otpCodeSchema ('Please enter the OTP', 'Enter the 6-digit OTP'). */
export const codeStepSchema = z.object({ code: otpCodeSchema });
export type CodeStepValues = z.infer<typeof codeStepSchema>;

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
