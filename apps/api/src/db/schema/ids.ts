import { randomBytes } from 'node:crypto';
import { text } from 'drizzle-orm/pg-core';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Opaque, URL-safe, 14-character ids (≈72 bits) — short enough for product URLs, never guessable. */
export function newId(): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

export const idColumn = () => text('id').primaryKey().$defaultFn(newId);
