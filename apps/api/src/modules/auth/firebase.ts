import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { toE164India } from '@dhatu/domain';
import type { Config } from '../../config.ts';

/** Checks Firebase phone-auth ID tokens and returns the phone number they prove. */
export interface FirebaseVerifier {
  verify(idToken: string): Promise<{ phone: string }>;
}

export class FirebaseTokenError extends Error {
  constructor(message: string, readonly kind: 'invalid' | 'not-indian' | 'unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FirebaseTokenError';
  }
}

/**
 * Firebase's documented checks: RS256 signature by one of Google's securetoken keys (fetched and
 * cached from FIREBASE_JWKS_URL), audience = project id, issuer = securetoken.google.com/{project},
 * unexpired, a subject, and a phone_number claim, which must be an Indian (+91) number.
 * Null when FIREBASE_PROJECT_ID is not set.
 */
export function createFirebaseVerifier(config: Config): FirebaseVerifier | null {
  const projectId = config.FIREBASE_PROJECT_ID;
  if (!projectId) return null;
  const keys = createRemoteJWKSet(new URL(config.FIREBASE_JWKS_URL), { timeoutDuration: 5_000 });
  return {
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          audience: projectId,
          issuer: `https://securetoken.google.com/${projectId}`,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 5,
        }));
      } catch (error) {
        // Google's key set could not be fetched (network, timeout, not 200): not the token's fault.
        const unavailable = error instanceof errors.JWKSTimeout
          || !(error instanceof errors.JOSEError)
          || error.code === 'ERR_JOSE_GENERIC';
        throw new FirebaseTokenError(error instanceof Error ? error.message : 'invalid token', unavailable ? 'unavailable' : 'invalid', { cause: error });
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new FirebaseTokenError('token without subject', 'invalid');
      if (typeof payload.auth_time === 'number' && payload.auth_time > Date.now() / 1000 + 5) {
        throw new FirebaseTokenError('auth_time in the future', 'invalid');
      }
      const claimed = payload.phone_number;
      if (typeof claimed !== 'string') throw new FirebaseTokenError('token without phone_number', 'invalid');
      const phone = toE164India(claimed);
      if (!claimed.startsWith('+91') || phone !== claimed) throw new FirebaseTokenError(`not an Indian number: ${claimed}`, 'not-indian');
      return { phone };
    },
  };
}
