import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';

const SECRET_NAME = 'auth';

/**
 * The secret behind access tokens and code hashes: AUTH_SECRET when set, otherwise one random
 * 32-byte secret created on first start and kept in the database, so every instance on the same
 * database signs and checks alike and `npm start` needs no set-up.
 */
export async function loadAuthSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The auth secret could not be stored');
  return row.value;
}

export interface AuthKeys {
  /** HS256 key for access tokens. */
  accessToken: Uint8Array;
  /** HMAC key for login codes. */
  otp: Buffer;
}

/** One key per purpose, derived from the secret (HKDF-SHA256), so no key ever does two jobs. */
export function deriveKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'dhatu', purpose, 32));
  return { accessToken: new Uint8Array(derive('access-token')), otp: derive('otp-code') };
}

/** HMAC-SHA256(key, `${phone}:${code}`): a code only matches the phone it was sent to. */
export function hashOtpCode(key: Buffer, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${phone}:${code}`).digest('base64url');
}

/** SHA-256 of an opaque token: 256 random bits need no salt or slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Compares two strings in time that does not depend on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
