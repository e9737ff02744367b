import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, contactFieldForServerError } from '@dhatu/domain';
import { contactMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

const THANK_YOU = 'Thank you for contacting us. We will get back to you within 24-48 hours.';
const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'Do you make the brass diya in a larger size?' };

function post(t: TestContext, payload: unknown, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress, headers });
}

async function rows(t: TestContext) {
  return t.database.db.select().from(contactMessages).orderBy(asc(contactMessages.createdAt));
}

describe('POST /api/contact: validation and storage', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp({ seed: false }); });
  afterAll(() => t.close());

  it('answers 400 with the form\'s own messages, one per field, each mapping back to its field', async () => {
    const res = await post(t, { name: ' A ', email: 'not-an-email', message: '  too short  ' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; errors: string[] };
    expect(body.message).toBe('Name must be at least 2 characters long');
    expect(body.errors).toEqual([
      'Name must be at least 2 characters long',
      'Please provide a valid email address',
      'Message must be at least 10 characters long',
    ]);
    expect(body.errors.map(contactFieldForServerError)).toEqual(['name', 'email', 'message']);
    expect(await rows(t)).toHaveLength(0);
  });

  it('treats missing fields and an empty body like empty fields', async () => {
    for (const payload of [{}, undefined]) {
      const res = await post(t, payload);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: string[] }).errors).toEqual([
        CONTACT_MESSAGES.nameTooShort, CONTACT_MESSAGES.email, CONTACT_MESSAGES.messageTooShort,
      ]);
    }
  });

  it('checks one field at a time and refuses unknown keys and non-text values', async () => {
    expect((await post(t, { ...valid, email: 'asha@' })).json()).toEqual({ message: CONTACT_MESSAGES.email, errors: [CONTACT_MESSAGES.email] });
    expect((await post(t, { ...valid, message: 123 })).json()).toEqual({ message: CONTACT_MESSAGES.messageTooShort, errors: [CONTACT_MESSAGES.messageTooShort] });
    const extra = await post(t, { ...valid, isAdmin: true });
    expect(extra.statusCode).toBe(400);
    expect((extra.json() as { message: string }).message).toMatch(/isAdmin/);
    const long = await post(t, { ...valid, message: 'x'.repeat(5001) });
    expect((long.json() as { message: string }).message).toBe(CONTACT_MESSAGES.messageTooLong);
    expect(await rows(t)).toHaveLength(0);
  });

  it('stores a valid message trimmed, with the sender address, browser and status new, and thanks the sender', async () => {
    const res = await post(t, { name: '  Asha Rao ', email: ' asha@example.com ', message: '  Do you make the brass diya in a larger size?\n' }, '203.0.113.9', { 'user-agent': 'Mozilla/5.0 test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: THANK_YOU });
    const [row] = await rows(t);
    expect(row).toMatchObject({
      name: 'Asha Rao', email: 'asha@example.com', message: 'Do you make the brass diya in a larger size?',
      ip: '203.0.113.9', userAgent: 'Mozilla/5.0 test', status: 'new', handledAt: null,
    });
    expect(row!.id).toMatch(/^[a-z0-9]{14}$/);
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('logs a line instead of e-mailing when SMTP is not set up, and still succeeds', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    const res = await post(t, { ...valid, name: 'Log Only' }, '203.0.113.10');
    expect(res.statusCode).toBe(201);
    await vi.waitFor(() => {
      expect(info.mock.calls.some(([, line]) => String(line).includes('e-mail not sent (SMTP is not configured): "New contact message from Log Only" to care@dhatu.example'))).toBe(true);
    });
    info.mockRestore();
    const row = (await rows(t)).find((r) => r.name === 'Log Only');
    expect(row?.notifiedAt).toBeNull();
  });
});

describe('POST /api/contact: the per-address limit', () => {
  let t: TestContext;
  beforeAll(async () => { t = await createTestApp({ seed: false, env: { CONTACT_RATE_LIMIT_MAX: '3', CONTACT_RATE_LIMIT_WINDOW_MINUTES: '10' } }); });
  afterAll(() => t.close());

  it('accepts 3 messages per address in 10 minutes, then answers 429 with Retry-After and a clear message', async () => {
    for (let i = 0; i < 3; i++) expect((await post(t, valid, '198.51.100.1')).statusCode).toBe(201);
    const res = await post(t, valid, '198.51.100.1');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((res.json() as { message: string }).message).toBe('You have sent several messages in a short time. Please try again in 10 minutes.');
    // The refusal is about no field of the form.
    expect(contactFieldForServerError((res.json() as { message: string }).message)).toBeNull();
    // Another address is not affected; invalid requests never count.
    expect((await post(t, valid, '198.51.100.2')).statusCode).toBe(201);
    expect((await rows(t)).filter((r) => r.ip === '198.51.100.1')).toHaveLength(3);
  });

  it('holds under concurrent requests from one address', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(t, valid, '198.51.100.3')));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect((await rows(t)).filter((r) => r.ip === '198.51.100.3')).toHaveLength(3);
  });

  it('frees a slot once the oldest message leaves the window', async () => {
    const ip = '198.51.100.4';
    for (let i = 0; i < 3; i++) expect((await post(t, valid, ip)).statusCode).toBe(201);
    expect((await post(t, valid, ip)).statusCode).toBe(429);
    const [oldest] = (await rows(t)).filter((r) => r.ip === ip);
    await t.database.db.update(contactMessages).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(contactMessages.id, oldest!.id));
    expect((await post(t, valid, ip)).statusCode).toBe(201);
  });
});

describe('POST /api/contact: the e-mail to the shop', () => {
  let smtp: TestSmtpServer;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ user: 'shop-mailer', pass: 'mail-secret' });
    t = await createTestApp({
      seed: false,
      env: {
        SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_USER: 'shop-mailer', SMTP_PASS: 'mail-secret',
        MAIL_FROM: 'Dhatu Shop <no-reply@dhatu.example>', CONTACT_NOTIFY_EMAIL: 'orders@dhatu.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the message to the shop through SMTP with the sender as Reply-To, and records it as notified', async () => {
    const res = await post(t, { name: 'Meera Iyer', email: 'meera@example.in', message: 'Can the silver anklets be gift wrapped?\nThey are for my sister.' });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.nextMail();
    expect(mail.user).toBe('shop-mailer');
    expect(mail.from).toBe('no-reply@dhatu.example');
    expect(mail.to).toEqual(['orders@dhatu.example']);
    expect(mail.headers.to).toBe('orders@dhatu.example');
    expect(mail.headers.from).toBe('Dhatu Shop <no-reply@dhatu.example>');
    expect(mail.headers['reply-to']).toBe('Meera Iyer <meera@example.in>');
    expect(mail.headers.subject).toBe('New contact message from Meera Iyer');
    expect(mail.text).toContain('Meera Iyer <meera@example.in> wrote through the Dhatu contact form');
    expect(mail.text).toContain('Can the silver anklets be gift wrapped?\nThey are for my sister.');
    expect(mail.html).toContain('Can the silver anklets be gift wrapped?');

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'meera@example.in'));
    expect(mail.text).toContain(`Message ${row!.id}`);
    await vi.waitFor(async () => {
      const [fresh] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
      expect(fresh!.notifiedAt).toBeInstanceOf(Date);
    });
  });

  it('keeps the sender\'s words out of the headers and the HTML markup', async () => {
    const res = await post(t, { name: 'Ravi\r\nBcc: victim@example.com', email: 'ravi@example.com', message: '<script>alert(1)</script> & more text here' });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['orders@dhatu.example']);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers.subject).toBe('New contact message from Ravi Bcc: victim@example.com');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more text here');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>alert(1)</script> & more text here');
  });
});

describe('POST /api/contact: when the mail server fails', () => {
  let t: TestContext;
  let silent: ReturnType<typeof createServer>;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts connections and never greets: the worst kind of mail server.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('still saves the message and answers success at once, without waiting for the mail server', async () => {
    const started = Date.now();
    const res = await post(t, valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: THANK_YOU });
    expect(Date.now() - started).toBeLessThan(3_000);
    await vi.waitFor(() => expect(sockets.size).toBe(1));
    // The connection dies: the send fails, is logged, and the message stays saved, not marked notified.
    const error = vi.spyOn(t.app.log, 'error');
    for (const socket of sockets) socket.destroy();
    await vi.waitFor(() => {
      expect(error.mock.calls.some(([, line]) => String(line).includes('contact notice could not be e-mailed'))).toBe(true);
    });
    error.mockRestore();
    const [row] = await rows(t);
    expect(row).toMatchObject({ name: valid.name, status: 'new', notifiedAt: null });
  });
});
