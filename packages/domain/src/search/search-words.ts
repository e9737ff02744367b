import { STOP_WORDS, VOCABULARY } from './vocabulary.ts';

/** At most this many words of a query are searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** A word longer than this is no word a product has: cut, so a 200-character string stays cheap. */
const MAX_WORD_LENGTH = 40;

/**
 * The words of a query: lower-cased letters and digits (any script); everything else — symbols,
 * emoji, SQL, tsquery operators — only separates words, so no input reaches the database as
 * syntax. Stop words are dropped unless the query has nothing else.
 */
export function queryWords(query: string): string[] {
  const words = query.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0).map((w) => w.slice(0, MAX_WORD_LENGTH));
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set(meaningful.length ? meaningful : words)].slice(0, MAX_QUERY_WORDS);
}

/** The forms a word may have in the singular: diyas → diya, boxes → box, jewelleries → jewellery. */
export function singularForms(word: string): string[] {
  const forms = [word];
  if (word.length > 4 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/** An owner's synonym: a shopper who types `term` is looking for each of `words`. */
export interface SynonymRule { term: string; words: readonly string[] }

/**
 * What a word may mean: itself, every word of its vocabulary group, and the owner's synonyms
 * followed to their end (jyot → akhand → akhanda), with the groups of those too. Built once per
 * set of synonyms; `meanings(word)` is then a lookup.
 */
export function createThesaurus(rules: readonly SynonymRule[] = []) {
  const groups = new Map<string, Set<string>>();
  for (const group of VOCABULARY) {
    for (const word of group) {
      const known = groups.get(word) ?? new Set<string>();
      for (const other of group) known.add(other);
      groups.set(word, known);
    }
  }
  const ruleTargets = new Map<string, string[]>();
  for (const rule of rules) ruleTargets.set(rule.term, [...(ruleTargets.get(rule.term) ?? []), ...rule.words]);

  // A word's group followed to its end, once per word: the thesaurus does not change once made
  // (the shop makes a new one when a synonym changes), and its words are few.
  const expanded = new Map<string, readonly string[]>();
  function expand(word: string): readonly string[] {
    const known = expanded.get(word);
    if (known) return known;
    const found = new Set<string>([word]);
    const queue = [word];
    while (queue.length > 0) {
      const next = queue.shift()!;
      for (const related of [...(groups.get(next) ?? []), ...(ruleTargets.get(next) ?? [])]) {
        if (!found.has(related)) {
          found.add(related);
          queue.push(related);
        }
      }
    }
    const words = [...found];
    expanded.set(word, words);
    return words;
  }

  /** The term a word is known by (itself or its singular), or undefined for a word no list has. */
  function knownForm(word: string): string | undefined {
    return singularForms(word).find((form) => groups.has(form) || ruleTargets.has(form));
  }

  return {
    knownForm,
    /** Every word the shopper may mean by `word` (the word itself first). */
    meanings(word: string): string[] {
      const form = knownForm(word);
      if (!form) return [word];
      return [word, ...expand(form).filter((w) => w !== word)];
    },
    /** All the words the thesaurus knows, for correcting typos of them. */
    terms(): string[] {
      return [...new Set([...groups.keys(), ...ruleTargets.keys()])];
    },
    /**
     * The shop's words that begin so (a word being typed): none is an empty list; null when there
     * are too many to name, or the shop's words are not known (narrowedToShop knows them).
     */
    completions(_beginning: string): string[] | null {
      return null;
    },
    /** Every word a search may be widened to: the terms and the owner's synonyms' words. */
    words(): string[] {
      return [...new Set([...groups.keys(), ...ruleTargets.keys(), ...[...ruleTargets.values()].flat()])];
    },
  };
}
export type Thesaurus = ReturnType<typeof createThesaurus>;

/**
 * The thesaurus as one shop searches with it: a word's meanings are only the spellings the shop's
 * products have (`inShop`), so a search for diya asks its index for diya, deepam and lamp, not for
 * the ten spellings no product uses. Each spelling asked costs the search as many index lookups
 * and ranking work whether it is there or not. A word none of whose meanings the shop has keeps
 * them all (it finds nothing either way, and "did you mean" reads them).
 */
export function narrowedToShop(thesaurus: Thesaurus, inShop: ReadonlySet<string>, shopWords: readonly string[]): Thesaurus {
  return {
    ...thesaurus,
    meanings(word: string): string[] {
      const all = thesaurus.meanings(word);
      const present = all.filter((meaning) => inShop.has(meaning));
      return present.length > 0 ? present : all;
    },
    completions(beginning: string): string[] | null {
      const found = shopWords.filter((word) => word.startsWith(beginning));
      return found.length <= MAX_COMPLETIONS ? found : null;
    },
  };
}

/**
 * A beginning with more of the shop's words than this is searched as a beginning (br:*). Whole
 * words are cheaper for the index however many there are (a beginning is looked up in the whole
 * catalogue, words one search slice at a time: 'copper bo' took 418 ms as `copper & bo:*` at
 * 10,00,000 products); the limit keeps the query's text short. The generated catalogue's commonest
 * two letters begin 34 of its words.
 */
export const MAX_COMPLETIONS = 64;

/** pg_trgm's trigrams of one word: lower-case, padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return found;
}

/** pg_trgm's similarity() of two words: shared trigrams over all trigrams (0–1). */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** A correction applied without asking: 'brss' → 'brass' scores 0.375. */
export const CORRECT_AT = 0.35;
/** A weaker correction, only offered ("Did you mean …") when the search found nothing. */
export const SUGGEST_AT = 0.25;

export interface Correction { word: string; to: string; similarity: number }

/** The closest of `terms` to `word` at `threshold` or above, or undefined. */
export function nearestTerm(word: string, terms: Iterable<string>, threshold = SUGGEST_AT): Correction | undefined {
  let best: Correction | undefined;
  for (const term of terms) {
    const similarity = trigramSimilarity(word, term);
    if (similarity >= threshold && (!best || similarity > best.similarity)) best = { word, to: term, similarity };
  }
  return best;
}

/** A word worth correcting: letters only and three or more (numbers, SKUs and short words are taken as typed). */
export function isCorrectable(word: string): boolean {
  return word.length >= 3 && /^[\p{L}\p{M}]+$/u.test(word);
}

/**
 * A word for a tsquery: letters and digits only (queryWords guarantees it; checked again because
 * this text is parsed by to_tsquery), optionally a prefix (`:*`) and restricted to weights.
 */
function lexeme(word: string, prefix: boolean, weights: string): string {
  if (!/^[\p{L}\p{M}\p{N}]+$/u.test(word)) throw new Error(`not a search word: ${word}`);
  const marks = `${prefix ? '*' : ''}${weights}`;
  return marks ? `${word}:${marks}` : word;
}

export interface TsQueryOptions {
  /** This word of the last group matches as a beginning of words (typing: 'bra' finds brass); the others as words. */
  beginning?: string;
  /** Only these weights (A name, B category, subcategory and SKUs, C description). */
  weights?: string;
}

/**
 * to_tsquery text: every group must match (AND), any word of a group will do (OR). Each group is
 * the meanings of one word of the query.
 */
export function toTsQueryText(groups: readonly (readonly string[])[], options: TsQueryOptions = {}): string {
  return groups.map((group, i) => {
    const last = i === groups.length - 1;
    const words = group.map((w) => lexeme(w, last && w === options.beginning, options.weights ?? ''));
    return words.length === 1 ? words[0]! : `(${words.join(' | ')})`;
  }).join(' & ');
}
