import { asc } from 'drizzle-orm';
import { createThesaurus, type Thesaurus } from '@dhatu/domain';
import type { Db } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/index.ts';
import { ALL_TAGS, cacheTags } from '../../lib/changes/cache-tags.ts';
import type { ChangeBus } from '../../lib/changes/change-bus.ts';

/**
 * The built-in vocabulary with the owner's synonyms, read once per instance and kept until a
 * synonym changes anywhere: the console publishes `search-synonyms` after its commit and every
 * instance drops its copy (decision 37), so a new synonym works at once everywhere.
 */
const kept = new WeakMap<ChangeBus, { thesaurus?: Promise<Thesaurus> }>();
const FORGET_ON = new Set<string>([cacheTags.searchSynonyms, ALL_TAGS]);

export function shopThesaurus(app: { db: Db; changes: ChangeBus }): Promise<Thesaurus> {
  let slot = kept.get(app.changes);
  if (!slot) {
    const made: { thesaurus?: Promise<Thesaurus> } = {};
    app.changes.subscribe((tags) => { if (tags.some((tag) => FORGET_ON.has(tag))) delete made.thesaurus; });
    kept.set(app.changes, made);
    slot = made;
  }
  if (!slot.thesaurus) {
    const reading = readThesaurus(app.db);
    slot.thesaurus = reading;
    const owner = slot;
    reading.catch(() => { if (owner.thesaurus === reading) delete owner.thesaurus; });
  }
  return slot.thesaurus;
}

async function readThesaurus(db: Db): Promise<Thesaurus> {
  const rules = await db.select({ term: searchSynonyms.term, words: searchSynonyms.words }).from(searchSynonyms).orderBy(asc(searchSynonyms.term));
  return createThesaurus(rules);
}

/** What a change to the synonyms publishes: every instance's thesaurus, and the searches and pages read with it. */
export const cacheTagsForSynonyms = [cacheTags.searchSynonyms, cacheTags.catalogue];
