import { and, eq, gt, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { UserDto } from '@dhatu/domain/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { newId } from '../../db/schema/ids.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, type AuthKeys } from './secret.ts';
import { newRefreshToken, signAccessToken } from './tokens.ts';
import { toUserDto, type UserRow } from './users.ts';

const DAY_MS = 86_400_000;
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please login again.';

export interface SessionContext {
  db: Db;
  keys: AuthKeys;
  accessTokenTtlMinutes: number;
  refreshTokenTtlDays: number;
  log: FastifyBaseLogger;
}

export interface Session {
  token: string;
  refreshToken: string;
  user: UserDto;
}

const sessionExpired = () => new AppError(401, SESSION_EXPIRED_MESSAGE);

/** A new sign-in: an access token and the first refresh token of a new family. */
export async function startSession(ctx: SessionContext, user: UserRow): Promise<Session> {
  const now = new Date();
  const refreshToken = newRefreshToken();
  const sessionId = newId();
  await ctx.db.insert(refreshTokens).values({
    userId: user.id,
    familyId: sessionId,
    tokenHash: hashToken(refreshToken),
    familyExpiresAt: new Date(now.getTime() + ctx.refreshTokenTtlDays * DAY_MS),
    createdAt: now,
  });
  // Families past their absolute lifetime are dead; clear them out as sign-ins happen.
  await ctx.db.delete(refreshTokens).where(lt(refreshTokens.familyExpiresAt, now));
  const token = await signAccessToken(ctx.keys.accessToken, { userId: user.id, role: user.role, sessionId }, ctx.accessTokenTtlMinutes);
  return { token, refreshToken, user: toUserDto(user) };
}

/**
 * Spends a refresh token and issues the next one in its family (same absolute expiry). A token
 * that was already spent is a sign of theft: the whole family is revoked and the answer is 401.
 */
export async function refreshSession(ctx: SessionContext, presented: string): Promise<{ token: string; refreshToken: string }> {
  const now = new Date();
  const tokenHash = hashToken(presented);
  const rotated = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx.update(refreshTokens).set({ usedAt: now })
      .where(and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ))
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId, familyExpiresAt: refreshTokens.familyExpiresAt });
    if (!spent) return null;
    const [user] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, spent.userId));
    if (!user) return null;
    const refreshToken = newRefreshToken();
    await tx.insert(refreshTokens).values({
      userId: user.id, familyId: spent.familyId, tokenHash: hashToken(refreshToken), familyExpiresAt: spent.familyExpiresAt, createdAt: now,
    });
    return { user, refreshToken, sessionId: spent.familyId };
  });
  if (rotated) {
    const claims = { userId: rotated.user.id, role: rotated.user.role, sessionId: rotated.sessionId };
    const token = await signAccessToken(ctx.keys.accessToken, claims, ctx.accessTokenTtlMinutes);
    return { token, refreshToken: rotated.refreshToken };
  }

  const reused = await ctx.db.update(refreshTokens).set({ revokedAt: now })
    .where(and(
      isNull(refreshTokens.revokedAt),
      inArray(refreshTokens.familyId, ctx.db.select({ familyId: refreshTokens.familyId }).from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.usedAt)))),
    ))
    .returning({ userId: refreshTokens.userId });
  if (reused.length > 0) ctx.log.warn({ userId: reused[0]?.userId }, 'a spent refresh token was presented again: its sign-in was revoked');
  throw sessionExpired();
}

/** Ends the sign-in a refresh token belongs to (every token of its family). Unknown or revoked tokens are fine. */
export async function endSession(db: Db, presented: string): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(
      isNull(refreshTokens.revokedAt),
      inArray(refreshTokens.familyId, db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented)))),
    ));
}

/**
 * Ends every sign-in of a user except `keepSessionId` (null ends them all): their refresh tokens
 * stop working and their access tokens are refused at once (see `app.authenticate`).
 */
export async function endOtherSessions(db: Db | Tx, userId: string, keepSessionId: string | null): Promise<void> {
  await db.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(
      eq(refreshTokens.userId, userId),
      isNull(refreshTokens.revokedAt),
      keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
    ));
}
