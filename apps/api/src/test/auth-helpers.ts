import type { UserDto } from '@dhatu/domain/contracts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/schema/ids.ts';
import { refreshTokens } from '../db/schema/index.ts';
import type { App } from '../lib/types.ts';
import { hashToken } from '../modules/auth/secret.ts';
import { newRefreshToken, signAccessToken, type Role } from '../modules/auth/tokens.ts';

export interface LoggedIn {
  token: string;
  refreshToken: string;
  user: UserDto;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  headers: { authorization: string };
}

let addressCounter = 0;

/** A distinct client address per call, so the hourly per-address send limit never trips a test's logins. */
export function nextTestIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * Signs in through the real API (send a code, read it from the console provider's test memory,
 * verify it) and returns the session. `phone` may be 10 digits or +91…; each phone can sign in
 * again only after the 30-second resend wait, so give each test its own numbers.
 */
export async function loginAs(app: App, phone = '9876543210', options: { captchaToken?: string; remoteAddress?: string } = {}): Promise<LoggedIn> {
  const remoteAddress = options.remoteAddress ?? nextTestIp();
  const sent = await app.inject({
    method: 'POST', url: '/api/auth/otp/send', remoteAddress,
    payload: { phone, ...(options.captchaToken ? { captchaToken: options.captchaToken } : {}) },
  });
  if (sent.statusCode !== 200) throw new Error(`loginAs(${phone}): send answered ${sent.statusCode} ${sent.body}`);
  const e164 = `+91${phone.replace(/\D/g, '').slice(-10)}`;
  const code = app.auth.sms.lastCodeFor?.(e164);
  if (!code) throw new Error(`loginAs(${phone}): no code kept; the console SMS provider keeps codes only when NODE_ENV=test`);
  const verified = await app.inject({ method: 'POST', url: '/api/auth/otp/verify', remoteAddress, payload: { phone, code } });
  if (verified.statusCode !== 200) throw new Error(`loginAs(${phone}): verify answered ${verified.statusCode} ${verified.body}`);
  const session = verified.json() as Omit<LoggedIn, 'headers'>;
  return { ...session, headers: { authorization: `Bearer ${session.token}` } };
}

/**
 * Bearer headers for an existing user without the SMS round trip: starts a real sign-in (a
 * refresh-token family) in the database and signs an access token for it, so the token is
 * refused the moment that sign-in ends, like any other.
 */
export async function signInDirectly(db: Db, accessKey: Uint8Array, user: { id: string; role?: Role }, ttlMinutes = 60): Promise<{ authorization: string }> {
  const sessionId = newId();
  await db.insert(refreshTokens).values({
    userId: user.id, familyId: sessionId, tokenHash: hashToken(newRefreshToken()),
    familyExpiresAt: new Date(Date.now() + 86_400_000),
  });
  const token = await signAccessToken(accessKey, { userId: user.id, role: user.role ?? 'customer', sessionId }, ttlMinutes);
  return { authorization: `Bearer ${token}` };
}
