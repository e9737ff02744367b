import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn } from './ids.ts';
import { users } from './users.ts';

/**
 * Secrets the shop creates for itself on first start (the token-signing secret when AUTH_SECRET is
 * not set), so `npm start` needs no set-up and every instance on one database signs alike.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time login codes. Only an HMAC of `phone:code` is kept; a row is live while it has been sent,
 * is neither consumed nor invalidated, has not expired and has fewer than the allowed wrong tries.
 */
export const otpChallenges = pgTable('otp_challenges', {
  id: idColumn(),
  /** +91 followed by 10 digits. */
  phone: text('phone').notNull(),
  /** 'login', or 'phone_change': a signed-in user proving they hold a new number. */
  purpose: text('purpose', { enum: ['login', 'phone_change'] }).notNull().default('login'),
  /** The account asking to move to this number (phone_change only). */
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** base64url HMAC-SHA256(secret, `${phone}:${code}`). */
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Wrong codes tried against this row. */
  attempts: integer('attempts').notNull().default(0),
  /** Set when the SMS provider accepted the message; a code is never usable before that. */
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** Set when the right code was used (single use). */
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** Set when a newer code superseded it, the wrong-try limit was reached, or the SMS failed. */
  invalidatedAt: timestamp('invalidated_at', { withTimezone: true }),
  requesterIp: text('requester_ip').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('otp_challenges_phone_created_idx').on(t.phone, t.createdAt),
  index('otp_challenges_ip_created_idx').on(t.requesterIp, t.createdAt),
  index('otp_challenges_created_idx').on(t.createdAt),
  check('otp_challenges_attempts_non_negative', sql`${t.attempts} >= 0`),
]);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Every refresh spends one token and issues the
 * next in the same family; the family keeps the expiry of the first sign-in (absolute lifetime).
 */
export const refreshTokens = pgTable('refresh_tokens', {
  id: idColumn(),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  familyId: text('family_id').notNull(),
  /** base64url SHA-256 of the token the client holds. */
  tokenHash: text('token_hash').notNull(),
  familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
  /** Set when the token was exchanged for the next one; presenting it again revokes the family. */
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('refresh_tokens_token_hash_key').on(t.tokenHash),
  index('refresh_tokens_family_idx').on(t.familyId),
  index('refresh_tokens_user_idx').on(t.userId),
  index('refresh_tokens_family_expires_idx').on(t.familyExpiresAt),
]);
