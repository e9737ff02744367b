import { LOGIN_MESSAGES, PHONE_INVALID_MESSAGE } from '@dhatu/domain';
import {
  errorResponseSchema, firebaseBodySchema, logoutBodySchema, meSchema, otpSentSchema, refreshBodySchema,
  sendOtpBodySchema, sessionSchema, successSchema, tokenPairSchema, verifyOtpBodySchema,
} from '@dhatu/domain/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';
import { FirebaseTokenError } from './firebase.ts';
import { otpContextOf, sendOtp, verifyOtp } from './otp.service.ts';
import { endSession, refreshSession, SESSION_EXPIRED_MESSAGE, startSession, type SessionContext } from './session.service.ts';
import { findOrCreateUserByPhone, findUser, toUserDto } from './users.ts';

export async function authRoutes(app: App) {
  const tags = ['auth'];
  const { config } = app;
  const sessions: SessionContext = {
    db: app.db, keys: app.auth.keys, log: app.log,
    accessTokenTtlMinutes: config.ACCESS_TOKEN_TTL_MINUTES, refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
  };

  // Tokens and who is signed in: never in any cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/auth/otp/send', {
    schema: {
      tags, summary: 'Send a 6-digit login code by SMS (valid 5 minutes; resend after 30 s; hourly limits per phone and per address)',
      description: 'The same answer whether or not the phone has an account. 429 answers carry Retry-After.',
      body: sendOtpBodySchema,
      response: { 200: otpSentSchema, 400: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema },
    },
  }, async (request) => {
    const { phone, captchaToken } = request.body;
    if (!await app.auth.humanCheck.verify(captchaToken, request.ip)) throw badRequest(LOGIN_MESSAGES.recaptchaFailed);
    return sendOtp(otpContextOf(app, request.log), phone, request.ip);
  });

  app.post('/api/auth/otp/verify', {
    schema: {
      tags, summary: 'Sign in with the code: answers the tokens and the user (created at first sign-in)',
      body: verifyOtpBodySchema,
      response: { 200: sessionSchema, 400: errorResponseSchema },
    },
  }, async (request) => {
    const user = await verifyOtp(otpContextOf(app, request.log), request.body.phone, request.body.code);
    return startSession(sessions, user);
  });

  app.post('/api/auth/phone', {
    schema: {
      tags, summary: 'Sign in with a Firebase phone-auth ID token (when FIREBASE_PROJECT_ID is set)',
      body: firebaseBodySchema,
      response: { 200: sessionSchema, 400: errorResponseSchema, 401: errorResponseSchema, 501: errorResponseSchema, 502: errorResponseSchema },
    },
  }, async (request) => {
    const { firebase } = app.auth;
    if (!firebase) throw new AppError(501, 'Firebase sign-in is not set up on this shop. Use POST /api/auth/otp/send and /api/auth/otp/verify.');
    let phone: string;
    try {
      ({ phone } = await firebase.verify(request.body.firebaseToken));
    } catch (error) {
      if (!(error instanceof FirebaseTokenError)) throw error;
      request.log.info({ reason: error.message }, 'Firebase token refused');
      if (error.kind === 'not-indian') throw badRequest(PHONE_INVALID_MESSAGE);
      if (error.kind === 'unavailable') throw new AppError(502, 'Could not verify the sign-in right now. Please try again.');
      throw new AppError(401, 'Invalid or expired sign-in token. Please try again.');
    }
    return startSession(sessions, await findOrCreateUserByPhone(app.db, phone));
  });

  app.post('/api/auth/refresh', {
    schema: {
      tags, summary: 'Exchange a refresh token for a new pair (each refresh token works once; reuse ends the sign-in)',
      body: refreshBodySchema,
      response: { 200: tokenPairSchema, 401: errorResponseSchema },
    },
  }, async (request) => refreshSession({ ...sessions, log: request.log }, request.body.refreshToken));

  app.post('/api/auth/logout', {
    schema: {
      tags, summary: 'End the sign-in the refresh token belongs to (always 200)',
      body: logoutBodySchema,
      response: { 200: successSchema },
    },
  }, async (request) => {
    if (request.body?.refreshToken) await endSession(app.db, request.body.refreshToken);
    return { success: true as const };
  });

  app.get('/api/auth/me', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'The signed-in user', security: [{ bearer: [] }],
      response: { 200: meSchema, 401: errorResponseSchema },
    },
  }, async (request) => {
    const user = await findUser(app.db, currentUser(request).id);
    if (!user) throw new AppError(401, SESSION_EXPIRED_MESSAGE);
    return { user: toUserDto(user) };
  });
}
