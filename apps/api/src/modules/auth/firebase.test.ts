import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { loginAs } from '../../test/auth-helpers.ts';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const PROJECT = 'dhatu-test';
const KID = 'test-key-1';

describe('Firebase ID-token exchange (POST /api/auth/phone)', () => {
  let jwks: FakeHttpServer;
  let t: TestContext;
  let privateKey: CryptoKey;
  let strangerKey: CryptoKey;

  /** A Firebase-shaped ID token; each test overrides one thing. */
  const idToken = async (overrides: { claims?: JWTPayload; aud?: string; iss?: string; exp?: string | number; key?: CryptoKey; kid?: string } = {}) =>
    new SignJWT({ phone_number: '+919833344455', firebase: { sign_in_provider: 'phone' }, ...overrides.claims })
      .setProtectedHeader({ alg: 'RS256', kid: overrides.kid ?? KID })
      .setIssuer(overrides.iss ?? `https://securetoken.google.com/${PROJECT}`)
      .setAudience(overrides.aud ?? PROJECT)
      .setSubject('firebase-uid-1')
      .setIssuedAt()
      .setExpirationTime(overrides.exp ?? '1h')
      .sign(overrides.key ?? privateKey);
  const exchange = (firebaseToken: string, app = t.app) => app.inject({ method: 'POST', url: '/api/auth/phone', payload: { firebaseToken } });

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    jwks = await startFakeHttpServer((request) => (request.url === '/jwks' ? { json: { keys: [publicJwk] } } : { status: 404, json: {} }));
    t = await createTestApp({ seed: false, env: { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: `${jwks.url}/jwks` } });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  it('signs in with a valid token, and finds the same account as the code login', async () => {
    const res = await exchange(await idToken());
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toEqual({
      token: expect.any(String), refreshToken: expect.any(String),
      user: { _id: expect.any(String), name: '', phone: '+919833344455', email: null, role: 'customer' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${session.token}` } });
    expect(me.json().user._id).toBe(session.user._id);
    expect((await loginAs(t.app, '9833344455')).user._id).toBe(session.user._id);
    expect(jwks.requests.every((request) => request.url === '/jwks')).toBe(true);
  });

  it.each([
    ['a wrong audience', { aud: 'another-project' }],
    ['a wrong issuer', { iss: 'https://securetoken.google.com/another-project' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['a key that is not in the key set', { kid: 'unknown-kid' }],
    ['a token signed by someone else under a known key id', { stranger: true }],
    ['no phone number', { claims: { phone_number: undefined } }],
  ])('refuses %s with 401', async (_name, overrides: Record<string, unknown>) => {
    const token = await idToken({ ...overrides, ...(overrides.stranger ? { key: strangerKey } : {}) });
    const res = await exchange(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid or expired sign-in token. Please try again.' });
  });

  it('refuses a token signed with HS256 (algorithm confusion) or not signed at all', async () => {
    const hs = await new SignJWT({ phone_number: '+919833344455' }).setProtectedHeader({ alg: 'HS256', kid: KID })
      .setIssuer(`https://securetoken.google.com/${PROJECT}`).setAudience(PROJECT).setSubject('x').setIssuedAt().setExpirationTime('1h')
      .sign(new TextEncoder().encode('k'.repeat(32)));
    expect((await exchange(hs)).statusCode).toBe(401);
    const payload = hs.split('.')[1];
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect((await exchange(none)).statusCode).toBe(401);
  });

  it('refuses a phone number outside India', async () => {
    const res = await exchange(await idToken({ claims: { phone_number: '+14155550100' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a valid 10-digit phone number');
  });

  it('answers 502 when the key set cannot be fetched', async () => {
    const cut = await createTestApp({ seed: false, env: { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: 'http://127.0.0.1:9/jwks' } });
    try {
      const res = await exchange(await idToken(), cut.app);
      expect(res.statusCode).toBe(502);
    } finally {
      await cut.close();
    }
  });

  it('answers 501 with a clear message when no Firebase project is set', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const res = await exchange(await idToken(), plain.app);
      expect(res.statusCode).toBe(501);
      expect(res.json().message).toMatch(/Firebase sign-in is not set up/);
    } finally {
      await plain.close();
    }
  });
});
