/**
 * Bad bearer tokens on every route the document marks as secured (and every /api/admin route):
 * forged with another key, expired, alg=none, another algorithm, another audience or issuer,
 * mangled, without a sign-in, of a sign-in that has ended or belongs to someone else — all 401 with
 * `{ message }`. A customer token that claims to be an admin gets 403.
 */
import { randomBytes } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, signAccessToken } from '../apps/api/src/modules/auth/tokens.ts';
import { endOtherSessions } from '../apps/api/src/modules/auth/session.service.ts';
import { signInDirectly } from '../apps/api/src/test/auth-helpers.ts';
import { createTestApp, type TestContext } from '../apps/api/src/test/test-app.ts';
import { fillPath, loadOperations, type Operation } from './support/openapi.ts';
import { makeShop, type Shop } from './support/people.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens', () => {
  let t: TestContext;
  let shop: Shop;
  let secured: Operation[];
  let badTokens: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    shop = await makeShop(t);
    const operations = await loadOperations(t.app);
    secured = operations.filter((op) => op.secured || op.path.startsWith('/api/admin'));
    const key = t.app.auth.keys.accessToken;
    const sub = shop.alice.customer.id;
    const now = Math.floor(Date.now() / 1000);
    // Alice's own sign-in: the bad tokens below fail for what is wrong with them, not for a missing sid.
    const sid = String(decodeJwt(shop.alice.customer.headers.authorization.slice('Bearer '.length)).sid);
    const claims = { role: 'customer', sid };
    const good = (await signAccessToken(key, { userId: sub, role: 'customer', sessionId: sid }, 15)).split('.');
    const bobSid = String(decodeJwt(shop.bob.customer.headers.authorization.slice('Bearer '.length)).sid);
    const endedSignIn = await signInDirectly(t.database.db, key, { id: sub });
    await endOtherSessions(t.database.db, sub, sid);
    badTokens = {
      'forged (another key)': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub)
        .setAudience(ACCESS_TOKEN_AUDIENCE).setIssuer(ACCESS_TOKEN_ISSUER).setIssuedAt().setExpirationTime('15m').sign(randomBytes(32)),
      expired: await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub)
        .setAudience(ACCESS_TOKEN_AUDIENCE).setIssuer(ACCESS_TOKEN_ISSUER).setIssuedAt(now - 3_600).setExpirationTime(now - 60).sign(key),
      'alg=none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub, aud: ACCESS_TOKEN_AUDIENCE, iss: ACCESS_TOKEN_ISSUER, iat: now, exp: now + 900 })}.`,
      'alg=HS512 with the right key': await new SignJWT(claims).setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).setSubject(sub)
        .setAudience(ACCESS_TOKEN_AUDIENCE).setIssuer(ACCESS_TOKEN_ISSUER).setIssuedAt().setExpirationTime('15m').sign(key),
      'another audience': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub)
        .setAudience('someone-else').setIssuer(ACCESS_TOKEN_ISSUER).setIssuedAt().setExpirationTime('15m').sign(key),
      'another issuer': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub)
        .setAudience(ACCESS_TOKEN_AUDIENCE).setIssuer('evil').setIssuedAt().setExpirationTime('15m').sign(key),
      'payload swapped (claims admin, signature of the customer token)': `${good[0]}.${b64({ role: 'admin', sub: shop.admin.id, aud: ACCESS_TOKEN_AUDIENCE, iss: ACCESS_TOKEN_ISSUER, iat: now, exp: now + 900 })}.${good[2]}`,
      'no expiry': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub)
        .setAudience(ACCESS_TOKEN_AUDIENCE).setIssuer(ACCESS_TOKEN_ISSUER).setIssuedAt().sign(key),
      'a user that does not exist': await signAccessToken(key, { userId: 'nobody-at-all', role: 'admin', sessionId: sid }, 15),
      'no sign-in (sid) claim': await new SignJWT({ role: 'customer' }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(sub)
        .setAudience(ACCESS_TOKEN_AUDIENCE).setIssuer(ACCESS_TOKEN_ISSUER).setIssuedAt().setExpirationTime('15m').sign(key),
      'a sign-in that has ended': endedSignIn.authorization.slice('Bearer '.length),
      "another customer's sign-in": await signAccessToken(key, { userId: sub, role: 'customer', sessionId: bobSid }, 15),
      garbage: 'not-a-jwt',
      'empty signature': `${good[0]}.${good[1]}.`,
    };
  });
  afterAll(() => t?.close());

  it('forged, expired, alg=none and other bad tokens get 401 { message } on every secured route', async ({ annotate }) => {
    const problems: string[] = [];
    let calls = 0;
    for (const op of secured) {
      const url = fillPath(op.path, Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, shop.alice.ids.orderId])));
      for (const [kind, token] of Object.entries(badTokens)) {
        const payload = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
        const res = await t.app.inject({ method: op.method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
        calls += 1;
        const body = res.json() as { message?: unknown };
        if (res.statusCode !== 401 || typeof body.message !== 'string') problems.push(`${kind}: ${op.method} ${url} → ${res.statusCode} ${res.body.slice(0, 150)}`);
        if (res.statusCode === 401 && !String(res.headers['www-authenticate'] ?? '').startsWith('Bearer')) problems.push(`${kind}: ${op.method} ${url} 401 without WWW-Authenticate`);
      }
    }
    expect(problems).toEqual([]);
    await annotate(`${secured.length} secured routes × ${Object.keys(badTokens).length} kinds of bad token = ${calls} requests, all 401`);
  });

  it('a real customer token that claims admin in its role still gets 403 on admin routes (the role is read from the database)', async () => {
    const admin = secured.filter((op) => op.path.startsWith('/api/admin') && op.method === 'GET');
    expect(admin.length).toBeGreaterThan(0);
    const sid = String(decodeJwt(shop.alice.customer.headers.authorization.slice('Bearer '.length)).sid);
    const claimsAdmin = await signAccessToken(t.app.auth.keys.accessToken, { userId: shop.alice.customer.id, role: 'admin', sessionId: sid }, 15);
    for (const op of admin) {
      const url = fillPath(op.path, Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, shop.alice.ids.orderId])));
      const res = await t.app.inject({ method: op.method, url, headers: { authorization: `Bearer ${claimsAdmin}` } });
      expect(res.statusCode, `${op.method} ${url}`).toBe(403);
    }
  });

  it('the good tokens work (so the refusals above are about the tokens)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: shop.alice.customer.headers })).statusCode).toBe(200);
    const adminGet = secured.find((op) => op.path.startsWith('/api/admin') && op.method === 'GET' && !op.path.includes('{'));
    if (adminGet) expect((await t.app.inject({ method: 'GET', url: adminGet.path, headers: shop.admin.headers })).statusCode).toBe(200);
  });
});
