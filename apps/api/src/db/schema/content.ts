import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './ids.ts';

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/**
 * Messages sent through the contact form (account §7 POST /contact). The shop is told by e-mail
 * when SMTP is set up; the row is the record either way, and the admin screens list it by status.
 */
export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  /** The sender's address as the server saw it (behind a proxy only with TRUST_PROXY): the per-address limit counts by it. */
  ip: text('ip').notNull(),
  userAgent: text('user_agent'),
  status: text('status', { enum: CONTACT_MESSAGE_STATUSES }).notNull().default('new'),
  /** When the SMTP server accepted the notice to the shop; null when it was only logged or failed. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('contact_messages_status_created_idx').on(t.status, t.createdAt),
  index('contact_messages_ip_created_idx').on(t.ip, t.createdAt),
  check('contact_messages_status_valid', sql`${t.status} in ('new', 'handled')`),
]);
