import { eq } from 'drizzle-orm';
import { PHONE_CHANGE_MESSAGES, PHONE_TAKEN_SERVER_TEXT } from '@dhatu/domain';
import type { UserDto } from '@dhatu/domain/contracts';
import { users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, unauthorized } from '../../lib/errors.ts';
import { sendOtp, spendOtp, type OtpContext, type OtpSent } from '../auth/index.ts';
import { endOtherSessions } from '../auth/index.ts';
import { findUser, toUserDto, type UserRow } from '../auth/index.ts';
import { enqueuePhoneChangedNotice, type AccountNoticeShop } from '../notifications/index.ts';

/** The signed-in account and the sign-in (session) the request came from. */
export interface Requester {
  userId: string;
  sessionId: string;
}

/**
 * Sends a phone_change code to the new number, under the login's limits and cooldown (counted
 * with login codes for that phone). The answer is the same whether or not the number has an
 * account: that is only told after the code was entered (see `changePhone`).
 */
export async function sendPhoneChangeCode(otp: OtpContext, userId: string, phone: string, ip: string): Promise<OtpSent> {
  const user = await findUser(otp.db, userId);
  if (!user) throw unauthorized();
  if (user.phone === phone) throw badRequest(PHONE_CHANGE_MESSAGES.sameNumber);
  return sendOtp(otp, phone, ip, { purpose: 'phone_change', userId });
}

type Outcome = { kind: 'changed'; user: UserRow } | { kind: 'taken' };

/**
 * Moves the account's sign-in number to `phone` with the code sent there. In one transaction:
 * the code is spent, the number switched, every other sign-in of the account ended (their access
 * and refresh tokens are refused from the next request on; the requester's stays), and an SMS to
 * the old number queued. A number another account holds is a 409, told only now, to whoever proved
 * they hold it; the code is spent all the same. Answers the updated profile.
 *
 * After it resolves, call `app.notifications.kick()` to send the queued SMS.
 */
export async function changePhone(otp: OtpContext, shop: AccountNoticeShop, who: Requester, phone: string, code: string): Promise<UserDto> {
  const outcome = await spendOtp<Outcome>(otp, phone, code, { purpose: 'phone_change', userId: who.userId }, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, who.userId)).for('update');
    if (!user) throw unauthorized();
    if (user.phone === phone) return { kind: 'changed', user }; // nothing to move
    let moved: UserRow | undefined;
    try {
      // A savepoint: a unique violation (the number is someone's) leaves the code spent, not the whole transaction failed.
      [moved] = await tx.transaction((savepoint) =>
        savepoint.update(users).set({ phone, updatedAt: new Date() }).where(eq(users.id, who.userId)).returning());
    } catch (error) {
      if (isUniqueViolation(error, 'users_phone_key')) return { kind: 'taken' };
      throw error;
    }
    if (!moved) throw unauthorized();
    await endOtherSessions(tx, who.userId, who.sessionId);
    await enqueuePhoneChangedNotice(tx, { oldPhone: user.phone, newPhone: phone }, shop);
    return { kind: 'changed', user: moved };
  });
  if (outcome.kind === 'taken') throw conflict(PHONE_TAKEN_SERVER_TEXT);
  return toUserDto(outcome.user);
}
