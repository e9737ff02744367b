import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { AppError, forbidden } from '../lib/errors.ts';
import type { App } from '../lib/types.ts';
import { createFirebaseVerifier, type FirebaseVerifier } from '../modules/auth/firebase.ts';
import { createHumanCheck, type HumanCheck } from '../modules/auth/human-check.ts';
import { deriveKeys, loadAuthSecret, type AuthKeys } from '../modules/auth/secret.ts';
import { SESSION_EXPIRED_MESSAGE } from '../modules/auth/session.service.ts';
import { createSmsProvider } from '../modules/auth/sms/create-sms-provider.ts';
import type { SmsProvider } from '../modules/auth/sms/sms-provider.ts';
import { verifyAccessToken, type Role } from '../modules/auth/tokens.ts';

export interface AuthUser {
  id: string;
  role: Role;
}

/** What sign-in needs at run time: keys from the secret, the SMS provider, the human check, Firebase. */
export interface AuthServices {
  keys: AuthKeys;
  sms: SmsProvider;
  humanCheck: HumanCheck;
  firebase: FirebaseVerifier | null;
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
    /** preHandler: a valid access token of an existing user, or 401 `{ message }`. Sets request.user. */
    authenticate: Guard;
    /** preHandler after `authenticate`: 403 unless the user is an admin. */
    requireAdmin: Guard;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on public routes. */
    user: AuthUser | null;
  }
}

export const LOGIN_REQUIRED_MESSAGE = 'Please login to continue';

const unauthenticated = (message: string, error?: string) => new AppError(401, message, undefined, {
  'www-authenticate': error ? `Bearer error="${error}"` : 'Bearer',
});

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated(LOGIN_REQUIRED_MESSAGE);
  return request.user;
}

/** Bearer-token authentication and the sign-in services, decorated on the root instance. */
export async function registerAuth(app: App) {
  const { config } = app;
  const keys = deriveKeys(await loadAuthSecret(app.db, config.AUTH_SECRET));
  const sms = createSmsProvider(config, app.log);
  if (config.NODE_ENV === 'production' && sms.name === 'console') {
    app.log.warn('SMS_PROVIDER=console: login codes are printed in the server output, not sent by SMS');
  }
  app.decorate('auth', { keys, sms, humanCheck: createHumanCheck(config, app.log), firebase: createFirebaseVerifier(config) });
  app.decorateRequest('user', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthenticated(LOGIN_REQUIRED_MESSAGE);
    let userId: string;
    try {
      ({ userId } = await verifyAccessToken(keys.accessToken, match[1]));
    } catch {
      throw unauthenticated(SESSION_EXPIRED_MESSAGE, 'invalid_token');
    }
    // The account must still exist; its role is read fresh, so a change applies at once.
    const [user] = await app.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw unauthenticated(SESSION_EXPIRED_MESSAGE, 'invalid_token');
    request.user = user;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'admin') throw forbidden();
  });
}
