import { asc, sql, type SQL } from 'drizzle-orm';
import { createThesaurus, narrowedToShop, type Thesaurus } from '@dhatu/domain';
import type { Db } from '../../db/client.ts';
import { searchSynonyms, searchWords } from '../../db/schema/index.ts';
import { ALL_TAGS, cacheTags } from '../../lib/changes/cache-tags.ts';
import type { ChangeBus } from '../../lib/changes/change-bus.ts';

/**
 * The built-in vocabulary with the owner's synonyms, narrowed to the spellings the catalogue has
 * and knowing the catalogue's words, for the word being typed (narrowedToShop), read once per instance and kept until a synonym or the catalogue changes
 * anywhere: the console publishes `search-synonyms` or `catalogue` after its commit and every
 * instance drops its copy (decision 37), so a new synonym or a product's new word works at once
 * everywhere. A description's new word publishes no `catalogue` (searches are kept the same way):
 * READ_AGAIN_AFTER_MS bounds how long it waits.
 */
const kept = new WeakMap<ChangeBus, { thesaurus?: Promise<Thesaurus>; readAt?: number }>();
const FORGET_ON = new Set<string>([cacheTags.searchSynonyms, cacheTags.catalogue, cacheTags.categories, ALL_TAGS]);
const READ_AGAIN_AFTER_MS = 5 * 60_000;

export function shopThesaurus(app: { db: Db; changes: ChangeBus }): Promise<Thesaurus> {
  let slot = kept.get(app.changes);
  if (!slot) {
    const made: { thesaurus?: Promise<Thesaurus>; readAt?: number } = {};
    app.changes.subscribe((tags) => { if (tags.some((tag) => FORGET_ON.has(tag))) delete made.thesaurus; });
    kept.set(app.changes, made);
    slot = made;
  }
  if (!slot.thesaurus || Date.now() - (slot.readAt ?? 0) > READ_AGAIN_AFTER_MS) {
    const reading = readThesaurus(app.db);
    slot.thesaurus = reading;
    slot.readAt = Date.now();
    const owner = slot;
    reading.catch(() => { if (owner.thesaurus === reading) delete owner.thesaurus; });
  }
  return slot.thesaurus;
}

async function readThesaurus(db: Db): Promise<Thesaurus> {
  const rules = await db.select({ term: searchSynonyms.term, words: searchSynonyms.words }).from(searchSynonyms).orderBy(asc(searchSynonyms.term));
  const thesaurus = createThesaurus(rules);
  const [inShop, shopWords] = await Promise.all([
    wordsTheShopHas(db, thesaurus.words()),
    db.select({ word: searchWords.word }).from(searchWords).orderBy(asc(searchWords.word)),
  ]);
  return narrowedToShop(thesaurus, inShop, shopWords.map((row) => row.word));
}

/**
 * Which of `words` some product has, compared as the search compares them: by their English stems
 * (diyas finds diya) against the catalogue's distinct words (search_words, a few thousand rows
 * whatever the catalogue's size: ~5 ms).
 */
async function wordsTheShopHas(db: Db, words: string[]): Promise<Set<string>> {
  const stems = (word: SQL) => sql`tsvector_to_array(to_tsvector('english', ${word}))`;
  const result = await db.execute<{ word: string }>(sql`
    select w.word from unnest(string_to_array(${words.join('\n')}, E'\n')) as w(word)
    where ${stems(sql`w.word`)} && array(select distinct stem from search_words, unnest(${stems(sql`search_words.word`)}) as stem)`);
  return new Set(result.rows.map((row) => row.word));
}

/** What a change to the synonyms publishes: every instance's thesaurus, and the searches and pages read with it. */
export const cacheTagsForSynonyms = [cacheTags.searchSynonyms, cacheTags.catalogue];
