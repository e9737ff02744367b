import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { appSecrets, refreshTokens, users } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { loadAuthSecret } from './secret.ts';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from './tokens.ts';

let serial = 0;
const newPhone = () => `96${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial).padStart(2, '0')}`;

describe('sessions: access tokens, refresh rotation, logout', () => {
  let t: TestContext;
  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const logout = (payload?: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/logout', ...(payload === undefined ? {} : { payload }) });
  const travel = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));
  /** A token built by hand with the shop's own key, to try one wrong claim at a time. */
  const craft = (claims: { sub?: string; sid?: string; aud?: string; iss?: string; exp?: string | number; alg?: string; key?: Uint8Array; role?: string }) => {
    const jwt = new SignJWT({ role: claims.role ?? 'customer', ...(claims.sid ? { sid: claims.sid } : {}) })
      .setProtectedHeader({ alg: claims.alg ?? 'HS256' })
      .setSubject(claims.sub ?? 'nobody')
      .setAudience(claims.aud ?? ACCESS_TOKEN_AUDIENCE)
      .setIssuer(claims.iss ?? ACCESS_TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? '15m');
    return jwt.sign(claims.key ?? t.app.auth.keys.accessToken);
  };

  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      extraRoutes: (app) => app.get('/api/test-admin-only', { preHandler: [app.authenticate, app.requireAdmin] }, async () => ({ ok: true })),
    });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers /me with the user for a valid token, never cached', async () => {
    const session = await loginAs(t.app, newPhone());
    const res = await me(session.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: session.user });
    expect(Object.keys(res.json().user).sort()).toEqual(['_id', 'email', 'name', 'phone', 'role']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('issues an HS256 access token for 15 minutes with subject, role, audience and issuer', async () => {
    const session = await loginAs(t.app, newPhone());
    const [header, payload] = session.token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: session.user._id, role: 'customer', aud: 'dhatu', iss: 'dhatu-api' });
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('asks to sign in when there is no token', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please login to continue' });
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect((await me('Basic abc')).statusCode).toBe(401);
  });

  it('refuses expired, unsigned, mis-addressed, foreign and tampered tokens', async () => {
    const session = await loginAs(t.app, newPhone());
    const sub = session.user._id;
    const unsigned = new UnsecuredJWT({ role: 'admin', sid: JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()).sid }).setSubject(sub).setAudience(ACCESS_TOKEN_AUDIENCE).setIssuer(ACCESS_TOKEN_ISSUER)
      .setIssuedAt().setExpirationTime('15m').encode();
    const [head, body, signature] = session.token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const sid = String(claims.sid);
    const tampered = [head, Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url'), signature].join('.');
    const cases: Record<string, string> = {
      'alg none': unsigned,
      expired: await craft({ sub, sid, exp: Math.floor(Date.now() / 1000) - 10 }),
      'wrong audience': await craft({ sub, sid, aud: 'someone-else' }),
      'wrong issuer': await craft({ sub, sid, iss: 'https://evil.example' }),
      'another key': await craft({ sub, sid, key: new TextEncoder().encode('x'.repeat(32)) }),
      'another HMAC algorithm': await craft({ sub, sid, alg: 'HS512', key: new Uint8Array(64).fill(7) }),
      tampered,
      'no sign-in (sid) claim': await craft({ sub }),
      garbage: 'not.a.token',
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode, name).toBe(401);
      expect(res.json(), name).toEqual({ message: 'Your session has expired. Please login again.' });
      expect(res.headers['www-authenticate'], name).toBe('Bearer error="invalid_token"');
    }
    // The same hand-built token with the right claims passes: the refusals above are each for their one flaw.
    expect((await me(`Bearer ${await craft({ sub, sid })}`)).statusCode).toBe(200);
  });

  it('lets an access token lapse after 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const session = await loginAs(t.app, newPhone());
    travel(14 * 60_000);
    expect((await me(session.headers.authorization)).statusCode).toBe(200);
    travel(61_000);
    expect((await me(session.headers.authorization)).statusCode).toBe(401);
  });

  it('refuses a valid token of an account that no longer exists', async () => {
    const session = await loginAs(t.app, newPhone());
    await t.database.db.delete(users).where(eq(users.id, session.user._id));
    expect((await me(session.headers.authorization)).statusCode).toBe(401);
    expect((await me(`Bearer ${await craft({ sub: 'no-such-user' })}`)).statusCode).toBe(401);
  });

  it('rotates the refresh token on every refresh', async () => {
    const session = await loginAs(t.app, newPhone());
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const pair = first.json();
    expect(pair).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(pair.refreshToken).not.toBe(session.refreshToken);
    expect((await me(`Bearer ${pair.token}`)).json().user._id).toBe(session.user._id);
    const second = await refresh(pair.refreshToken);
    expect(second.statusCode).toBe(200);
    // Only hashes are stored.
    const stored = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user._id));
    expect(stored).toHaveLength(3);
    for (const row of stored) expect([session.refreshToken, pair.refreshToken, second.json().refreshToken]).not.toContain(row.tokenHash);
  });

  it('revokes the whole sign-in when a spent refresh token comes back', async () => {
    const session = await loginAs(t.app, newPhone());
    const rotated = (await refresh(session.refreshToken)).json();
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Your session has expired. Please login again.' });
    // The thief's and the owner's newest token alike are dead now.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const family = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user._id));
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('leaves other sign-ins of the same customer alone when one family is revoked', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = newPhone();
    const laptop = await loginAs(t.app, phone);
    travel(31_000);
    const mobile = await loginAs(t.app, phone);
    expect(mobile.user._id).toBe(laptop.user._id);
    await refresh(laptop.refreshToken);
    await refresh(laptop.refreshToken);
    expect((await refresh(mobile.refreshToken)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent refreshes with one token win, and then ends that sign-in', async () => {
    const session = await loginAs(t.app, newPhone());
    const answers = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('ends a sign-in 30 days after it began, however often it was refreshed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const session = await loginAs(t.app, newPhone());
    const DAY = 86_400_000;
    let current = session.refreshToken;
    let elapsed = 0;
    for (const day of [7, 14, 21, 28, 29.9]) {
      travel(day * DAY - elapsed);
      elapsed = day * DAY;
      const res = await refresh(current);
      expect(res.statusCode, `day ${day}`).toBe(200);
      current = res.json().refreshToken;
    }
    travel(30 * DAY - elapsed + 1000);
    expect((await refresh(current)).statusCode).toBe(401);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    const empty = await refresh('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('refreshToken is required');
  });

  it('logs out: the refresh token and its family stop working; logging out again is fine', async () => {
    const session = await loginAs(t.app, newPhone());
    const rotated = (await refresh(session.refreshToken)).json();
    const res = await logout({ refreshToken: rotated.refreshToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await logout({ refreshToken: rotated.refreshToken })).statusCode).toBe(200);
    expect((await logout({ refreshToken: 'never-issued' })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
    expect((await logout()).statusCode).toBe(200);
  });

  it('refuses the access token of a sign-in at once after its logout, while another sign-in of the customer goes on', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const phone = newPhone();
    const laptop = await loginAs(t.app, phone);
    travel(31_000); // the resend wait between two codes to one phone
    const mobile = await loginAs(t.app, phone);
    expect((await me(laptop.headers.authorization)).statusCode).toBe(200);

    expect((await logout({ refreshToken: laptop.refreshToken })).statusCode).toBe(200);

    // The very next request with the laptop's access token: not 15 minutes later.
    const refused = await me(laptop.headers.authorization);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Your session has expired. Please login again.' });
    expect(refused.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    const mobileMe = await me(mobile.headers.authorization);
    expect(mobileMe.statusCode).toBe(200);
    expect(mobileMe.json().user._id).toBe(laptop.user._id);
    expect((await refresh(mobile.refreshToken)).statusCode).toBe(200);
  });

  it('refuses every access token of a sign-in at once when a spent refresh token comes back (theft)', async () => {
    const session = await loginAs(t.app, newPhone());
    const rotated = (await refresh(session.refreshToken)).json() as { token: string; refreshToken: string };
    expect((await me(`Bearer ${rotated.token}`)).statusCode).toBe(200);

    expect((await refresh(session.refreshToken)).statusCode).toBe(401);

    // Both the first access token and the one the rotation issued (the thief may hold either).
    for (const token of [session.token, rotated.token]) {
      const res = await me(`Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Your session has expired. Please login again.' });
    }
  });

  it('refuses an access token once its sign-in is past its 30 days, even with minutes left on the token', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const session = await loginAs(t.app, newPhone());
    const DAY = 86_400_000;
    let current = session.refreshToken;
    for (let day = 1; day <= 29; day++) {
      travel(DAY);
      current = (await refresh(current)).json().refreshToken;
    }
    travel(DAY - 5 * 60_000); // 5 minutes before the sign-in's end: the token is fresh and good
    const { token } = (await refresh(current)).json();
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    travel(6 * 60_000); // the sign-in has ended; the token itself still has 9 minutes
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('guards admin routes: 401 without a token, 403 for a customer, 200 for an admin', async () => {
    const session = await loginAs(t.app, newPhone());
    expect((await t.app.inject('/api/test-admin-only')).statusCode).toBe(401);
    const customer = await t.app.inject({ url: '/api/test-admin-only', headers: session.headers });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ message: 'You do not have permission to do this' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, session.user._id));
    // The role is read from the account on every request: no new token needed.
    expect((await t.app.inject({ url: '/api/test-admin-only', headers: session.headers })).statusCode).toBe(200);
  });

  it('creates the signing secret once, at least 32 random bytes, and shares it through the database', async () => {
    const [stored] = await t.database.db.select().from(appSecrets).where(eq(appSecrets.name, 'auth'));
    expect(Buffer.from(stored!.value, 'base64url').length).toBeGreaterThanOrEqual(32);
    expect(await loadAuthSecret(t.database.db)).toBe(stored!.value);
    // Instances starting together on one database end up with the one secret.
    const racing = await Promise.all(Array.from({ length: 5 }, () => loadAuthSecret(t.database.db)));
    expect(new Set(racing)).toEqual(new Set([stored!.value]));
    expect(await loadAuthSecret(t.database.db, 'configured-secret-of-at-least-32-chars')).toBe('configured-secret-of-at-least-32-chars');
  });

  it('documents the auth and profile routes, with bearer security on the private ones', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, { tags?: string[]; security?: unknown; summary?: string }>> };
    for (const path of ['/api/auth/otp/send', '/api/auth/otp/verify', '/api/auth/phone', '/api/auth/refresh', '/api/auth/logout']) {
      expect(doc.paths[path]?.post?.tags, path).toEqual(['auth']);
      expect(doc.paths[path]?.post?.summary, path).toBeTruthy();
    }
    expect(doc.paths['/api/auth/me']?.get?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/profile']?.put?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/profile/addresses/{id}/default']?.post?.tags).toEqual(['profile']);
  });
});
