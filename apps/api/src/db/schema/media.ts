import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (pg gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Every image the shop serves at /media/<path> (docs/decisions/0034-media-in-the-database.md), so
 * every instance serves every upload. Rows are never updated: uploads are named by a hash of their
 * bytes and seeded artwork by a hash of its drawing, so a path always means the same bytes.
 */
export const media = pgTable('media', {
  /** The URL after /media/, e.g. products/3f…a1.webp or products/3f…a1.w480.webp. */
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('media_byte_size_matches', sql`${t.byteSize} = octet_length(${t.bytes})`),
]);
