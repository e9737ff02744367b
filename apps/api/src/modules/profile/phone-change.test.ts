import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications, otpChallenges, users } from '../../db/schema/index.ts';
import { loginAs, nextTestIp, type LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { startSession } from '../auth/session.service.ts';
import { findUser } from '../auth/users.ts';

let serial = 0;
/** A fresh 10-digit number per call, so the limits and waits of one test never touch another. */
const newPhone = () => `93${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial).padStart(2, '0')}`;
const e164 = (phone: string) => `+91${phone}`;
/** A valid-looking code that is not the live one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('changing the sign-in phone with a code sent to the new number', () => {
  let t: TestContext;

  const sendCode = (who: LoggedIn, phone: string, ip = nextTestIp()) =>
    t.app.inject({ method: 'POST', url: '/api/profile/phone/code', headers: who.headers, remoteAddress: ip, payload: { phone } });
  const verify = (who: LoggedIn, phone: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/profile/phone/verify', headers: who.headers, remoteAddress: nextTestIp(), payload: { phone, code } });
  const loginSend = (phone: string, ip = nextTestIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: ip, payload: { phone } });
  const loginVerify = (phone: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', remoteAddress: nextTestIp(), payload: { phone, code } });
  const profileOf = (headers: { authorization: string }) => t.app.inject({ url: '/api/profile', headers });
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const lastCode = (phone: string) => t.app.auth.sms.lastCodeFor!(e164(phone))!;
  const smsTo = (phone: string) => t.app.auth.sms.messagesFor!(e164(phone));
  const phoneInDb = async (userId: string) => (await findUser(t.database.db, userId))!.phone;
  /** Moves the clock the API reads (Date only; timers stay real). */
  const travel = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
  /** Another device signed in to the same account, through the real session service. */
  const anotherDevice = async (who: LoggedIn): Promise<LoggedIn> => {
    const user = (await findUser(t.database.db, who.user._id))!;
    const session = await startSession({
      db: t.database.db, keys: t.app.auth.keys, log: t.app.log,
      accessTokenTtlMinutes: t.config.ACCESS_TOKEN_TTL_MINUTES, refreshTokenTtlDays: t.config.REFRESH_TOKEN_TTL_DAYS,
    }, user);
    return { ...session, headers: { authorization: `Bearer ${session.token}` } };
  };
  /** Signs in a new customer and sends them a phone-change code for a fresh number. */
  const customerAskingFor = async () => {
    const oldPhone = newPhone();
    const customer = await loginAs(t.app, oldPhone);
    const wanted = newPhone();
    expect((await sendCode(customer, wanted)).statusCode).toBe(200);
    return { customer, oldPhone, wanted, code: lastCode(wanted) };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('needs a signed-in customer for both steps', async () => {
    for (const url of ['/api/profile/phone/code', '/api/profile/phone/verify']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { phone: newPhone(), code: '123456' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Please login to continue' });
    }
  });

  it('sends a code to the new number and switches to it with that code; the customer then signs in with the new number only', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const oldPhone = newPhone();
    const customer = await loginAs(t.app, oldPhone);
    await t.app.inject({ method: 'PUT', url: '/api/profile', headers: customer.headers, payload: { name: 'Meera Iyer', email: 'meera@example.in' } });
    const wanted = newPhone();

    const sent = await sendCode(customer, `+91 ${wanted.slice(0, 5)} ${wanted.slice(5)}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(await phoneInDb(customer.user._id)).toBe(e164(oldPhone)); // nothing moves before the code

    const res = await verify(customer, wanted, lastCode(wanted));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: customer.user._id, name: 'Meera Iyer', phone: e164(wanted), email: 'meera@example.in', role: 'customer' });
    expect((await profileOf(customer.headers)).json().phone).toBe(e164(wanted));

    travel(31_000);
    expect((await loginAs(t.app, wanted)).user._id).toBe(customer.user._id);
    // The old number is free: signing in with it makes a new, empty account.
    const stranger = await loginAs(t.app, oldPhone);
    expect(stranger.user._id).not.toBe(customer.user._id);
    expect(stranger.user.name).toBe('');
  });

  it('tells the old number by SMS, and nobody else', async () => {
    const { customer, oldPhone, wanted, code } = await customerAskingFor();
    expect((await verify(customer, wanted, code)).statusCode).toBe(200);
    await t.app.notifications.settled();
    expect(smsTo(oldPhone)).toEqual([
      `Dhatu: The sign-in number of your account was changed to a number ending ${wanted.slice(-4)}. Not you? Call us on +91 98765 43210.`,
    ]);
    expect(smsTo(wanted)).toEqual([]);
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.recipient, e164(oldPhone)));
    expect(notice).toMatchObject({ event: 'phone_changed', channel: 'sms', orderId: null, status: 'sent' });
  });

  it("signs out every other device at once (access and refresh tokens), and keeps this one's sign-in working", async () => {
    const { customer, wanted, code } = await customerAskingFor();
    const laptop = await anotherDevice(customer);
    const tablet = await anotherDevice(customer);
    expect((await profileOf(laptop.headers)).statusCode).toBe(200);

    expect((await verify(customer, wanted, code)).statusCode).toBe(200);

    for (const device of [laptop, tablet]) {
      const read = await profileOf(device.headers);
      expect(read.statusCode).toBe(401);
      expect(read.json()).toEqual({ message: 'Your session has expired. Please login again.' });
      expect((await refresh(device.refreshToken)).statusCode).toBe(401);
    }
    expect((await profileOf(customer.headers)).statusCode).toBe(200);
    const renewed = await refresh(customer.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const next = await profileOf({ authorization: `Bearer ${renewed.json().token}` });
    expect(next.json().phone).toBe(e164(wanted));
  });

  it('refuses a wrong code with the login\'s words and changes nothing; five wrong codes use the code up', async () => {
    const { customer, oldPhone, wanted, code } = await customerAskingFor();
    const laptop = await anotherDevice(customer);
    for (let i = 0; i < 5; i++) {
      const res = await verify(customer, wanted, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'You have entered a wrong OTP' });
    }
    const late = await verify(customer, wanted, code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: 'Please request OTP first' });
    expect(await phoneInDb(customer.user._id)).toBe(e164(oldPhone));
    expect((await profileOf(laptop.headers)).statusCode).toBe(200);
    await t.app.notifications.settled();
    expect(smsTo(oldPhone)).toEqual([]);
  });

  it('refuses an expired code', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { customer, oldPhone, wanted, code } = await customerAskingFor();
    travel(300_001);
    const res = await verify(customer, wanted, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Please request OTP first' });
    expect(await phoneInDb(customer.user._id)).toBe(e164(oldPhone));
  });

  it('uses a code once, even when it is sent several times at once', async () => {
    const { customer, wanted, code } = await customerAskingFor();
    const answers = await Promise.all(Array.from({ length: 4 }, () => verify(customer, wanted, code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect((await verify(customer, wanted, code)).json()).toEqual({ message: 'Please request OTP first' });
  });

  it('asks for a code first when none was sent, and refuses a code for another number than the one it was sent to', async () => {
    const { customer, wanted, code } = await customerAskingFor();
    expect((await verify(customer, newPhone(), code)).json()).toEqual({ message: 'Please request OTP first' });
    expect((await verify(customer, wanted, code)).statusCode).toBe(200);
  });

  it("validates with the login's messages and refuses unknown fields", async () => {
    const customer = await loginAs(t.app, newPhone());
    for (const phone of ['', '12345', 'abcdefghij']) {
      const res = await sendCode(customer, phone);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Enter a valid 10-digit phone number');
    }
    expect((await verify(customer, newPhone(), '')).json().message).toBe('Please enter the OTP');
    expect((await verify(customer, newPhone(), '12a')).json().message).toBe('Enter the 6-digit OTP');
    const extra = await t.app.inject({
      method: 'POST', url: '/api/profile/phone/code', headers: customer.headers, payload: { phone: newPhone(), userId: 'someone-else' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('sends nothing for the number the account already signs in with', async () => {
    const phone = newPhone();
    const customer = await loginAs(t.app, phone);
    const before = lastCode(phone);
    const res = await sendCode(customer, phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This is already your mobile number' });
    expect(lastCode(phone)).toBe(before);
  });

  describe('codes are for one purpose and one account', () => {
    it('a phone-change code does not sign in, and a login code does not change the phone', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const { customer, oldPhone, wanted, code } = await customerAskingFor();
      expect((await loginVerify(wanted, code)).json()).toEqual({ message: 'Please request OTP first' });

      travel(31_000);
      const other = newPhone();
      expect((await loginSend(other)).statusCode).toBe(200);
      expect((await verify(customer, other, lastCode(other))).json()).toEqual({ message: 'Please request OTP first' });
      expect(await phoneInDb(customer.user._id)).toBe(e164(oldPhone));
      // Both codes still work for what they were sent for.
      expect((await loginVerify(other, lastCode(other))).statusCode).toBe(200);
      expect((await verify(customer, wanted, code)).statusCode).toBe(200);
    });

    it("another account cannot use a customer's phone-change code", async () => {
      const { customer, wanted, code } = await customerAskingFor();
      const intruder = await loginAs(t.app, newPhone());
      expect((await verify(intruder, wanted, code)).json()).toEqual({ message: 'Please request OTP first' });
      expect((await verify(customer, wanted, code)).statusCode).toBe(200);
    });

    it("asking to move to a number does not cancel that number's login code", async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const holder = newPhone();
      expect((await loginSend(holder)).statusCode).toBe(200);
      const loginCode = lastCode(holder);
      travel(31_000);
      const customer = await loginAs(t.app, newPhone());
      expect((await sendCode(customer, holder)).statusCode).toBe(200);
      expect((await loginVerify(holder, loginCode)).statusCode).toBe(200);
    });
  });

  describe("the login's limits and resend wait, counted together", () => {
    it('a phone-change code waits 30 s after a login code to the same number, and the other way round', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const customer = await loginAs(t.app, newPhone());
      const wanted = newPhone();
      expect((await loginSend(wanted)).statusCode).toBe(200);
      travel(10_000);
      const early = await sendCode(customer, wanted);
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('20');
      expect(early.json()).toEqual({ message: 'Please wait 20 seconds before requesting a new OTP.' });

      travel(20_000);
      expect((await sendCode(customer, wanted)).statusCode).toBe(200);
      travel(5_000);
      const login = await loginSend(wanted);
      expect(login.statusCode).toBe(429);
      expect(login.json()).toEqual({ message: 'Please wait 25 seconds before requesting a new OTP.' });
      // The resend of the phone-change code itself waits too.
      expect((await sendCode(customer, wanted)).statusCode).toBe(429);
    });

    it('at most 5 codes per number per hour, whatever they are for', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const customer = await loginAs(t.app, newPhone());
      const wanted = newPhone();
      for (let i = 0; i < 5; i++) {
        expect((i % 2 === 0 ? await loginSend(wanted) : await sendCode(customer, wanted)).statusCode).toBe(200);
        travel(31_000);
      }
      for (const refused of [await sendCode(customer, wanted), await loginSend(wanted)]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('Too many OTP requests for this number. Please try again in 58 minutes.');
      }
    });

    it('at most the hourly sends per address, whatever they are for', async () => {
      const limited = await createTestApp({ seed: false, env: { OTP_MAX_SENDS_PER_IP_PER_HOUR: '3' } });
      try {
        const customer = await loginAs(limited.app, newPhone(), { remoteAddress: '203.0.113.20' });
        const fromHere = (payload: object, url: string) =>
          limited.app.inject({ method: 'POST', url, headers: customer.headers, remoteAddress: '203.0.113.20', payload });
        expect((await fromHere({ phone: newPhone() }, '/api/profile/phone/code')).statusCode).toBe(200);
        expect((await fromHere({ phone: newPhone() }, '/api/auth/otp/send')).statusCode).toBe(200);
        const refused = await fromHere({ phone: newPhone() }, '/api/profile/phone/code');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe('Too many OTP requests. Please try again in 60 minutes.');
      } finally {
        await limited.close();
      }
    });
  });

  describe("a number's account is told only to whoever holds that number", () => {
    it('sending a code answers the same for a number with an account and one without', async () => {
      const customer = await loginAs(t.app, newPhone());
      const taken = newPhone();
      await t.database.db.insert(users).values({ phone: e164(taken), name: 'Somebody Else' });
      const free = newPhone();
      const a = await sendCode(customer, taken);
      const b = await sendCode(customer, free);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.body).toBe(b.body);
      const varying = new Set(['date', 'x-request-id', 'content-security-policy', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
      const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !varying.has(name)));
      expect(comparable(a.headers)).toEqual(comparable(b.headers));

      // A wrong code, too, says only that it is wrong.
      const wrongA = await verify(customer, taken, wrongCode(lastCode(taken)));
      const wrongB = await verify(customer, free, wrongCode(lastCode(free)));
      expect([wrongA.statusCode, wrongA.body]).toEqual([wrongB.statusCode, wrongB.body]);
      expect(wrongA.json()).toEqual({ message: 'You have entered a wrong OTP' });
    });

    it('the right code for a number with an account answers 409, changes nothing and spends the code', async () => {
      const oldPhone = newPhone();
      const customer = await loginAs(t.app, oldPhone);
      const laptop = await anotherDevice(customer);
      const taken = newPhone();
      const [owner] = await t.database.db.insert(users).values({ phone: e164(taken), name: 'Somebody Else' }).returning();
      expect((await sendCode(customer, taken)).statusCode).toBe(200);
      const code = lastCode(taken);

      const res = await verify(customer, taken, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'Phone number is already registered' });
      expect(await phoneInDb(customer.user._id)).toBe(e164(oldPhone));
      expect(await phoneInDb(owner!.id)).toBe(e164(taken));
      expect((await profileOf(laptop.headers)).statusCode).toBe(200);
      await t.app.notifications.settled();
      expect(smsTo(oldPhone)).toEqual([]);
      expect((await verify(customer, taken, code)).json()).toEqual({ message: 'Please request OTP first' });
      const [row] = await t.database.db.select().from(otpChallenges)
        .where(and(eq(otpChallenges.phone, e164(taken)), eq(otpChallenges.userId, customer.user._id)));
      expect(row!.consumedAt).not.toBeNull();
    });

    it('two customers racing for one new number, each with their code: exactly one gets it', async () => {
      const wanted = newPhone();
      const a = await loginAs(t.app, newPhone());
      const b = await loginAs(t.app, newPhone());
      expect((await sendCode(a, wanted)).statusCode).toBe(200);
      const codeA = lastCode(wanted);
      // The resend wait is per number: b's code is sent once it has passed (written straight into the row's time).
      await t.database.db.update(otpChallenges).set({ createdAt: new Date(Date.now() - 31_000) })
        .where(and(eq(otpChallenges.phone, e164(wanted)), isNull(otpChallenges.consumedAt)));
      expect((await sendCode(b, wanted)).statusCode).toBe(200);
      const codeB = lastCode(wanted);

      const answers = await Promise.all([verify(a, wanted, codeA), verify(b, wanted, codeB)]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const holders = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, e164(wanted)));
      expect(holders).toHaveLength(1);
    });
  });
});
