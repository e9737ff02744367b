import { z } from 'zod';
import { OTP_LENGTH } from '../constants.ts';
import { indianPhone } from './fields.ts';

export const PHONE_INVALID_MESSAGE = 'Enter a valid 10-digit phone number';
export const OTP_REQUIRED_MESSAGE = 'Please enter the OTP';
export const OTP_LENGTH_MESSAGE = `Enter the ${OTP_LENGTH}-digit OTP`;

// Login messages of account-and-checkout §5 and §8 that no schema produces.
export const LOGIN_MESSAGES = {
  otpNotRequested: 'Please request OTP first',
  sendFailed: 'Failed to send OTP',
  wrongOtp: 'You have entered a wrong OTP',
  invalidOtp: 'Invalid OTP',
  recaptchaFailed: 'reCAPTCHA verification failed. Please try again.',
} as const;

/** The phone comes out as '+91XXXXXXXXXX': the code is sent to +91 plus the number. */
export const phoneLoginSchema = z.object({
  phone: indianPhone(PHONE_INVALID_MESSAGE),
});
export type PhoneLoginInput = z.input<typeof phoneLoginSchema>;
export type PhoneLogin = z.output<typeof phoneLoginSchema>;

export const otpCodeSchema = z
  .string({ error: OTP_REQUIRED_MESSAGE })
  .trim()
  .min(1, OTP_REQUIRED_MESSAGE)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_LENGTH_MESSAGE);

export const otpSchema = z.object({
  phone: indianPhone(PHONE_INVALID_MESSAGE),
  code: otpCodeSchema,
});
export type OtpInput = z.input<typeof otpSchema>;
export type Otp = z.output<typeof otpSchema>;
