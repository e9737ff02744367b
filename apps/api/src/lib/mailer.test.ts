import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/smtp-server.ts';
import { escapeHtml } from './html.ts';
import { createMailer, oneLine } from './mailer.ts';

const quietLog = () => ({ info: vi.fn(), debug: vi.fn() });

describe('mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => { smtp = await startTestSmtpServer({ user: 'u', pass: 'p@ss' }); });
  afterAll(() => smtp.close());

  it('only logs one line when SMTP is not set up', async () => {
    const log = quietLog();
    const mailer = createMailer(loadConfig({}), log);
    expect(mailer.transport).toBe('log');
    const result = await mailer.send({ to: 'care@dhatu.example', subject: 'Hello', text: 'Private words' });
    expect(result).toEqual({ delivered: false });
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]![1]).toBe('e-mail not sent (SMTP is not configured): "Hello" to care@dhatu.example');
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('Private words');
  });

  it('sends through SMTP_URL with its credentials, from "SHOP_NAME <SHOP_EMAIL>" by default', async () => {
    const config = loadConfig({ SMTP_URL: `smtp://u:${encodeURIComponent('p@ss')}@127.0.0.1:${smtp.port}`, SHOP_NAME: 'Dhatu Crafts', SHOP_EMAIL: 'hello@dhatu.example' });
    const mailer = createMailer(config, quietLog());
    expect(mailer.transport).toBe('smtp');
    const result = await mailer.send({
      to: [{ name: 'Shop', address: 'a@dhatu.example' }, 'b@dhatu.example'],
      subject: 'Order DH-1001 placed ₹1,499',
      text: 'Namaste — your order is placed.',
      replyTo: 'buyer@example.in',
    });
    expect(result.delivered).toBe(true);
    expect(result.messageId).toBeTruthy();
    const mail = await smtp.nextMail();
    expect(mail.user).toBe('u');
    expect(mail.to).toEqual(['a@dhatu.example', 'b@dhatu.example']);
    expect(mail.headers.from).toBe('Dhatu Crafts <hello@dhatu.example>');
    expect(mail.headers['reply-to']).toBe('buyer@example.in');
    expect(mail.headers.subject).toBe('Order DH-1001 placed ₹1,499');
    expect(mail.text.trim()).toBe('Namaste — your order is placed.');
    mailer.close();
  });

  it('rejects when the mail server refuses the login or cannot be reached', async () => {
    const wrong = createMailer(loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_USER: 'u', SMTP_PASS: 'nope' }), quietLog());
    await expect(wrong.send({ to: 'x@dhatu.example', subject: 's', text: 't' })).rejects.toThrow();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createMailer(loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) }), quietLog());
    await expect(unreachable.send({ to: 'x@dhatu.example', subject: 's', text: 't' })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('refuses half-set credentials and a URL together with a host at start-up', () => {
    expect(() => loadConfig({ SMTP_HOST: 'mail.example', SMTP_USER: 'u' })).toThrow(/SMTP_PASS/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example', SMTP_HOST: 'mail.example' })).toThrow(/SMTP_HOST/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('escapes HTML and flattens header values', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(oneLine('Asha\r\nBcc: x@y.z\t ')).toBe('Asha Bcc: x@y.z');
    expect(oneLine('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
