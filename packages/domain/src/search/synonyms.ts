import { z } from 'zod';
import { createThesaurus, queryWords, type SynonymRule } from './search-words.ts';

export const MAX_SYNONYM_WORDS = 10;

/** One word as the search sees it (queryWords): the text must be exactly one such word. */
function oneWord(label: string) {
  return z.string({ error: `${label} is required` }).trim().toLowerCase()
    .min(1, `${label} is required`)
    .max(40, `${label} must be at most 40 characters`)
    .refine((value) => queryWords(value).length === 1 && queryWords(value)[0] === value.normalize('NFKC'), `${label} must be one word of letters or digits`);
}

/** The console's synonym form: a word shoppers type, and the words of the shop it means. */
export const synonymBodySchema = z.object({
  term: oneWord('Word'),
  words: z.array(oneWord('Each meaning'), { error: 'Meanings are required' })
    .min(1, 'Give at least one word it means')
    .max(MAX_SYNONYM_WORDS, `At most ${MAX_SYNONYM_WORDS} words`)
    .transform((words) => [...new Set(words)]),
}).strict();
export type SynonymBody = z.output<typeof synonymBodySchema>;

/**
 * Why a rule cannot be added beside the others, or null. It loops when its word is among its own
 * meanings, or when following the owner's synonyms from one of its meanings leads back to its
 * word (a → b beside b → a): such a rule says nothing and would only confuse the next reader.
 */
export function synonymProblem(rule: SynonymRule, others: readonly SynonymRule[]): string | null {
  if (rule.words.includes(rule.term)) return `"${rule.term}" cannot mean itself`;
  const targets = new Map<string, string[]>();
  for (const other of others) targets.set(other.term, [...(targets.get(other.term) ?? []), ...other.words]);
  const seen = new Set<string>();
  const queue = [...rule.words];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (next === rule.term) return `This would loop: "${rule.term}" already follows from one of its meanings`;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(targets.get(next) ?? []));
  }
  if (createThesaurus().meanings(rule.term).length > 1 && rule.words.every((w) => createThesaurus().meanings(rule.term).includes(w))) {
    return `"${rule.term}" already means ${rule.words.join(', ')} in the built-in vocabulary`;
  }
  return null;
}
