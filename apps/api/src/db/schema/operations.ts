import { sql } from 'drizzle-orm';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, ORDER_NOTIFICATION_EVENTS } from '@dhatu/domain';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './ids.ts';
import { orders } from './orders.ts';
import { returnRequests } from './returns.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Everything a payment provider told us (callbacks, webhooks, status checks), kept as received.
 * (provider, event_id) is unique, so a webhook delivered twice is recognised and applied once.
 */
export const paymentEvents = pgTable('payment_events', {
  id: idColumn(),
  provider: text('provider').notNull(),
  /** The provider's event id (webhooks) or one we derive (callback: payment id; status check: reference + status). */
  eventId: text('event_id').notNull(),
  /** Null when the event names no order of ours (logged all the same). */
  orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
  source: text('source', { enum: ['callback', 'webhook', 'verify', 'reconcile'] }).notNull(),
  /** What it said: paid | failed | cancelled | pending. */
  status: text('status').notNull(),
  /** What it changed: 'paid', 'released', 'flagged', 'ignored' … */
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').$type<unknown>(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
  index('payment_events_order_idx').on(t.orderId, t.createdAt),
]);

/** Who changed what in the admin console, with the record before and after. Never updated or deleted. */
export const auditLog = pgTable('audit_log', {
  id: idColumn(),
  actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** 'order.ship', 'product.update', 'coupon.create' … */
  action: text('action').notNull(),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  before: jsonb('before').$type<unknown>(),
  after: jsonb('after').$type<unknown>(),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  index('audit_log_created_idx').on(t.createdAt),
]);

// The notice kinds are part of the API contract (the owner's order page lists them): defined in the domain.
export { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES, ORDER_NOTIFICATION_EVENTS };

/**
 * Order notices to customers, written in the order's own transaction (an outbox) and sent after it
 * commits; failures are retried with back-off until MAX attempts, then marked failed. Account
 * notices (order_id null) go through the same outbox.
 */
export const notifications = pgTable('notifications', {
  id: idColumn(),
  orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  /** Set for a return request's notices: an order may have several requests, each told once per step. */
  returnId: text('return_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
  event: text('event', { enum: NOTIFICATION_EVENTS }).notNull(),
  channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
  /** +91… phone or e-mail address. */
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: at('sent_at'),
  createdAt: at('created_at').notNull().defaultNow(),
}, (t) => [
  // One notice per order, event and channel: a retried transition never texts twice.
  uniqueIndex('notifications_order_event_channel_key').on(t.orderId, t.event, t.channel).where(sql`${t.returnId} is null`),
  uniqueIndex('notifications_return_event_channel_key').on(t.returnId, t.event, t.channel).where(sql`${t.returnId} is not null`),
  index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  check('notifications_status_valid', sql`${t.status} in ('pending', 'sent', 'failed')`),
  check('notifications_channel_valid', sql`${t.channel} in ('sms', 'email')`),
]);
