import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { loginAs, type LoggedIn } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('profile API', () => {
  let t: TestContext;
  let asha: LoggedIn;
  let ravi: LoggedIn;
  const put = (who: LoggedIn, payload: unknown) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: who.headers, payload: payload as object });
  const get = (who: LoggedIn) => t.app.inject({ url: '/api/profile', headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    asha = await loginAs(t.app, '9840000001');
    ravi = await loginAs(t.app, '9840000002');
  });
  afterAll(() => t.close());

  it('needs a valid token', async () => {
    expect((await t.app.inject('/api/profile')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { name: 'Intruder' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please login to continue' });
    expect((await t.app.inject({ url: '/api/profile', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it("answers the signed-in customer's own profile, never cached", async () => {
    const res = await get(asha);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: asha.user._id, name: '', phone: '+919840000001', email: null, role: 'customer' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get(ravi)).json()._id).toBe(ravi.user._id);
  });

  it('saves a trimmed name and an email, and keeps the phone when none is sent', async () => {
    const res = await put(asha, { name: '  Asha Rao ', email: ' asha@example.in ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ _id: asha.user._id, name: 'Asha Rao', phone: '+919840000001', email: 'asha@example.in', role: 'customer' });
    expect((await get(asha)).json().name).toBe('Asha Rao');
    const me = await t.app.inject({ url: '/api/auth/me', headers: asha.headers });
    expect(me.json().user.email).toBe('asha@example.in');
  });

  it('clears the email when it is sent empty; an empty phone keeps the sign-in number', async () => {
    const res = await put(asha, { name: 'Asha Rao', phone: '', email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+919840000001', email: null });
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: ' A ' }, 'Name must be at least 2 characters'],
    [{ name: 'Asha', phone: '98400' }, 'Phone must be 10 digits'],
    [{ name: 'Asha', email: 'asha@' }, 'Please provide a valid email address'],
  ])('refuses %j with the spec message', async (payload, message) => {
    const res = await put(asha, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses unknown fields (no role or id changes through the profile)', async () => {
    for (const extra of [{ role: 'admin' }, { _id: ravi.user._id }]) {
      const res = await put(asha, { name: 'Asha Rao', ...extra });
      expect(res.statusCode).toBe(400);
    }
    expect((await get(asha)).json().role).toBe('customer');
  });

  it('never moves the sign-in number: another phone is a 400 that saves nothing', async () => {
    const res = await put(ravi, { name: 'Ravi Kumar', phone: '98400 00099' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The new mobile number must be verified with an OTP first' });
    expect((await get(ravi)).json()).toMatchObject({ name: '', phone: '+919840000002' });
    const [holder] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phone, '+919840000002'));
    expect(holder?.id).toBe(ravi.user._id);
    // Nothing was sent to the number either.
    expect(t.app.auth.sms.lastCodeFor!('+919840000099')).toBeUndefined();
  });

  it('accepts the current number, in any spelling, with the name and email', async () => {
    const res = await put(ravi, { name: 'Ravi Kumar', phone: '+91 98400-00002', email: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Ravi Kumar', phone: '+919840000002' });
  });

  it("answers a number with an account exactly like a free one (no 409 that tells who has an account)", async () => {
    const taken = await put(ravi, { name: 'Ravi Changed', phone: '9840000001' });
    const free = await put(ravi, { name: 'Ravi Changed', phone: '9840000088' });
    expect([taken.statusCode, taken.body]).toEqual([free.statusCode, free.body]);
    expect(taken.statusCode).toBe(400);
    expect((await get(ravi)).json()).toMatchObject({ name: 'Ravi Kumar', phone: '+919840000002' });
  });

  it("never shows or changes another customer's profile", async () => {
    await put(asha, { name: 'Asha Rao' });
    const before = (await get(ravi)).json();
    await put(asha, { name: 'Asha Again' });
    expect((await get(ravi)).json()).toEqual(before);
    expect((await get(asha)).json()._id).toBe(asha.user._id);
  });
});
