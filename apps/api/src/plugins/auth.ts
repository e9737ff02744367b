import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { refreshTokens, users } from '../db/schema/index.ts';
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
  /** The sign-in (refresh-token family) the request's access token belongs to. */
  sessionId: string;
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

/**
 * The one read behind every authenticated request: the user (exists; role read fresh) if the
 * sign-in `sessionId` is theirs and has not ended (a refresh token of its family neither revoked
 * nor past the family's expiry, judged at `now`, an ISO time). Prepared once (docs/decisions/0019):
 * PostgreSQL parses and plans it once per connection, and it is not rebuilt on every request.
 */
export function prepareSignInCheck(db: Db) {
  return db.select({ id: users.id, role: users.role }).from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), exists(db.select({ one: sql`1` }).from(refreshTokens).where(and(
      eq(refreshTokens.familyId, sql.placeholder('sessionId')),
      eq(refreshTokens.userId, users.id),
      isNull(refreshTokens.revokedAt),
      gt(refreshTokens.familyExpiresAt, sql.placeholder('now')),
    )))))
    .limit(1)
    .prepare('auth_sign_in_check');
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

  const signInCheck = prepareSignInCheck(app.db);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthenticated(LOGIN_REQUIRED_MESSAGE);
    let claims: { userId: string; sessionId: string };
    try {
      claims = await verifyAccessToken(keys.accessToken, match[1]);
    } catch {
      throw unauthenticated(SESSION_EXPIRED_MESSAGE, 'invalid_token');
    }
    // One read, on every request and every instance: the account must still exist (its role is read
    // fresh, so losing admin applies at once) and its sign-in must not have ended (logout, a reused
    // refresh token, a phone change), so an access token dies with its sign-in, not 15 minutes later.
    // The process's clock judges the sign-in's end, as it does for refresh and token expiry.
    const [user] = await signInCheck.execute({ userId: claims.userId, sessionId: claims.sessionId, now: new Date().toISOString() });
    if (!user) throw unauthenticated(SESSION_EXPIRED_MESSAGE, 'invalid_token');
    request.user = { ...user, sessionId: claims.sessionId };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (currentUser(request).role !== 'admin') throw forbidden();
  });
}
