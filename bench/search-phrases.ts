/**
 * What shoppers type (issue 28): real phrases with their typos, Hinglish and plurals, for the
 * "distinct searches" and "suggestions" rows. Every request is a different query: the phrases are
 * crossed with page sizes (a different answer to keep, so no cache serves a repeat), and
 * suggestions take every beginning of every phrase.
 */
export const SEARCH_PHRASES = [
  'brss diya', 'brass diya', 'pital diya', 'peetal lota', 'chandi thali', 'silver pooja thali', 'puja thali', 'pooja thali set',
  'uruli', 'urli', 'brass urli', 'tamba lota', 'copper tumbler', 'copper bottle', 'silvr kumkum box', 'kumkum dibbi',
  'alumnium handi', 'aluminium kadai', 'kadhai', 'sheesam spoon', 'wooden spoon set', 'ganesa idol', 'ganpati murti', 'laxmi idol',
  'lakshmi diya', 'akhand deepak', 'deepak', 'diyas', 'hanging lamp', 'brass bell', 'pooja ghanti', 'temple bell',
  'jhumki', 'oxidised jhumka', 'brass bangles', 'silver pendant', 'peacok pendant', 'payal', 'anklet', 'kalash',
  'kalasam', 'mangal kalash', 'brass thali set', 'dinner thali', 'fruit bowl', 'silver bowl', 'katori set', 'tumblr',
  'glass tumbler', 'wall plate', 'mandala wall plate', 'candle stand', 'tealight holders', 'planter', 'hanging planter', 'vase',
  'bud vase', 'elephant figurine', 'haathi', 'nandi', 'buddha', 'chai kettle', 'tea kettle', 'masala dabba',
  'spice box', 'keepsake box', 'jewellery box', 'coin', 'silver coin', 'dhanteras gift', 'engraved bowl', 'hammered tumbler',
  'antique brass', 'moradabad brass', 'jaipur silver', 'kerala urli', 'temple jhumkas', 'royal thali', 'festive diya', 'heritage lamp',
] as const;

/**
 * Distinct search paths: each phrase at each page size from 12 to 24, in each order, on its first
 * three pages (9,360 in all, more than a cell sends even at 1,000 searches a second; around the list
 * page's 16, so an answer weighs what a shopper's does). With fewer (720 before) a fast shop asked
 * every path twice and its answer cache served the second asking: the row measured hits, not searches.
 */
export function distinctSearchPaths(): string[] {
  const paths: string[] = [];
  for (const page of [1, 2, 3]) {
    for (const sort of ['none', 'price', '-price']) {
      for (let limit = 12; limit <= 24; limit++) {
        for (const phrase of SEARCH_PHRASES) paths.push(`/api/products?search=${encodeURIComponent(phrase)}&limit=${limit}&sort=${sort}&page=${page}`);
      }
    }
  }
  return paths;
}

/** Suggestion paths: every beginning of two letters or more of every phrase, with the adjectives of the generated catalogue before it. */
export function suggestionPaths(): string[] {
  const starts = ['', 'antique ', 'royal ', 'classic ', 'temple ', 'festive ', 'heritage ', 'vintage ', 'minimal ', 'mughal ', 'lotus '];
  const paths = new Set<string>();
  for (const start of starts) {
    for (const phrase of SEARCH_PHRASES) {
      const text = start + phrase;
      for (let end = 2; end <= text.length; end++) {
        const q = text.slice(0, end);
        if (!q.endsWith(' ')) paths.add(`/api/search/suggest?q=${encodeURIComponent(q)}`);
      }
    }
  }
  return [...paths];
}
