/**
 * Two instances of the real shop (child processes) on one PostgreSQL: a sign-in ended through one
 * of them — logout, a spent refresh token presented again, the admin role taken away with the
 * `admin:grant --revoke` logic — is refused by the other on its very next request, although that
 * other instance had just accepted the same token. No instance may keep a stale "this token is
 * fine" in its memory.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantAdmin, revokeAdmin } from '../apps/api/src/modules/admin/access/grant-admin.ts';
import { deriveKeys } from '../apps/api/src/modules/auth/secret.ts';
import { signInDirectly } from '../apps/api/src/test/auth-helpers.ts';
import { SERVER_AUTH_SECRET, startServer, type ShopServer } from './support/server-process.ts';
import { newShopDatabase, type ShopData } from './support/shop-data.ts';

const SESSION_EXPIRED = { message: 'Your session has expired. Please login again.' };

interface SignIn {
  token: string;
  refreshToken: string;
  user: { _id: string; role: string };
}

async function call(server: ShopServer, path: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) as unknown : null };
}

/** A real sign-in through `server`: the code is read from the console SMS provider's output. */
async function signIn(server: ShopServer, phone: string): Promise<SignIn> {
  const sent = await call(server, '/api/auth/otp/send', { body: { phone } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const line = new RegExp(`OTP for \\+91${phone}: (\\d{6})`, 'g');
  let code: string | undefined;
  for (let tries = 0; !code && tries < 50; tries++) {
    code = [...server.output().matchAll(line)].at(-1)?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  expect(code, `no code for ${phone} in the output`).toBeDefined();
  const verified = await call(server, '/api/auth/otp/verify', { body: { phone, code } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body as SignIn;
}

describe('sessions across two instances', () => {
  let shop: ShopData;
  let a: ShopServer;
  let b: ShopServer;
  beforeAll(async () => {
    shop = await newShopDatabase(inject('pgCluster'), 'sessions');
    [a, b] = await Promise.all([startServer({ databaseUrl: shop.url }), startServer({ databaseUrl: shop.url })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await shop?.close();
  });

  it('logout through A: B refuses that sign-in\'s access token on its very next request; another sign-in goes on', async () => {
    const laptop = await signIn(a, '9811100001');
    const other = await signInDirectly(shop.database.db, deriveKeys(SERVER_AUTH_SECRET).accessToken, { id: laptop.user._id });
    expect((await call(b, '/api/cart', { token: laptop.token })).status).toBe(200);

    expect((await call(a, '/api/auth/logout', { body: { refreshToken: laptop.refreshToken } })).status).toBe(200);

    const refused = await call(b, '/api/cart', { token: laptop.token });
    expect(refused).toEqual({ status: 401, body: SESSION_EXPIRED });
    expect((await call(b, '/api/auth/me', { token: laptop.token })).status).toBe(401);
    expect((await call(b, '/api/auth/refresh', { body: { refreshToken: laptop.refreshToken } })).status).toBe(401);
    expect((await call(b, '/api/cart', { token: other.authorization.slice('Bearer '.length) })).status).toBe(200);
  });

  it('a spent refresh token presented again on B: the sign-in\'s access tokens are refused on A at once', async () => {
    const session = await signIn(a, '9811100002');
    const rotated = (await call(a, '/api/auth/refresh', { body: { refreshToken: session.refreshToken } })).body as { token: string; refreshToken: string };
    expect((await call(a, '/api/auth/me', { token: rotated.token })).status).toBe(200);

    expect(await call(b, '/api/auth/refresh', { body: { refreshToken: session.refreshToken } })).toEqual({ status: 401, body: SESSION_EXPIRED });

    for (const token of [session.token, rotated.token]) expect(await call(a, '/api/auth/me', { token })).toEqual({ status: 401, body: SESSION_EXPIRED });
    expect((await call(a, '/api/auth/refresh', { body: { refreshToken: rotated.refreshToken } })).status).toBe(401);
  });

  it('admin role taken away (the admin:grant --revoke logic, from a third process): both instances refuse the console at once', async () => {
    await grantAdmin(shop.database.db, ['+919811100003']);
    const admin = await signIn(a, '9811100003');
    expect(admin.user.role).toBe('admin');
    for (const server of [a, b]) expect((await call(server, '/api/admin/dashboard', { token: admin.token })).status).toBe(200);

    expect(await revokeAdmin(shop.database.db, '+919811100003')).toBe('demoted');

    for (const server of [b, a]) {
      expect(await call(server, '/api/admin/dashboard', { token: admin.token })).toEqual({ status: 401, body: SESSION_EXPIRED });
    }
    expect((await call(b, '/api/auth/refresh', { body: { refreshToken: admin.refreshToken } })).status).toBe(401);
  });
});
