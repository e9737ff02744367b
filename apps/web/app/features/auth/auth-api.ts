import { apiFetch } from '../../lib/api-client';
import type { Me, SuccessAnswer } from '@dhatu/domain/contracts';
import type { OtpSent, SignedIn, User } from './types';

/**
 * GET /api/auth/me with the stored bearer token (storefront §7). At session start a refused
 * session only signs out (no trip to /login); afterwards the usual 401 rule applies.
 */
export async function fetchCurrentUser(options: { signal?: AbortSignal; loginOnExpiry?: boolean } = {}): Promise<User> {
  const data = await apiFetch<Me>('/api/auth/me', options);
  if (!data?.user) throw new Error('No user in /api/auth/me answer');
  return data.user;
}

/** POST /api/auth/otp/send: texts a 6-digit code to '+91XXXXXXXXXX'. */
export function sendOtp(phone: string, captchaToken?: string): Promise<OtpSent> {
  return apiFetch<OtpSent>('/api/auth/otp/send', { method: 'POST', body: captchaToken ? { phone, captchaToken } : { phone } });
}

/** POST /api/auth/otp/verify: the code for that phone gives the tokens and the user. */
export function verifyOtp(phone: string, code: string): Promise<SignedIn> {
  return apiFetch<SignedIn>('/api/auth/otp/verify', { method: 'POST', body: { phone, code } });
}

/** POST /api/auth/logout: ends the sign-in the refresh token belongs to on the server. */
export async function revokeSession(refreshToken: string): Promise<void> {
  await apiFetch<SuccessAnswer>('/api/auth/logout', { method: 'POST', body: { refreshToken }, keepalive: true, loginOnExpiry: false });
}
