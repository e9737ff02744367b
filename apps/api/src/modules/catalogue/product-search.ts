import { and, asc, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  CORRECT_AT, SEARCH_COUNT_CAP, SKU_PATTERN, SUGGEST_AT, VARIANT_LIMITS, isCorrectable, nearestTerm, queryWords, toTsQueryText,
  type ProductListQuery, type Thesaurus,
} from '@dhatu/domain';
import type { Suggestions } from '@dhatu/domain/contracts';
import type { Db } from '../../db/client.ts';
import { executeShape, withPlaceholders } from '../../db/named-statement.ts';
import { SEARCH_SLICE_SIZE, categories, products, productsSearchOrder, productVariants } from '../../db/schema/index.ts';
import { inIds, priceRangeCondition, visible } from './products.repository.ts';

/**
 * Product search (issue 28, decision 45), the way the PostgreSQL documentation pairs pg_trgm with
 * full-text search: each word of the query is corrected against the catalogue's own words
 * (search_words, trigram-indexed) and widened to every spelling of its meaning (the thesaurus);
 * the words then go to the GIN-indexed `products.search_tsv`. At most SEARCH_COUNT_CAP + 1
 * products are read as candidates — name and category matches first — and only those are ranked
 * and counted, so a search costs about the same at 10,000 products as at a million.
 */

/** One word of the query as searched: what was typed, what it became, and every spelling it stands for. */
export interface SearchedWord {
  typed: string;
  /** The typed word, or the shop's word it was corrected to. */
  word: string;
  meanings: string[];
  /** A weaker correction, offered only when nothing is found. */
  offered?: string;
}

type Nearest = { to: string; similarity: number } | null;
/** A word's nearest words: of the shop (search_words) and of the thesaurus's terms. */
interface Nearness { inShop: Nearest; inThesaurus: Nearest }

/**
 * Each shop's corrections, by the thesaurus they were made with: the shop's thesaurus is read
 * again when the catalogue changes (shop-thesaurus.ts), and its corrections go with it. Shoppers
 * make the same typos: most are then a lookup, not a query, nor a comparison with every term.
 */
const correctionsByThesaurus = new WeakMap<Thesaurus, LRUCache<string, Nearness>>();
const CORRECTIONS_KEPT = 5_000;

/** The nearest word of the catalogue (KNN on the trigram GiST index: one probe each) and of the thesaurus to each word. */
async function nearestWords(db: Db, thesaurus: Thesaurus, words: string[]): Promise<Map<string, Nearness>> {
  let kept = correctionsByThesaurus.get(thesaurus);
  if (!kept) {
    kept = new LRUCache({ max: CORRECTIONS_KEPT });
    correctionsByThesaurus.set(thesaurus, kept);
  }
  const unknown = words.filter((word) => !kept.has(word));
  if (unknown.length > 0) {
    const result = await db.execute<{ typed: string; word: string | null; similarity: number | null }>(sql`
      select q.typed, best.word, best.similarity from unnest(${sql.param(unknown)}::text[]) as q(typed)
      left join lateral (
        select w.word, similarity(w.word, q.typed) as similarity from search_words w order by w.word <-> q.typed limit 1
      ) best on true`);
    const terms = thesaurus.terms();
    for (const row of result.rows) {
      kept.set(row.typed, {
        inShop: row.word === null ? null : { to: row.word, similarity: Number(row.similarity) },
        inThesaurus: nearestTerm(row.typed, terms) ?? null,
      });
    }
  }
  return new Map(words.map((word) => [word, kept.get(word) ?? { inShop: null, inThesaurus: null }]));
}

/**
 * The query's words, each corrected and widened. A word the thesaurus knows (chandi, puja, diyas)
 * or the shop has is kept as typed; an unknown word becomes the closest word of the shop or the
 * thesaurus when it is close enough (brss → brass), and is otherwise searched as typed.
 */
export async function understandQuery(db: Db, thesaurus: Thesaurus, query: string): Promise<SearchedWord[]> {
  const typed = queryWords(query);
  const unknown = typed.filter((w) => !thesaurus.knownForm(w) && isCorrectable(w));
  const nearest = await nearestWords(db, thesaurus, unknown);
  return typed.map((word) => {
    const near = nearest.get(word);
    if (!near) return { typed: word, word, meanings: thesaurus.meanings(word) };
    if (near.inShop?.to === word) return { typed: word, word, meanings: [word] };
    const best = [near.inShop, near.inThesaurus].filter((c) => c !== null).sort((a, b) => b.similarity - a.similarity)[0];
    if (best && best.similarity >= CORRECT_AT) return { typed: word, word: best.to, meanings: thesaurus.meanings(best.to) };
    if (best && best.similarity >= SUGGEST_AT) return { typed: word, word, meanings: [word], offered: best.to };
    return { typed: word, word, meanings: [word] };
  });
}

/**
 * The tsquery texts of a search: every meaning (to match), and the words themselves in the name (to
 * rank). `beginning`: the last word's meaning searched as a beginning of words (suggestions).
 */
function queryTexts(words: SearchedWord[], beginning: string | undefined) {
  return {
    all: toTsQueryText(words.map((w) => w.meanings), { beginning }),
    literal: toTsQueryText([words.map((w) => w.word)], { beginning, weights: 'A' }),
    /** Each word's spellings, for the pairs of names (a beginning, bra:*, has no pairs: null). */
    pairs: beginning === undefined ? words.map((w) => w.meanings.join(' ')) : null,
  };
}

interface RankOptions {
  order?: 'rank' | 'price' | '-price'; limit: number; offset?: number; cap?: number;
  /**
   * Look for the candidates in the table's first pages before asking the index (FIRST_PAGES): for
   * a few candidates of a common beginning (br:* — every brass piece), which the index answers by
   * gathering every match of the whole catalogue first.
   */
  firstPagesFirst?: boolean;
  /**
   * Products matching only in their descriptions are looked for when fewer than this many match in
   * their names (default: the cap, for the count). Suggestions show five: five names are enough.
   */
  descriptionsBelow?: number;
  /** A meaning of the last word searched as a beginning of words (suggestions: a word being typed). */
  beginning?: string;
  /**
   * In a catalogue searched slice by slice, look only in the newest slices (SLICES_ONE_BY_ONE):
   * suggestions are a hint, and a text that finds few would otherwise ask the whole index twice
   * (names, then descriptions) on every key press. Pressing Enter searches everything.
   */
  newestOnly?: boolean;
  /** The query as typed: a variant's SKU (DH-KD-2) finds its product first, whatever its words. */
  sku?: string;
  /** Also answer what the search box shows of each product of the page, in the same round trip (suggestions). */
  withRows?: boolean;
}

/** What the search box shows of a suggested product, as the ranking query answers it (withRows). */
interface SuggestedRow { id: string; name: string; image: string | null; price_paise: number }

/**
 * Ids of the best `limit` products after `offset`, and how many matched (at most the cap + 1).
 * Candidates: products matching every word in their name, category names or SKUs (`name_tsv`,
 * whose GIN index answers without rechecking rows), then those matching in their descriptions
 * (`search_tsv`), at most cap + 1 in all, in index order; only they are ranked: name tier, then
 * ts_rank on the small name vector (a name word weighs 1, a category word 0.1, the typed word
 * counts again over its synonyms), then newest. A chosen sort (price) orders the same candidates.
 */
async function rankedIds(db: Db, thesaurus: Thesaurus, words: SearchedWord[], filters: SQL | undefined, options: RankOptions) {
  if (words.length === 0) return { found: 0, ids: [], rows: [] };
  const { order = 'rank', limit, offset = 0, cap = SEARCH_COUNT_CAP + 1, sku = '', firstPagesFirst = false, beginning } = options;
  const texts = queryTexts(words, beginning);
  // Only the parts a search needs are written: planning was a fifth of the database's time per
  // search, and a part that finds nothing (a SKU lookup for words with spaces, a first look that
  // suggestions alone make) still costs its planning.
  const skuLike = isSkuLike(sku) ? sku.trim() : null;
  const sliced = beginning === undefined && await slicedCatalogue(db, thesaurus);
  const shape: RankingShape = {
    order, cap, firstPagesFirst, descriptionsBelow: Math.min(options.descriptionsBelow ?? cap, cap), bySku: skuLike !== null,
    sliced, newestOnly: options.newestOnly === true, withRows: options.withRows === true,
    byPairs: sliced && (texts.pairs?.length ?? 0) >= 2,
  };
  const filter = withPlaceholders(db, filters ?? sql`true`, 'filter');
  // Written once per shape, then only filled in; a named statement, planned once per connection (decision 45).
  const result = await executeShape<{ found: number; ids: string[] | null; rows?: SuggestedRow[] | null }>(
    db, `ranking ${JSON.stringify(shape)} where ${filter.shape}`, () => rankingQuery(shape, filter.sql),
    { all: texts.all, literal: texts.literal, pairs: texts.pairs, limit, offset, sku: skuLike, ...filter.values },
  );
  const row = result.rows[0];
  return { found: Number(row?.found ?? 0), ids: row?.ids ?? [], rows: row?.rows ?? [] };
}

/** Everything the ranking query's text depends on; the words, filter values and page are its placeholders. */
interface RankingShape {
  order: 'rank' | 'price' | '-price'; cap: number; firstPagesFirst: boolean; descriptionsBelow: number;
  bySku: boolean; sliced: boolean; newestOnly: boolean; withRows: boolean;
  /**
   * Two words or more, none a beginning, in a sliced catalogue: the index is asked for names by
   * their pairs (products.name_pairs). In a smaller one each word's postings are short, and the
   * pairs' query cost more than it saved (distinct searches: +0.17 ms of the database's CPU each
   * at 10,000 products, none saved at 1,00,000; −1.2 ms at 10,00,000).
   */
  byPairs: boolean;
}

/**
 * The ranking query of a shape, with placeholders: all and literal (the tsquery texts), pairs
 * (each word's spellings), limit, offset, sku, and the filter's own.
 */
function rankingQuery(shape: RankingShape, filter: SQL): SQL {
  const { order, cap, firstPagesFirst, descriptionsBelow, bySku: withSku } = shape;
  const orderBy = order === 'price' ? sql`r.sale_price_paise asc, r.id`
    : order === '-price' ? sql`r.sale_price_paise desc, r.id`
      : sql`r.tier, r.score desc, r.created_at desc, r.id`;
  // Each tsquery is a scalar subquery: parsed once when the query runs (an InitPlan) and a run-time
  // key of the GIN index scans. Written as a constant, the planner estimated each condition from the
  // column's word statistics: 1.9 of a search's 8.5 ms at 1,00,000 products, for a plan that was
  // the same GIN scan (0.25 ms of planning now; decision 45).
  const all = sql`(select to_tsquery('english', ${sql.placeholder('all')}))`;
  const literal = sql`(select to_tsquery('english', ${sql.placeholder('literal')}))`;
  const inNames = sql`products.name_tsv @@ ${all}`;
  // Several words (byPairs): a name that has them all has a pair of each two of them, and a pair's
  // postings are just the names having both, whereas each word lists every name that has it.
  // Common words seldom together in a name ("silver pooja thali": one name of a million) then cost
  // a few short lists, not an intersection of long ones (14.5 → 0.7 ms in the index). The pairs'
  // query matches exactly the names that have every word (migration 0021).
  const namesFromIndex = shape.byPairs ? sql`products.name_pairs @@ (select search_pairs_query(${sql.placeholder('pairs')}::text[]))` : inNames;
  // Each candidate brings what ranks it from the row the index led to: no second visit per row.
  const columns = sql`products.id, products.name_tsv, products.created_at, products.sale_price_paise`;
  const notBySku = withSku ? sql`products.id not in (select id from by_sku)` : sql`true`;
  const fromIndex = byIndex(columns, sql`${filter} and ${notBySku}`, cap, shape.sliced, shape.newestOnly);
  /**
   * A tier's candidates (names 0, descriptions 1): from the GIN index, or first from the table's
   * first pages when they hold a cap's worth (firstPagesFirst). Those rows are checked for
   * `matches`; the index is asked for `fromTheIndex`, the same rows asked another way.
   */
  const tier = (name: 'names' | 'descriptions', rank: number, matches: SQL, fromTheIndex = matches) => {
    const found = sql`select *, ${written(rank)} as tier from ${fromIndex(fromTheIndex)}`;
    if (!firstPagesFirst) return sql`${sql.raw(name)} as (${found})`;
    const first = sql.raw(`${name}_first`);
    return sql`${first} as (
      select ${columns}, ${written(rank)} as tier from products where products.ctid < ${sql.raw(`'(${FIRST_PAGES},0)'`)}::tid and ${matches} and ${filter} and ${notBySku} limit ${written(cap)}
    ), ${sql.raw(name)} as (
      (select * from ${first} where (select count(*) from ${first}) >= ${written(cap)})
      union all
      (${found} where (select count(*) from ${first}) < ${written(cap)})
    )`;
  };
  const bySku = withSku ? sql`by_sku as (
      select ${columns}, -1 as tier from products where products.id in (
        select ${productVariants.productId} from ${productVariants} where lower(${productVariants.sku}) = lower(${sql.placeholder('sku')}) and ${productVariants.retiredAt} is null
      ) and ${filter}
    ),` : sql``;
  const page = sql`select r.id from ranked r order by ${orderBy} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  // Suggestions take their products' rows in the same round trip: each query is a write to the
  // database's socket and a statement to run, as much again as the rows cost to read.
  const answer = shape.withRows
    ? sql`, page as (${page})
    select (select count(*) from candidates)::int as found, (select array_agg(id) from page) as ids,
      (select json_agg(json_build_object('id', p.id, 'name', p.name, 'image', p.images->>0, 'price_paise', p.sale_price_paise))
        from products p where p.id in (select id from page)) as rows`
    : sql`
    select (select count(*) from candidates)::int as found,
      (select array_agg(id) from (${page}) page) as ids`;
  return sql`
    with ${bySku}
    ${tier('names', 0, inNames, namesFromIndex)},
    ${tier('descriptions', 1, sql`products.search_tsv @@ ${all} and not (products.name_tsv @@ ${all})`)},
    candidates as (
      ${withSku ? sql`(select * from by_sku) union all` : sql``}
      (select * from names)
      union all
      (select * from descriptions ${descriptionsBelow < cap ? sql`where (select count(*) from names) < ${written(descriptionsBelow)}` : sql``})
      limit ${written(cap)}
    ), ranked as (
      select c.id, c.tier, c.created_at, c.sale_price_paise,
        ts_rank('{0.1, 0.1, 0.1, 1}', c.name_tsv, ${all}) + ts_rank('{0, 0, 0, 1}', c.name_tsv, ${literal}) as score
      from candidates c
    )${answer}`;
}

/**
 * The code's own numbers (caps, the first pages' bound, slice sizes) go into the text, not in
 * parameters: the ranking query is a named statement, and its generic plan cannot see a
 * parameter's value — with the first pages' bound as one it gathered the whole index's matches
 * instead of reading the first pages (7 ms instead of 0.4 for "fruit" at 1,00,000 products).
 * What the shopper sends (words, filters, page) stays a parameter.
 */
const written = (n: number) => sql.raw(String(Math.trunc(n)));

/** Whether a query could be a variant's SKU as typed (one word of a SKU's characters): only then is a SKU looked up. */
function isSkuLike(text: string): boolean {
  const typed = text.trim();
  return typed.length > 0 && typed.length <= VARIANT_LIMITS.sku && SKU_PATTERN.test(typed);
}

/**
 * The products that `matches`, at most `cap`, from the GIN indexes, which lead with the product's
 * search slice (products.search_slice): the newest SLICES_ONE_BY_ONE slices are asked one at a
 * time, newest first, then all older ones at once, stopping as soon as the cap is reached. A
 * common word's search then reads one slice's share of its postings: 'brass & diya' at 10,00,000
 * products took the index 32 ms whole and 1.5 ms a slice. A search that finds few asks every slice;
 * one by one, each ask costs ~0.1–1.3 ms (it descends every word's postings again), so past a few
 * slices the rest are asked together (suggestions: not at all, `newestOnly`). A catalogue under
 * SLICED_FROM slices, and a beginning (br:*, looked up in the whole index whatever the slice), ask
 * the index whole (`sliced` false).
 */
function byIndex(columns: SQL, conditions: SQL, cap: number, sliced: boolean, newestOnly: boolean) {
  const top = sql`(select (last_value / ${written(SEARCH_SLICE_SIZE)})::int from ${sql.identifier(productsSearchOrder.seqName!)})`;
  const newest = (matches: SQL) => sql`select ${columns} from generate_series(${top}, greatest(${top} - ${written(SLICES_ONE_BY_ONE - 1)}, 0), -1) as s(slice)
    cross join lateral (select ${columns} from products where products.search_slice = s.slice and ${matches} and ${conditions} limit ${written(cap)}) products`;
  // "+ 0": older slices are a check on the rows found, not a range for the index to gather.
  const older = (matches: SQL) => sql`select ${columns} from products
    where ${top} >= ${written(SLICES_ONE_BY_ONE)} and products.search_slice + 0 <= ${top} - ${written(SLICES_ONE_BY_ONE)} and ${matches} and ${conditions} limit ${written(cap)}`;
  const capped = (found: SQL) => sql`(select * from (${found}) found limit ${written(cap)}) as found`;
  return (matches: SQL) => {
    if (!sliced) return sql`(select ${columns} from products where ${matches} and ${conditions} limit ${written(cap)}) as found`;
    return capped(newestOnly ? newest(matches) : sql`(${newest(matches)}) union all (${older(matches)})`);
  };
}

/** How many of the newest search slices are asked one at a time (byIndex). */
const SLICES_ONE_BY_ONE = 8;

/**
 * Whether the catalogue is large enough to be searched slice by slice (SLICED_FROM slices or
 * more), read once per thesaurus (read again with it when the catalogue changes). A smaller one asks
 * its index whole: there, a search that finds few asks every slice in turn (and again for the
 * descriptions), which costs more than the whole index's answer — distinct searches were 15–30 %
 * slower sliced at 10,000 products and 10–20 % at 1,00,000, and 1.7× faster at 10,00,000. Only the
 * query's shape hangs on it: a shop that has just grown past it is still searched whole, and
 * completely, until the next change.
 */
const slicedByThesaurus = new WeakMap<Thesaurus, Promise<boolean>>();
function slicedCatalogue(db: Db, thesaurus: Thesaurus): Promise<boolean> {
  return keptWith(slicedByThesaurus, thesaurus, async () => {
    const result = await db.execute<{ sliced: boolean }>(sql`
      select last_value >= ${SEARCH_SLICE_SIZE * SLICED_FROM} as sliced from ${sql.identifier(productsSearchOrder.seqName!)}`);
    return result.rows[0]?.sliced === true;
  });
}
/** From how many search slices (of SEARCH_SLICE_SIZE products) a catalogue is searched slice by slice: 2,00,000 products. */
const SLICED_FROM = 8;

/**
 * What a search reads once per thesaurus: the shop's thesaurus is read again whenever the
 * catalogue or its categories change (shop-thesaurus.ts), and this goes with it. A failed read is
 * not kept.
 */
function keptWith<T>(kept: WeakMap<Thesaurus, Promise<T>>, thesaurus: Thesaurus, read: () => Promise<T>): Promise<T> {
  let value = kept.get(thesaurus);
  if (!value) {
    value = read();
    value.catch(() => kept.delete(thesaurus));
    kept.set(thesaurus, value);
  }
  return value;
}

/** The categories suggestions choose from, in the shop's order (one read per thesaurus, not one per key press). */
const categoriesByThesaurus = new WeakMap<Thesaurus, Promise<{ id: string; name: string; slug: string }[]>>();
// async: a Drizzle query is a thenable that runs again each time it is awaited; its promise runs once.
const shopCategories = (db: Db, thesaurus: Thesaurus) => keptWith(categoriesByThesaurus, thesaurus,
  async () => db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.position)));

export interface SearchPage { ids: string[]; total: number; capped: boolean; didYouMean: string | null }

/** A page of a product search with its filters: ids in ranked order, the (capped) count, and a way out when nothing matched. */
export async function searchProductIds(db: Db, thesaurus: Thesaurus, query: ProductListQuery): Promise<SearchPage> {
  const words = await understandQuery(db, thesaurus, query.search ?? '');
  const filters = and(
    visible,
    inIds(products.categoryId, [...query.categories, ...(query.category ? [query.category] : [])]),
    inIds(products.subcategoryId, query.subcategories),
    priceRangeCondition(query.priceRanges),
  );
  const order = query.sort === 'price' || query.sort === '-price' ? query.sort : 'rank';
  const options = { order, limit: query.limit, offset: (query.page - 1) * query.limit, sku: query.search } as const;
  let { found, ids } = await rankedIds(db, thesaurus, words, filters, options);
  // Enter pressed on a word cut short ("pooja th"): the box has just suggested products for it as
  // a beginning, so a search that finds nothing for it as a word looks for it so too.
  const completed = found === 0 ? lastWordCompleted(thesaurus, words) : null;
  if (completed) ({ found, ids } = await rankedIds(db, thesaurus, completed, filters, options));
  const capped = found > SEARCH_COUNT_CAP;
  const didYouMean = found === 0 ? await betterSearch(db, thesaurus, words, filters) : null;
  return { ids, total: Math.min(found, SEARCH_COUNT_CAP), capped, didYouMean };
}

/**
 * The words with the last one, as typed, widened to the shop's words that begin so (th → thali,
 * thread), or null when it is a word in its own right (the shop's, the thesaurus's, a correction
 * of one) or begins none or too many of them.
 */
function lastWordCompleted(thesaurus: Thesaurus, words: SearchedWord[]): SearchedWord[] | null {
  const last = words.at(-1);
  if (!last || last.word !== last.typed || thesaurus.knownForm(last.typed)) return null;
  const completions = thesaurus.completions(last.typed);
  if (!completions?.length || completions.includes(last.typed)) return null;
  return [...words.slice(0, -1), { ...last, meanings: completions }];
}

/**
 * Nothing matched: the query with each word at its nearest word of the shop or the thesaurus,
 * offered only if it differs and finds something (a suggestion that also finds nothing is no help).
 */
async function betterSearch(db: Db, thesaurus: Thesaurus, words: SearchedWord[], filters: SQL | undefined): Promise<string | null> {
  if (words.length === 0 || !words.some((w) => w.offered)) return null;
  const better = words.map((w) => (w.offered ? { typed: w.typed, word: w.offered, meanings: thesaurus.meanings(w.offered) } : w));
  const { found } = await rankedIds(db, thesaurus, better, filters, { limit: 1, cap: 1 });
  return found > 0 ? better.map((w) => w.word).join(' ') : null;
}

/**
 * How far the first look goes (firstPagesFirst): about 5,000 products. When they hold the
 * candidates wanted, these are the very rows the index would give (both read in the table's order
 * and stop at the cap), for 0.2 ms instead of 12 ms for br:* at 1,00,000 products; when they do not,
 * the look cost ~1 ms and the index answers.
 */
const FIRST_PAGES = 250;

export const SUGGESTED_PRODUCTS = 5;
/** Suggestions rank this many name matches at most: the box shows five. */
const SUGGESTION_CANDIDATES = 50;

/**
 * What the search box suggests for what has been typed so far: the last word is a beginning
 * (bra → brass), the others are corrected and widened as in a search. Categories match by any
 * spelling of a word (chandi → Silver) or by the beginning of their name.
 */
export async function suggest(db: Db, thesaurus: Thesaurus, text: string): Promise<Suggestions> {
  const typedLetters = text.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  const understood = await understandQuery(db, thesaurus, text);
  // A last letter typed after other words narrows nothing yet (d:* is every word beginning with d,
  // and costs the index all their rows): the words before it are suggested for until the next letter.
  const words = understood.length > 1 && understood.at(-1)!.typed.length === 1 ? understood.slice(0, -1) : understood;
  if (typedLetters.length < 2 || words.length === 0) return { products: [], categories: [] };
  const last = words.at(-1)!;
  // The last word is still being typed: the shop's words that begin so (bras → brass), its
  // correction and its meanings, all as whole words — they let the index skip to the rows that have
  // the other words too (12 → 1 ms for 'royal antique bras' at 1,00,000 products), where a
  // beginning (br:*) makes it gather every match of every word so beginning. It is searched as a
  // beginning only when the shop has too many words so beginning to name, when nothing else stands
  // for it, or when it has digits (a part of a SKU).
  const completions = thesaurus.completions(last.typed);
  const wholeWords = [...(completions ?? []), ...(last.word !== last.typed ? last.meanings : []), ...(thesaurus.knownForm(last.typed) ? thesaurus.meanings(last.typed) : [])];
  const beginning = completions === null || wholeWords.length === 0 || /\p{N}/u.test(last.typed) ? last.typed : undefined;
  const asTyped = [...words.slice(0, -1), { ...last, meanings: [...new Set([...wholeWords, ...(beginning ? [beginning] : [])])] }];
  const [{ ids, rows }, categoryRows] = await Promise.all([
    rankedIds(db, thesaurus, asTyped, visible, {
      limit: SUGGESTED_PRODUCTS, beginning, cap: SUGGESTION_CANDIDATES, firstPagesFirst: true,
      descriptionsBelow: SUGGESTED_PRODUCTS, newestOnly: true, withRows: true,
    }),
    shopCategories(db, thesaurus),
  ]);
  const byId = new Map(rows.map((p) => [p.id, p]));
  const meanings = new Set(asTyped.flatMap((w) => w.meanings));
  const matchesCategory = (name: string) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((part) =>
    meanings.has(part) || part.startsWith(last.typed) || [...meanings].some((m) => part === `${m}s`));
  return {
    products: ids.map((id) => byId.get(id)).filter((p) => p !== undefined).map((p) => ({
      _id: p.id, name: p.name, image: p.image, discountedPrice: p.price_paise / 100,
    })),
    categories: categoryRows.filter((c) => matchesCategory(c.name)).map((c) => ({ _id: c.id, name: c.name, slug: c.slug })),
  };
}
