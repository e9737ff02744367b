import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_MAX_LENGTH, ORDER_MESSAGES } from '@dhatu/domain';
import type { Db, Tx } from '../../db/client.ts';
import { orderIdempotencyKeys } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

/** Visible ASCII only: a key is an opaque token (a UUID, usually). */
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The Idempotency-Key header, checked; null when absent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header.join(',') : header;
  const key = value.trim();
  if (!KEY_PATTERN.test(key)) throw badRequest(ORDER_MESSAGES.idempotencyKeyInvalid);
  return key;
}

/** JSON with object keys sorted and undefined left out: the same request always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 of the canonical (validated) request body. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

/**
 * The order an earlier request with this key placed, or null. The same key with a different body
 * is a 422: the shopper meant another order, and replaying the first would hide that.
 */
export async function orderForKey(db: Db | Tx, userId: string, key: string, hash: string): Promise<string | null> {
  const [row] = await db.select({ orderId: orderIdempotencyKeys.orderId, requestHash: orderIdempotencyKeys.requestHash })
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.userId, userId), eq(orderIdempotencyKeys.key, key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== hash) throw new AppError(422, ORDER_MESSAGES.idempotencyKeyReused);
  return row.orderId;
}
