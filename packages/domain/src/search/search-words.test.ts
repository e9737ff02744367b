import { describe, expect, it } from 'vitest';
import { MAX_COMPLETIONS, createThesaurus, isCorrectable, narrowedToShop, nearestTerm, queryWords, singularForms, toTsQueryText, trigramSimilarity } from './search-words.ts';
import { synonymBodySchema, synonymProblem } from './synonyms.ts';

describe('queryWords', () => {
  it('keeps letters and digits of any script, lower-cased; everything else only separates words', () => {
    expect(queryWords('Brass & | ! :* (Diya)')).toEqual(['brass', 'diya']);
    expect(queryWords("'; DROP TABLE products; --")).toEqual(['drop', 'table', 'products']);
    expect(queryWords('🪔 दीया')).toEqual(['दीया']);
    expect(queryWords('!!! ***')).toEqual([]);
  });
  it('drops stop words unless nothing else is left, and keeps at most eight words', () => {
    expect(queryWords('a diya for the pooja')).toEqual(['diya', 'pooja']);
    expect(queryWords('the and of')).toEqual(['the', 'and', 'of']);
    expect(queryWords('a b c d e f g h i j k l')).toHaveLength(8);
  });
});

describe('the thesaurus', () => {
  const thesaurus = createThesaurus();
  it('widens a word to every spelling of its meaning, itself first', () => {
    expect(thesaurus.meanings('chandi')).toEqual(expect.arrayContaining(['chandi', 'silver']));
    expect(thesaurus.meanings('chandi')[0]).toBe('chandi');
    expect(thesaurus.meanings('lamp')).toEqual(expect.arrayContaining(['diya', 'deepak']));
    expect(thesaurus.meanings('puja')).toContain('pooja');
    expect(thesaurus.meanings('uruli')).toContain('urli');
  });
  it('knows plurals by their singular', () => {
    expect(singularForms('diyas')).toContain('diya');
    expect(singularForms('boxes')).toContain('box');
    expect(thesaurus.meanings('diyas')).toEqual(expect.arrayContaining(['diyas', 'diya', 'lamp']));
    expect(thesaurus.knownForm('glass')).toBe('glass');
  });
  it('follows the owner\'s synonyms to their end', () => {
    const owned = createThesaurus([{ term: 'jyoti', words: ['qandil'] }, { term: 'qandil', words: ['lantern'] }]);
    expect(owned.meanings('jyoti')).toEqual(expect.arrayContaining(['qandil', 'lantern']));
    expect(owned.meanings('lantern')).toEqual(['lantern']);
  });
  it('leaves an unknown word alone', () => expect(thesaurus.meanings('xylophone')).toEqual(['xylophone']));
});

describe('the thesaurus of one shop', () => {
  const shopWords = ['brass', 'bracelet', 'deepam', 'diya', 'lamps', 'sheesham', 'shelf'];
  const shop = narrowedToShop(createThesaurus(), new Set(['brass', 'diya', 'deepam', 'lamp']), shopWords);
  it('asks only for the spellings the shop has', () => {
    expect(shop.meanings('pital')).toEqual(['brass']);
    expect(shop.meanings('diya').sort()).toEqual(['deepam', 'diya', 'lamp']);
  });
  it('keeps every spelling of a word the shop has none of, and an unknown word as it is', () => {
    expect(shop.meanings('chandi')).toEqual(createThesaurus().meanings('chandi'));
    expect(shop.meanings('xylophone')).toEqual(['xylophone']);
  });
  it('completes a word being typed to the shop\'s words, or leaves it a beginning', () => {
    expect(shop.completions('bra')).toEqual(['brass', 'bracelet']);
    expect(shop.completions('she')).toEqual(['sheesham', 'shelf']);
    expect(shop.completions('zz')).toEqual([]);
    const many = narrowedToShop(createThesaurus(), new Set(), Array.from({ length: MAX_COMPLETIONS + 1 }, (_, i) => `bar${i}`));
    expect(many.completions('ba')).toBeNull();
    expect(createThesaurus().completions('bra')).toBeNull();
  });
});

describe('corrections', () => {
  it('scores like pg_trgm', () => {
    expect(trigramSimilarity('brss', 'brass')).toBeCloseTo(0.375);
    expect(trigramSimilarity('diya', 'diya')).toBe(1);
  });
  it('finds the nearest term over the threshold only', () => {
    expect(nearestTerm('pittall', ['pittal', 'tamba'])?.to).toBe('pittal');
    expect(nearestTerm('zzz', ['pittal', 'tamba'])).toBeUndefined();
  });
  it('corrects words of three letters or more only', () => {
    expect(isCorrectable('br')).toBe(false);
    expect(isCorrectable('b7x-2')).toBe(false);
    expect(isCorrectable('brss')).toBe(true);
  });
});

describe('toTsQueryText', () => {
  it('ANDs the groups and ORs their words, with a prefix and weights when asked', () => {
    expect(toTsQueryText([['brass', 'pital'], ['diya']])).toBe('(brass | pital) & diya');
    expect(toTsQueryText([['pooja'], ['th']], { beginning: 'th', weights: 'AB' })).toBe('pooja:AB & th:*AB');
    expect(toTsQueryText([['pital'], ['thali', 'th']], { beginning: 'th' })).toBe('pital & (thali | th:*)');
  });
  it('refuses anything but a word (no input reaches to_tsquery as syntax)', () => {
    expect(() => toTsQueryText([['a|b']])).toThrow();
  });
});

describe('owner synonyms', () => {
  it('takes one word each, lower-cased', () => {
    expect(synonymBodySchema.parse({ term: ' Jyoti ', words: ['Diya', 'diya'] })).toEqual({ term: 'jyoti', words: ['diya'] });
    expect(synonymBodySchema.safeParse({ term: 'two words', words: ['diya'] }).success).toBe(false);
    expect(synonymBodySchema.safeParse({ term: 'jyoti', words: [] }).success).toBe(false);
    expect(synonymBodySchema.safeParse({ term: '', words: ['diya'] }).success).toBe(false);
  });
  it('refuses a rule that means itself or loops through the others', () => {
    expect(synonymProblem({ term: 'a', words: ['a'] }, [])).toMatch(/itself/);
    expect(synonymProblem({ term: 'b', words: ['a'] }, [{ term: 'a', words: ['b'] }])).toMatch(/loop/);
    expect(synonymProblem({ term: 'c', words: ['a'] }, [{ term: 'a', words: ['b'] }, { term: 'b', words: ['c'] }])).toMatch(/loop/);
    expect(synonymProblem({ term: 'jyoti', words: ['diya'] }, [{ term: 'a', words: ['b'] }])).toBeNull();
  });
});
