import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_MESSAGES, OTP_LENGTH, addressSendsLimitMessage, phoneSendsLimitMessage, resendWaitMessage } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { otpChallenges } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { App } from '../../lib/types.ts';
import { constantTimeEqual, hashOtpCode } from './secret.ts';
import type { SmsProvider } from './sms/sms-provider.ts';
import { findOrCreateUserByPhone, type UserRow } from './users.ts';

/** How long a code is valid. */
export const OTP_TTL_SECONDS = 300;
/** How long a phone waits before another code can be sent to it. */
export const OTP_RESEND_AFTER_SECONDS = 30;
/** Wrong codes a code survives; the last of them invalidates it. */
export const OTP_MAX_WRONG_TRIES = 5;
const HOUR_MS = 3_600_000;
/** Code rows are kept this long (for the hourly limits and for looking into abuse), then deleted. */
const OTP_RETENTION_MS = 24 * HOUR_MS;

export interface OtpContext {
  db: Db;
  otpKey: Buffer;
  sms: SmsProvider;
  maxSendsPerPhonePerHour: number;
  maxSendsPerIpPerHour: number;
  log: FastifyBaseLogger;
}

/**
 * What a code is for. A login code signs in whoever holds the phone; a phone_change code lets one
 * signed-in account move its sign-in number to the phone. Neither works for the other, and a
 * phone_change code only for the account that asked for it.
 */
export type OtpPurpose = { purpose: 'login' } | { purpose: 'phone_change'; userId: string };
export const LOGIN_CODE: OtpPurpose = { purpose: 'login' };

/** The rows of codes sent for this purpose (and account). */
function sentFor(scope: OtpPurpose) {
  return scope.purpose === 'login'
    ? and(eq(otpChallenges.purpose, 'login'), isNull(otpChallenges.userId))
    : and(eq(otpChallenges.purpose, 'phone_change'), eq(otpChallenges.userId, scope.userId));
}

export interface OtpSent {
  sent: true;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** The code service as the shop is configured, logging to `log` (the request's logger). */
export function otpContextOf(app: App, log: FastifyBaseLogger = app.log): OtpContext {
  return {
    db: app.db, otpKey: app.auth.keys.otp, sms: app.auth.sms, log,
    maxSendsPerPhonePerHour: app.config.OTP_MAX_SENDS_PER_PHONE_PER_HOUR,
    maxSendsPerIpPerHour: app.config.OTP_MAX_SENDS_PER_IP_PER_HOUR,
  };
}

const tooMany = (seconds: number, message: string) =>
  new AppError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(seconds))) });

/** A uniformly random 6-digit code from the operating system's secure source. */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

/**
 * Sends a code to a phone. The same answer whether or not the phone has an account. Limits (checked
 * under per-phone and per-address locks, so concurrent requests cannot slip past them): one send per
 * 30 s per phone, and hourly caps per phone and per requesting address; 429 with Retry-After. The
 * limits count every code sent to the phone or from the address, whatever its purpose.
 * The code is usable only once the provider accepted the SMS; then it supersedes the older codes
 * of the same purpose (and account) for this phone. Codes of another purpose stay as they were, so
 * nobody can cancel someone's login code by asking to move their account to that number.
 */
export async function sendOtp(ctx: OtpContext, phone: string, ip: string, scope: OtpPurpose = LOGIN_CODE): Promise<OtpSent> {
  const now = new Date();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const code = newOtpCode();

  const challengeId = await ctx.db.transaction(async (tx) => {
    // Same order everywhere (phone, then address): no deadlocks between concurrent sends.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-phone:${phone}`}, 0))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-ip:${ip}`}, 0))`);

    const limits: { seconds: number; message: string }[] = [];
    const phoneSends = await tx.select({ createdAt: otpChallenges.createdAt, sentAt: otpChallenges.sentAt, invalidatedAt: otpChallenges.invalidatedAt })
      .from(otpChallenges).where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, hourAgo)))
      .orderBy(asc(otpChallenges.createdAt));
    if (phoneSends.length >= ctx.maxSendsPerPhonePerHour) {
      const freesAt = phoneSends[phoneSends.length - ctx.maxSendsPerPhonePerHour]!.createdAt.getTime() + HOUR_MS;
      const seconds = (freesAt - now.getTime()) / 1000;
      limits.push({ seconds, message: phoneSendsLimitMessage(seconds) });
    }
    const ipSends = await tx.select({ createdAt: otpChallenges.createdAt })
      .from(otpChallenges).where(and(eq(otpChallenges.requesterIp, ip), gt(otpChallenges.createdAt, hourAgo)))
      .orderBy(asc(otpChallenges.createdAt));
    if (ipSends.length >= ctx.maxSendsPerIpPerHour) {
      const freesAt = ipSends[ipSends.length - ctx.maxSendsPerIpPerHour]!.createdAt.getTime() + HOUR_MS;
      const seconds = (freesAt - now.getTime()) / 1000;
      limits.push({ seconds, message: addressSendsLimitMessage(seconds) });
    }
    // A send that failed at the provider does not make the shopper wait; one in flight or delivered does.
    const lastAttempt = phoneSends.filter((row) => row.sentAt !== null || row.invalidatedAt === null).at(-1);
    if (lastAttempt) {
      const seconds = (lastAttempt.createdAt.getTime() + OTP_RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000;
      if (seconds > 0) limits.push({ seconds, message: resendWaitMessage(seconds) });
    }
    const longest = limits.sort((a, b) => b.seconds - a.seconds)[0];
    if (longest) throw tooMany(longest.seconds, longest.message);

    const [row] = await tx.insert(otpChallenges).values({
      phone,
      purpose: scope.purpose,
      userId: scope.purpose === 'phone_change' ? scope.userId : null,
      codeHash: hashOtpCode(ctx.otpKey, phone, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      requesterIp: ip,
      createdAt: now,
    }).returning({ id: otpChallenges.id });
    return row!.id;
  });

  try {
    await ctx.sms.sendOtp(phone, code);
  } catch (error) {
    // Nothing half-done: the row of an undelivered code can never be used.
    await ctx.db.update(otpChallenges).set({ invalidatedAt: new Date() }).where(eq(otpChallenges.id, challengeId));
    ctx.log.warn({ err: error, provider: ctx.sms.name, purpose: scope.purpose }, 'one-time code could not be sent');
    throw new AppError(502, LOGIN_MESSAGES.sendFailed);
  }

  const sentAt = new Date();
  await ctx.db.transaction(async (tx) => {
    // The new code supersedes every older one for this phone and purpose.
    await tx.update(otpChallenges).set({ invalidatedAt: sentAt })
      .where(and(
        eq(otpChallenges.phone, phone), sentFor(scope), ne(otpChallenges.id, challengeId),
        isNull(otpChallenges.consumedAt), isNull(otpChallenges.invalidatedAt),
      ));
    await tx.update(otpChallenges).set({ sentAt }).where(eq(otpChallenges.id, challengeId));
  });
  await ctx.db.delete(otpChallenges).where(lt(otpChallenges.createdAt, new Date(now.getTime() - OTP_RETENTION_MS)));
  return { sent: true, resendAfterSeconds: OTP_RESEND_AFTER_SECONDS, expiresInSeconds: OTP_TTL_SECONDS };
}

/** Conditions under which a code row can still be used, at `now`. */
function live(now: Date) {
  return and(
    isNotNull(otpChallenges.sentAt),
    isNull(otpChallenges.consumedAt),
    isNull(otpChallenges.invalidatedAt),
    gt(otpChallenges.expiresAt, now),
    lt(otpChallenges.attempts, OTP_MAX_WRONG_TRIES),
  );
}

/**
 * Checks a code against the phone's live code of this purpose and, when right, spends it and runs
 * `use` in the same transaction (once: the UPDATE that consumes it only succeeds for one request;
 * if `use` throws, the code is not spent). A wrong code counts a try with one atomic UPDATE …
 * attempts = attempts + 1 … RETURNING, so concurrent guesses cannot exceed the limit. When no live
 * code can take the request (none sent, expired, used, superseded, locked, of another purpose or
 * account, or spent by a concurrent request) the answer is 'Please request OTP first', for right and
 * wrong codes alike, so the answer never tells a guess apart.
 */
export async function spendOtp<T>(
  ctx: Pick<OtpContext, 'db' | 'otpKey'>, phone: string, code: string, scope: OtpPurpose, use: (tx: Tx) => Promise<T>,
): Promise<T> {
  const now = new Date();
  const [challenge] = await ctx.db.select({ id: otpChallenges.id, codeHash: otpChallenges.codeHash })
    .from(otpChallenges).where(and(eq(otpChallenges.phone, phone), sentFor(scope), live(now)))
    .orderBy(desc(otpChallenges.createdAt)).limit(1);
  if (!challenge) throw badRequest(LOGIN_MESSAGES.otpNotRequested);

  const matches = constantTimeEqual(hashOtpCode(ctx.otpKey, phone, code), challenge.codeHash);
  if (!matches) {
    const [counted] = await ctx.db.update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(and(eq(otpChallenges.id, challenge.id), live(now)))
      .returning({ attempts: otpChallenges.attempts });
    if (!counted) throw badRequest(LOGIN_MESSAGES.otpNotRequested);
    throw badRequest(LOGIN_MESSAGES.wrongOtp);
  }

  return ctx.db.transaction(async (tx) => {
    const [consumed] = await tx.update(otpChallenges).set({ consumedAt: now })
      .where(and(eq(otpChallenges.id, challenge.id), live(now)))
      .returning({ id: otpChallenges.id });
    if (!consumed) throw badRequest(LOGIN_MESSAGES.otpNotRequested);
    return use(tx);
  });
}

/** Signs in with a login code: the account of the phone, created at its first sign-in. */
export async function verifyOtp(ctx: OtpContext, phone: string, code: string): Promise<UserRow> {
  return spendOtp(ctx, phone, code, LOGIN_CODE, (tx) => findOrCreateUserByPhone(tx, phone));
}
