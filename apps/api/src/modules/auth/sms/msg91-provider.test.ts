import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpChallenges } from '../../../db/schema/index.ts';
import { nextTestIp } from '../../../test/auth-helpers.ts';
import { startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from '../../../test/fake-http-server.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { loadConfig } from '../../../config.ts';
import { createSmsProvider } from './create-sms-provider.ts';
import { Msg91SmsProvider } from './msg91-provider.ts';
import { SmsSendError } from './sms-provider.ts';

const AUTH_KEY = 'test-msg91-key';
const TEMPLATE_ID = '64f0c0ffee';
const MESSAGE_TEMPLATE_ID = '64f0beef01';

/** Answers like MSG91's Flow API: checks the auth key and the body, then `{ type, message }`. */
function msg91(request: RecordedRequest) {
  if (request.method !== 'POST' || request.url !== '/api/v5/flow') return { status: 404, json: { type: 'error', message: 'Not found' } };
  if (request.headers.authkey !== AUTH_KEY) return { status: 401, json: { type: 'error', message: 'Authentication failure' } };
  const body = JSON.parse(request.body) as { template_id?: string; short_url?: string; recipients?: { mobiles?: string; otp?: string; message?: string }[] };
  const recipient = body.recipients?.[0];
  if (body.template_id === MESSAGE_TEMPLATE_ID) {
    const ok = body.short_url === '0' && body.recipients?.length === 1 && /^91\d{10}$/.test(recipient?.mobiles ?? '') && Boolean(recipient?.message);
    return { json: ok ? { type: 'success', message: '3763646c3058373530393833' } : { type: 'error', message: 'Invalid request' } };
  }
  if (body.template_id !== TEMPLATE_ID) return { json: { type: 'error', message: 'Template ID Missing or Invalid Template' } };
  if (body.short_url !== '0' || body.recipients?.length !== 1 || !/^91\d{10}$/.test(recipient?.mobiles ?? '') || !/^\d{6}$/.test(recipient?.otp ?? '')) {
    return { json: { type: 'error', message: 'Invalid request' } };
  }
  return { json: { type: 'success', message: '3763646c3058373530393832' } };
}

describe('MSG91 SMS provider', () => {
  let fake: FakeHttpServer;
  let t: TestContext;
  const send = (phone: string) => t.app.inject({ method: 'POST', url: '/api/auth/otp/send', remoteAddress: nextTestIp(), payload: { phone } });
  const sentCode = () => (JSON.parse(fake.requests.at(-1)!.body) as { recipients: { otp: string }[] }).recipients[0]!.otp;

  beforeAll(async () => {
    fake = await startFakeHttpServer(msg91);
    t = await createTestApp({
      seed: false,
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: AUTH_KEY, MSG91_TEMPLATE_ID: TEMPLATE_ID, MSG91_BASE_URL: fake.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  afterEach(() => fake.respond(msg91));

  it('sends the code through the Flow API, and that code signs in', async () => {
    const res = await send('9811122233');
    expect(res.statusCode).toBe(200);
    const request = fake.requests.at(-1)!;
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers.authkey).toBe(AUTH_KEY);
    expect(JSON.parse(request.body)).toEqual({
      template_id: TEMPLATE_ID, short_url: '0', recipients: [{ mobiles: '919811122233', otp: expect.stringMatching(/^\d{6}$/) }],
    });
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phone: '9811122233', code: sentCode() } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.phone).toBe('+919811122233');
  });

  it('answers 502 "Failed to send OTP" when MSG91 refuses, and leaves no usable code behind', async () => {
    fake.respond(() => ({ json: { type: 'error', message: 'Insufficient balance' } }));
    const res = await send('9811122244');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to send OTP' });
    const [row] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.phone, '+919811122244'));
    expect(row!.sentAt).toBeNull();
    expect(row!.invalidatedAt).not.toBeNull();
    const code = sentCode();
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phone: '9811122244', code } });
    expect(verified.json().message).toBe('Please request OTP first');

    // A failed send does not make the shopper wait 30 s: once MSG91 works again, a new code goes out.
    fake.respond(msg91);
    expect((await send('9811122244')).statusCode).toBe(200);
  });

  it('keeps an earlier delivered code valid when a later send fails', async () => {
    expect((await send('9811122255')).statusCode).toBe(200);
    const first = sentCode();
    await t.database.db.update(otpChallenges).set({ createdAt: new Date(Date.now() - 31_000) }).where(eq(otpChallenges.phone, '+919811122255'));
    fake.respond(() => ({ status: 500, json: { type: 'error', message: 'Server error' } }));
    expect((await send('9811122255')).statusCode).toBe(502);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { phone: '9811122255', code: first } });
    expect(verified.statusCode).toBe(200);
  });

  it('fails on a wrong auth key, an unreachable gateway and a gateway that does not answer in time', async () => {
    const wrongKey = new Msg91SmsProvider({ authKey: 'wrong', templateId: TEMPLATE_ID, baseUrl: fake.url });
    await expect(wrongKey.sendOtp('+919811122266', '123456')).rejects.toThrow(/HTTP 401\): Authentication failure/);
    const unreachable = new Msg91SmsProvider({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, baseUrl: 'http://127.0.0.1:9' });
    await expect(unreachable.sendOtp('+919811122266', '123456')).rejects.toBeInstanceOf(SmsSendError);
    fake.respond(() => ({ hang: true }));
    const slow = new Msg91SmsProvider({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, baseUrl: fake.url, timeoutMs: 200 });
    const started = Date.now();
    await expect(slow.sendOtp('+919811122266', '123456')).rejects.toThrow(/could not be reached/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('sends a notice through its own Flow template, the text in the message variable', async () => {
    const provider = new Msg91SmsProvider({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, messageTemplateId: MESSAGE_TEMPLATE_ID, baseUrl: fake.url });
    await provider.sendMessage('+919811122277', 'Dhatu: Your order DH-2026-000007 has been delivered.');
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({
      template_id: MESSAGE_TEMPLATE_ID, short_url: '0',
      recipients: [{ mobiles: '919811122277', message: 'Dhatu: Your order DH-2026-000007 has been delivered.' }],
    });
    fake.respond(() => ({ json: { type: 'error', message: 'Insufficient balance' } }));
    await expect(provider.sendMessage('+919811122277', 'again')).rejects.toThrow(/refused the message \(HTTP 200\): Insufficient balance/);
  });

  it('takes the notice template from MSG91_MESSAGE_TEMPLATE_ID', async () => {
    const config = loadConfig({
      SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: AUTH_KEY, MSG91_TEMPLATE_ID: TEMPLATE_ID, MSG91_MESSAGE_TEMPLATE_ID: MESSAGE_TEMPLATE_ID, MSG91_BASE_URL: fake.url,
    });
    await createSmsProvider(config, t.app.log).sendMessage('+919811122288', 'hello');
    expect(JSON.parse(fake.requests.at(-1)!.body).template_id).toBe(MESSAGE_TEMPLATE_ID);
  });

  it('refuses to send a notice without a notice template, calling nobody', async () => {
    const before = fake.requests.length;
    const provider = new Msg91SmsProvider({ authKey: AUTH_KEY, templateId: TEMPLATE_ID, baseUrl: fake.url });
    await expect(provider.sendMessage('+919811122277', 'hello')).rejects.toThrow(/MSG91_MESSAGE_TEMPLATE_ID is not set/);
    expect(fake.requests.length).toBe(before);
    expect(t.app.auth.sms.name).toBe('msg91');
  });

  it('is refused by the configuration without an auth key or a template', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY: is required when SMS_PROVIDER=msg91/);
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(/MSG91_TEMPLATE_ID/);
    expect(loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' }).MSG91_BASE_URL).toBe('https://control.msg91.com');
  });
});
