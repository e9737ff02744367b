import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { idColumn } from './ids.ts';

/**
 * The catalogue's distinct words (issue 28): names, category names and descriptions, lower-case,
 * letters only. A typo is corrected against these (trigram-indexed, a few thousand rows whatever
 * the catalogue's size), never against arbitrary letters. Kept by triggers on products (migration
 * 0014): every writer, the seed included, adds its words; a word no product uses any more stays,
 * harmless (a correction to it finds nothing and is not offered).
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
}, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

/** The owner's synonyms (console): a shopper typing `term` is shown products with any of `words`. */
export const searchSynonyms = pgTable('search_synonyms', {
  id: idColumn(),
  term: text('term').notNull().unique(),
  words: text('words').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How often each search was made per day (IST), and how many products it found when last run.
 * Nobody is recorded: no user, session or address — only the words and the numbers.
 */
export const searchCounts = pgTable('search_counts', {
  day: date('day').notNull(),
  query: text('query').notNull(),
  searches: integer('searches').notNull().default(0),
  /** Products the search found when last answered afresh (a cached answer counts a search only). */
  found: integer('found'),
}, (t) => [
  primaryKey({ columns: [t.day, t.query] }),
]);
