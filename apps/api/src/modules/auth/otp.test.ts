import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { otpChallenges, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { nextTestIp } from '../../test/auth-helpers.ts';

let serial = 0;
/** A fresh 10-digit number per test, so limits and waits of one test never touch another. */
const newPhone = () => `97${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial).padStart(2, '0')}`;
const e164 = (phone: string) => `+91${phone}`;

describe('phone login with one-time codes', () => {
  let t: TestContext;

  const send = (phone: string, ip = nextTestIp(), extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: ip, payload: { phone, ...extra } });
  const verify = (phone: string, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', remoteAddress: nextTestIp(), payload: { phone, code } });
  const lastCode = (phone: string) => t.app.auth.sms.lastCodeFor!(e164(phone))!;
  /** A valid-looking code that is not the live one. */
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const rowsFor = (phone: string) => t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phone, e164(phone)));
  /** Moves the clock the API reads (Date only; timers stay real). */
  const travel = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a code and says when a resend is possible and how long the code lasts', async () => {
    const phone = newPhone();
    const res = await send(phone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('accepts the usual spellings of an Indian number and sends to +91 plus the number', async () => {
    const phone = newPhone();
    expect((await send(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`)).statusCode).toBe(200);
    expect(lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it.each(['', '12345', '98765432100', 'abcdefghij'])('refuses phone %j with the spec message', async (phone) => {
    const res = await send(phone);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a valid 10-digit phone number');
  });

  it('refuses unknown body fields', async () => {
    const res = await send(newPhone(), nextTestIp(), { role: 'admin' });
    expect(res.statusCode).toBe(400);
  });

  it('answers identically whether or not the phone has an account', async () => {
    const known = newPhone();
    await t.database.db.insert(users).values({ phone: e164(known), name: 'Known Customer' });
    const unknown = newPhone();
    const a = await send(known);
    const b = await send(unknown);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    // Same headers too, apart from the per-response ones (request id, date, CSP nonces, rate-limit counters).
    const varying = new Set(['date', 'x-request-id', 'content-security-policy', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
    const comparable = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !varying.has(name)));
    expect(comparable(a.headers)).toEqual(comparable(b.headers));
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('stores only a keyed hash of the code, never the code itself', async () => {
    const phone = newPhone();
    await send(phone);
    const code = lastCode(phone);
    const rows = await rowsFor(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const everything = await t.database.db.execute(sql`select * from otp_challenges`);
    expect(JSON.stringify(everything.rows)).not.toContain(code);
  });

  it('signs in with the right code, creating the account at first sign-in, and finds it the next time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = newPhone();
    await send(phone);
    const first = await verify(phone, lastCode(phone));
    expect(first.statusCode).toBe(200);
    const session = first.json();
    expect(session).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      user: { _id: expect.any(String), name: '', phone: e164(phone), email: null, role: 'customer' },
    });
    expect(first.headers['cache-control']).toBe('no-store');

    travel(31_000);
    await send(phone);
    const second = await verify(phone, lastCode(phone));
    expect(second.statusCode).toBe(200);
    expect(second.json().user._id).toBe(session.user._id);
    const accounts = await t.database.db.select().from(users).where(eq(users.phone, e164(phone)));
    expect(accounts).toHaveLength(1);
  });

  it('asks for the code when it is empty', async () => {
    const phone = newPhone();
    await send(phone);
    for (const code of ['', '   ']) {
      const res = await verify(phone, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter the OTP');
    }
  });

  it('asks to request a code first when none was sent', async () => {
    const res = await verify(newPhone(), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please request OTP first');
  });

  it('says the code is wrong, and still accepts the right one after four wrong tries', async () => {
    const phone = newPhone();
    await send(phone);
    const code = lastCode(phone);
    for (let i = 0; i < 4; i++) {
      const res = await verify(phone, wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('You have entered a wrong OTP');
    }
    expect((await verify(phone, code)).statusCode).toBe(200);
  });

  it('invalidates the code after five wrong tries', async () => {
    const phone = newPhone();
    await send(phone);
    const code = lastCode(phone);
    for (let i = 0; i < 5; i++) {
      expect((await verify(phone, wrongCode(code))).json().message).toBe('You have entered a wrong OTP');
    }
    const res = await verify(phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please request OTP first');
    expect((await rowsFor(phone))[0]!.attempts).toBe(5);
  });

  it('counts concurrent wrong guesses exactly: never more than five tries', async () => {
    const phone = newPhone();
    await send(phone);
    const code = lastCode(phone);
    const guesses = Array.from({ length: 25 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(guesses.map((guess) => verify(phone, guess)));
    const messages = answers.map((res) => res.json().message);
    expect(messages.filter((m) => m === 'You have entered a wrong OTP')).toHaveLength(5);
    expect(messages.filter((m) => m === 'Please request OTP first')).toHaveLength(20);
    expect((await rowsFor(phone))[0]!.attempts).toBe(5);
    expect((await verify(phone, code)).json().message).toBe('Please request OTP first');
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await send(phone);
    const code = lastCode(phone);
    expect((await verify(phone, code)).statusCode).toBe(200);
    const again = await verify(phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Please request OTP first');
  });

  it('lets only one of several concurrent right answers sign in', async () => {
    const phone = newPhone();
    await send(phone);
    const code = lastCode(phone);
    const answers = await Promise.all(Array.from({ length: 6 }, () => verify(phone, code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('expires a code after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const early = newPhone();
    await send(early);
    travel(299_000);
    expect((await verify(early, lastCode(early))).statusCode).toBe(200);

    const late = newPhone();
    await send(late);
    travel(300_001);
    const res = await verify(late, lastCode(late));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please request OTP first');
  });

  it('expires a code whose expiry passed in the database', async () => {
    const phone = newPhone();
    await send(phone);
    await t.database.db.update(otpChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpChallenges.phone, e164(phone)));
    expect((await verify(phone, lastCode(phone))).json().message).toBe('Please request OTP first');
  });

  it('binds a code to the phone it was sent to', async () => {
    const a = newPhone();
    const b = newPhone();
    await send(a);
    await send(b);
    const codeA = lastCode(a);
    const codeB = lastCode(b);
    if (codeA !== codeB) expect((await verify(b, codeA)).json().message).toBe('You have entered a wrong OTP');
    expect((await verify(newPhone(), codeA)).json().message).toBe('Please request OTP first');
    expect((await verify(a, codeA)).statusCode).toBe(200);
  });

  it('makes a resend wait 30 seconds, with Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = newPhone();
    expect((await send(phone)).statusCode).toBe(200);
    travel(10_000);
    const early = await send(phone);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('20');
    expect(early.json()).toEqual({ message: 'Please wait 20 seconds before requesting a new OTP.' });
    travel(20_000);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('supersedes the older code when a new one is sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = newPhone();
    await send(phone);
    const old = lastCode(phone);
    travel(31_000);
    await send(phone);
    const current = lastCode(phone);
    if (old !== current) expect((await verify(phone, old)).json().message).toBe('You have entered a wrong OTP');
    expect((await verify(phone, current)).statusCode).toBe(200);
    const rows = await rowsFor(phone);
    expect(rows.filter((row) => row.invalidatedAt !== null)).toHaveLength(1);
  });

  it('sends at most 5 codes per phone per hour, then says when to come back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).statusCode).toBe(200);
      travel(31_000);
    }
    const refused = await send(phone);
    expect(refused.statusCode).toBe(429);
    // The first send leaves the hour 5 × 31 s after it was made.
    expect(Number(refused.headers['retry-after'])).toBe(3600 - 5 * 31);
    expect(refused.json().message).toBe('Too many OTP requests for this number. Please try again in 58 minutes.');
    travel((3600 - 5 * 31) * 1000 + 1);
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('lets only one of several concurrent sends to a phone through', async () => {
    const phone = newPhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(phone)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await rowsFor(phone)).toHaveLength(1);
  });

  it('caps sends per requesting address per hour (configurable)', async () => {
    const limited = await createTestApp({ seed: false, env: { OTP_MAX_SENDS_PER_IP_PER_HOUR: '3' } });
    try {
      const ip = '203.0.113.9';
      const sendFrom = (phone: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: ip, payload: { phone } });
      for (let i = 0; i < 3; i++) expect((await sendFrom(newPhone())).statusCode).toBe(200);
      const refused = await sendFrom(newPhone());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(refused.json().message).toBe('Too many OTP requests. Please try again in 60 minutes.');
      // Another address is not affected.
      const other = await limited.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: '203.0.113.10', payload: { phone: newPhone() } });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
