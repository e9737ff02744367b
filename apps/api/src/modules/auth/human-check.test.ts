import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from '../../test/fake-http-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const SECRET = 'captcha-server-secret';

/** Answers like reCAPTCHA's / Turnstile's siteverify. */
function siteverify(request: RecordedRequest) {
  const form = new URLSearchParams(request.body);
  if (form.get('secret') !== SECRET) return { json: { success: false, 'error-codes': ['invalid-input-secret'] } };
  if (form.get('response') !== 'human-ok') return { json: { success: false, 'error-codes': ['invalid-input-response'] } };
  return { json: { success: true, hostname: 'localhost' } };
}

describe('human verification on sending a code', () => {
  let fake: FakeHttpServer;
  let t: TestContext;
  const send = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: '198.51.100.7', payload });

  beforeAll(async () => {
    fake = await startFakeHttpServer(siteverify);
    t = await createTestApp({ seed: false, env: { CAPTCHA_VERIFY_URL: `${fake.url}/siteverify`, CAPTCHA_SECRET: SECRET } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('sends the code when the check passes, posting secret, response and remote address form-encoded', async () => {
    const res = await send({ phone: '9822233344', captchaToken: 'human-ok' });
    expect(res.statusCode).toBe(200);
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/siteverify');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ secret: SECRET, response: 'human-ok', remoteip: '198.51.100.7' });
  });

  it.each([
    ['a refused token', { captchaToken: 'bot' }],
    ['no token', {}],
  ])('refuses %s with the spec message and sends nothing', async (_name, extra) => {
    const before = fake.requests.length;
    const res = await send({ phone: '9822233355', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'reCAPTCHA verification failed. Please try again.' });
    expect(t.app.auth.sms.lastCodeFor!('+919822233355')).toBeUndefined();
    expect(fake.requests.length - before).toBe('captchaToken' in extra ? 1 : 0);
  });

  it('fails closed when the verification service cannot be reached', async () => {
    const broken = await createTestApp({ seed: false, env: { CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify', CAPTCHA_SECRET: SECRET } });
    try {
      const res = await broken.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { phone: '9822233366', captchaToken: 'human-ok' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('reCAPTCHA verification failed. Please try again.');
    } finally {
      await broken.close();
    }
  });

  it('lets loginAs pass a token', async () => {
    const session = await loginAs(t.app, '9822233377', { captchaToken: 'human-ok' });
    expect(session.user.phone).toBe('+919822233377');
  });

  it('is off by default and needs both settings', async () => {
    expect(() => loadConfig({ CAPTCHA_VERIFY_URL: 'https://example.com/siteverify' })).toThrow(/CAPTCHA_SECRET/);
    expect(() => loadConfig({ CAPTCHA_SECRET: 's' })).toThrow(/CAPTCHA_VERIFY_URL/);
    const plain = await createTestApp({ seed: false });
    try {
      expect(plain.app.auth.humanCheck.enabled).toBe(false);
      expect((await loginAs(plain.app, '9822233388')).user.phone).toBe('+919822233388');
    } finally {
      await plain.close();
    }
  });
});
