import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ACCESS_TOKEN_AUDIENCE = 'dhatu';
export const ACCESS_TOKEN_ISSUER = 'dhatu-api';
const ALGORITHM = 'HS256';

export type Role = 'customer' | 'admin';
export interface AccessClaims {
  userId: string;
  role: Role;
  /** The sign-in (refresh-token family) the token belongs to: ending that sign-in refuses the token at once. */
  sessionId: string;
}

/** A short-lived access token: sub = user id, sid = sign-in, a role claim, audience and issuer fixed. */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims, ttlMinutes: number): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlMinutes}m`)
    .sign(key);
}

/**
 * Checks signature (HS256 only: 'none' and every other algorithm are refused), audience, issuer
 * and expiry. Throws on any failure.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims> {
  const { payload } = await jwtVerify(token, key, {
    algorithms: [ALGORITHM],
    audience: ACCESS_TOKEN_AUDIENCE,
    issuer: ACCESS_TOKEN_ISSUER,
    requiredClaims: ['sub', 'sid', 'exp', 'iat'],
  });
  const role = payload.role === 'admin' ? 'admin' : 'customer';
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('token without subject');
  if (typeof payload.sid !== 'string' || payload.sid === '') throw new Error('token without sign-in');
  return { userId: payload.sub, role, sessionId: payload.sid };
}

/** An opaque refresh token: 32 random bytes, base64url. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}
