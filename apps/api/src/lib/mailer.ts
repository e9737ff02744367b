import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';

/** An e-mail address, optionally with a display name ("Asha Rao <asha@example.com>"). */
export type MailAddress = string | { name: string; address: string };

export interface MailMessage {
  to: MailAddress | MailAddress[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: MailAddress;
}

export interface MailResult {
  /** true: an SMTP server accepted the message; false: SMTP is not set up and it was only logged. */
  delivered: boolean;
  messageId?: string;
}

/**
 * Sends the shop's e-mails (contact notices now, order notices later). `send` rejects when the SMTP
 * server refuses or cannot be reached; callers decide whether that may fail their own work.
 */
export interface Mailer {
  readonly transport: 'smtp' | 'log';
  send(message: MailMessage): Promise<MailResult>;
  close(): void;
}

export type MailerConfig = Pick<
  Config,
  'SMTP_URL' | 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_SECURE' | 'SMTP_USER' | 'SMTP_PASS' | 'MAIL_FROM' | 'SHOP_NAME' | 'SHOP_EMAIL'
>;

export type MailerLog = Pick<FastifyBaseLogger, 'info' | 'debug'>;

/** A slow or silent mail server must not hold a send (and the shutdown that waits for it) for long. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** True when outgoing mail is configured (SMTP_URL or SMTP_HOST). */
export function smtpConfigured(config: MailerConfig): boolean {
  return Boolean(config.SMTP_URL || config.SMTP_HOST);
}

/** SMTP through nodemailer when SMTP_URL or SMTP_HOST is set; otherwise a transport that only logs a line. */
export function createMailer(config: MailerConfig, log: MailerLog): Mailer {
  const from: MailAddress = config.MAIL_FROM ?? { name: config.SHOP_NAME, address: config.SHOP_EMAIL };
  if (!smtpConfigured(config)) return logOnlyMailer(log);

  const transporter = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, ...TIMEOUTS })
    : nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } } : {}),
      ...TIMEOUTS,
    });

  return {
    transport: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({ from, ...message });
      log.debug({ messageId: info.messageId, to: recipients(message.to), subject: message.subject }, 'e-mail sent');
      return { delivered: true, messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

function logOnlyMailer(log: MailerLog): Mailer {
  return {
    transport: 'log',
    async send(message) {
      // One line with the envelope; the body (a customer's own words) only at debug level.
      log.info({ to: recipients(message.to), subject: message.subject }, `e-mail not sent (SMTP is not configured): "${message.subject}" to ${recipients(message.to)}`);
      log.debug({ text: message.text }, 'e-mail body');
      return { delivered: false };
    },
    close: () => {},
  };
}

function recipients(to: MailMessage['to']): string {
  return (Array.isArray(to) ? to : [to]).map((a) => (typeof a === 'string' ? a : a.address)).join(', ');
}

/** A value safe for a one-line header such as Subject: control characters and line breaks become spaces. */
export function oneLine(text: string, max = 120): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
