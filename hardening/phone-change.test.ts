/**
 * The sign-in number under races, on PostgreSQL (the suite's own cluster): many accounts, each
 * holding a right code, move to one number at the same moment as its holder signs in for the
 * first time; and a flood of guesses at one phone-change code. After each round the database is
 * checked, not just the answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { otpChallenges, users } from '../apps/api/src/db/schema/index.ts';
import { loginAs, nextTestIp, type LoggedIn } from '../apps/api/src/test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../apps/api/src/test/test-app.ts';

const ROUNDS = 3;
const MOVERS = 30;

let serial = 0;
const newPhone = () => `92${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial % 100).padStart(2, '0')}`;
const e164 = (phone: string) => `+91${phone}`;

describe('the sign-in number under races on PostgreSQL', () => {
  let t: TestContext;
  const db = () => t.database.db;
  const sendCode = (who: LoggedIn, phone: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/phone/code', headers: who.headers, remoteAddress: nextTestIp(), payload: { phone } });
  const verify = (who: LoggedIn, phone: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/phone/verify', headers: who.headers, remoteAddress: nextTestIp(), payload: { phone, code } });
  const lastCode = (phone: string) => t.app.auth.sms.lastCodeFor!(e164(phone))!;
  /** Lets the next code go to `phone` at once: its earlier codes are dated past the 30 s resend wait. */
  const pastResendWait = (phone: string) =>
    db().update(otpChallenges).set({ createdAt: new Date(Date.now() - 31_000) }).where(eq(otpChallenges.phone, e164(phone)));

  beforeAll(async () => {
    expect(process.env.TEST_DATABASE_URL, 'the suite runs on its own PostgreSQL cluster').toMatch(/^postgres:/);
    // Many codes to one number in a round: the hourly cap per number is not what is tested here.
    t = await createTestApp({ seed: false, env: { OTP_MAX_SENDS_PER_PHONE_PER_HOUR: '1000' } });
  });
  afterAll(() => t?.close());

  it(`${MOVERS} accounts with right codes and the number's first sign-in, at once: one account holds it (${ROUNDS} rounds)`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const wanted = newPhone();
      const movers: { who: LoggedIn; oldPhone: string; code: string }[] = [];
      for (let i = 0; i < MOVERS; i++) {
        const oldPhone = newPhone();
        const who = await loginAs(t.app, oldPhone);
        await pastResendWait(wanted);
        expect((await sendCode(who, wanted)).statusCode).toBe(200);
        movers.push({ who, oldPhone, code: lastCode(wanted) });
      }
      await pastResendWait(wanted);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: nextTestIp(), payload: { phone: wanted } });
      expect(login.statusCode).toBe(200);
      const loginCode = lastCode(wanted);

      const [signIn, ...moves] = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', remoteAddress: nextTestIp(), payload: { phone: wanted, code: loginCode } }),
        ...movers.map((m) => verify(m.who, wanted, m.code)),
      ]);

      for (const res of [signIn, ...moves]) {
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.body).not.toMatch(/deadlock|serializ|could not|duplicate key|select |update |insert /i);
      }
      expect(signIn.statusCode, `round ${round}`).toBe(200);
      const won = moves.filter((res) => res.statusCode === 200);
      expect(won.length, `round ${round}`).toBeLessThanOrEqual(1);
      expect(moves.filter((res) => res.statusCode === 409)).toHaveLength(MOVERS - won.length);
      for (const res of moves.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual({ message: 'Phone number is already registered' });

      // One account holds the number: the mover who won, or the account its first sign-in made.
      const holders = await db().select({ id: users.id }).from(users).where(eq(users.phone, e164(wanted)));
      expect(holders).toHaveLength(1);
      const winner = won[0] ? movers[moves.indexOf(won[0])]! : null;
      expect(holders[0]!.id).toBe(winner ? winner.who.user._id : signIn.json().user._id);
      expect(signIn.json().user._id).toBe(holders[0]!.id);
      // Every code was used once, the refused ones too: none can be tried again.
      const codes = await db().select({ consumedAt: otpChallenges.consumedAt }).from(otpChallenges)
        .where(and(eq(otpChallenges.phone, e164(wanted)), eq(otpChallenges.purpose, 'phone_change')));
      expect(codes).toHaveLength(MOVERS);
      expect(codes.filter((c) => c.consumedAt === null), `round ${round}`).toEqual([]);
      // Everyone else kept their own number.
      const losers = movers.filter((m) => m !== winner);
      const kept = await db().select({ id: users.id, phone: users.phone }).from(users).where(inArray(users.id, losers.map((m) => m.who.user._id)));
      expect(new Map(kept.map((row) => [row.id, row.phone]))).toEqual(new Map(losers.map((m) => [m.who.user._id, e164(m.oldPhone)])));
    }
  });

  it(`50 guesses at one phone-change code at once count 5 wrong tries, then the code is dead (${ROUNDS} rounds)`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const who = await loginAs(t.app, newPhone());
      const wanted = newPhone();
      expect((await sendCode(who, wanted)).statusCode).toBe(200);
      const code = lastCode(wanted);
      const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
      const answers = await Promise.all(guesses.map((guess) => verify(who, wanted, guess)));
      const messages = answers.map((res) => res.json().message);
      expect(messages.filter((m) => m === 'You have entered a wrong OTP'), `round ${round}`).toHaveLength(5);
      expect(messages.filter((m) => m === 'Please request OTP first')).toHaveLength(45);
      const [row] = await db().select().from(otpChallenges).where(and(eq(otpChallenges.phone, e164(wanted)), eq(otpChallenges.userId, who.user._id)));
      expect(row!.attempts).toBe(5);
      expect((await verify(who, wanted, code)).json()).toEqual({ message: 'Please request OTP first' });
      expect((await db().select({ phone: users.phone }).from(users).where(eq(users.id, who.user._id)))[0]!.phone).not.toBe(e164(wanted));
    }
  });
});
