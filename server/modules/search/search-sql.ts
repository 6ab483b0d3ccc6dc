import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from './search-words';

/**
 * The SQL of a product search: a derived table of the products whose words (product_search_word, the
 * segmented search text one row per word) match the query, with what relevance needs. Every lookup is a
 * b-tree probe of (store_id, word): exact vocabulary words, or a prefix range for a 1-2 character word
 * whose vocabulary words are too many to list. Each word row carries its product's visibility and status
 * (migration 0004), so the hits are filtered without reading product rows.
 *
 * Several query words: when at least 100 products match the most of them, only those are hits (FEW_BEST).
 * Relevance, highest first: how many query words matched; how many in the store view's own language
 * (a Thai shop's "chicken" matches English names, ranked below Thai matches); how many in the name; how
 * in the name of one of the product's categories (migration 0060); how many as typed (not corrected,
 * switched from the wrong keyboard layout or romanised); then the shorter
 * name (a name that is mostly the query); product id last (in ORDER BY) so equal scores page
 * deterministically.
 */

/** Where one query word is found: vocabulary words of one store view, and how they were reached. */
export interface WordSource {
  storeId: number;
  /** Vocabulary words standing for the query word (listed), unless `prefix` is set. */
  words: readonly string[];
  /** A short word with more vocabulary words than can be listed: matched as a prefix range instead. */
  prefix?: string;
  /** As typed (not a correction, a keyboard-layout switch or a romanisation). */
  typed: boolean;
  /** In the store view's own texts (not the other language's). */
  own: boolean;
}

export interface PlannedWord {
  text: string;
  sources: readonly WordSource[];
}

export interface SearchHit {
  product_id: number;
  matched: number;
  own: number;
  in_name: number;
  in_category: number;
  typed: number;
  name_length: number;
}

/**
 * A query of one word found one way (one store view, all as typed or all reached the same way): every hit
 * matches one query word with the same flags, so relevance is "in the name, shorter name, product id" with
 * "in a category name" next — the order of product_search_word_rank_idx, and a page can be read from index order (search-page.ts).
 */
export interface SingleWordSearch {
  storeId: number;
  words: readonly string[];
}

export interface SearchSql {
  /** Derived table of the hits among products of these visibilities; join as `s` on s.product_id = p.product_id. */
  hits(visibility: readonly number[]): RawBuilder<SearchHit>;
  score: RawBuilder<number>;
  /** Set when the page can come from index order (see SingleWordSearch). */
  single: SingleWordSearch | null;
  /** What decides the hits and their ranking (planKey). */
  plan: string;
  /** The key of a precomputed result (resultKey, search-results.ts). */
  resultKey: string;
}

/**
 * The query words with every source (store view, vocabulary words or prefix, flags), in planned order: two
 * searches with the same key have the same hits and the same ranking. The word texts are left out (only
 * what they were looked up as counts).
 */
export function planKey(words: readonly PlannedWord[]): string {
  return JSON.stringify(words.map((word) => word.sources.map((source) => [source.storeId, source.prefix ?? null, source.words, source.typed, source.own])));
}

/**
 * What decides the hits of a search and, when every hit matches every query word, their ranking: the query
 * words (in any order) with their sources' store views and vocabulary words (or prefix), and the typed and
 * own flags only of a word whose sources differ in them. A flag all of a word's sources share is then the
 * same for every hit (each hit has a row of that word), so it adds the same to every score: "khao niao"
 * (romanised) ranks its hits as "ข้าวเหนียว" (typed) does. Where some hits match fewer words (fewer than
 * FEW_BEST match them all), the flags decide between them: precomputed results check planKey then.
 */
export function resultKey(words: readonly PlannedWord[]): string {
  return JSON.stringify(words.map((word) => {
    const sources = word.sources.map((source) => JSON.stringify([source.storeId, source.prefix ?? null, source.words])).sort();
    const flags = new Set(word.sources.map((source) => `${source.typed}:${source.own}`));
    return flags.size <= 1
      ? JSON.stringify(sources)
      : JSON.stringify(word.sources.map((source) => JSON.stringify([source.storeId, source.prefix ?? null, source.words, source.typed, source.own])).sort());
  }).sort());
}

function sourceSql(source: WordSource, index: number, visibility: readonly number[]): RawBuilder<unknown> {
  const match = source.prefix !== undefined
    ? sql`w.word like ${`${escapeLike(source.prefix)}%`}`
    : sql`w.word in (${sql.join([...source.words])})`;
  return sql`select w.product_id, w.in_name, w.in_category, w.name_length, ${sql.lit(1 << index)} as bit,
      ${sql.lit(source.typed)} as typed, ${sql.lit(source.own)} as own
    from product_search_word w
    where w.store_id = ${source.storeId} and ${match} and w.enabled and w.visibility in (${sql.join(visibility.map((v) => sql.lit(v)))})`;
}

/** With at least this many products matching the most query words, those alone are the hits (see hits()). */
const FEW_BEST = 100;

const NO_MATCH = sql`select 0 as product_id, false as in_name, false as in_category, 0 as name_length, 0 as bit, false as typed, false as own where false`;

/** A search that matches nothing (a term of punctuation only). */
export function emptySearch(): SearchSql {
  return searchSql([]);
}

function singleWord(words: readonly PlannedWord[]): SingleWordSearch | null {
  if (words.length !== 1) return null;
  const sources = words[0]?.sources ?? [];
  const [source] = sources;
  if (sources.length !== 1 || !source || source.prefix !== undefined || source.words.length === 0) return null;
  return { storeId: source.storeId, words: source.words };
}

/**
 * The hits by grouping every word row per product (any number of words); for several words, only the
 * products matching the most words when at least FEW_BEST do. Tests compare the joined hits with it.
 */
export function groupedHits(words: readonly PlannedWord[], visibility: readonly number[]): RawBuilder<SearchHit> {
  const sources = words.flatMap((word, index) => word.sources.map((source) => sourceSql(source, index, visibility)));
  const matches = sources.length > 0 ? sql.join(sources, sql` union all `) : NO_MATCH;
  // One bit per query word (at most MAX_SEARCH_WORDS = 8): OR-ing bits is a cheap hash aggregate where
  // count(distinct) sorted every group (the largest cost at 100,000 products); bit_count counts words.
  const grouped = sql<SearchHit>`(select g.product_id,
      bit_count(g.matched::bit(8))::int as matched,
      bit_count(g.own::bit(8))::int as own,
      bit_count(g.in_name::bit(8))::int as in_name,
      bit_count(g.in_category::bit(8))::int as in_category,
      bit_count(g.typed::bit(8))::int as typed,
      g.name_length
    from (select m.product_id,
        bit_or(m.bit) as matched,
        bit_or(case when m.own then m.bit else 0 end) as own,
        bit_or(case when m.in_name then m.bit else 0 end) as in_name,
        bit_or(case when m.in_category then m.bit else 0 end) as in_category,
        bit_or(case when m.typed then m.bit else 0 end) as typed,
        min(m.name_length)::int as name_length
      from (${matches}) as m group by m.product_id) as g)`;
  if (words.length < 2) return grouped;
  // Several words, and at least FEW_BEST products match the most of them: only those are hits. "Talat
  // Select rice" at 100,000 products is then the 4,700 rice products of that brand, not also every other
  // Talat Select product and all rice (45,000 products, which every count, sort and facet had to read).
  // Relevance ranks the best-matching first, so the first pages stay the same; with fewer of them the
  // products matching fewer words stay, as a shopper needs them then.
  return sql<SearchHit>`(with h as materialized ${grouped},
      best as (select h.matched, count(*) as products from h group by h.matched order by h.matched desc limit 1)
    select h.* from h, best where h.matched = best.matched or best.products < ${sql.lit(FEW_BEST)})`;
}

/**
 * The products matching every query word of a several-word search, with the same relevance signals as
 * the general grouping of search-sql.ts (profiled at 100,000 products: "Doi Fresh" groups 23,600 word rows
 * into 18,000 products to keep the 5,300 matching both words, 55-70 ms at load 10; a hash join of the two
 * words' rows finds those 5,300 in 3-15 ms).
 *
 * Each word's rows (all its sources) are joined on product id, so a product in the result has every one of
 * its rows of every word in the joined rows: grouping those gives the same matched (every word), own,
 * in_name, in_category and typed counts (one per word with such a row) and name length (the least) as
 * grouping all rows does. Used when at least FEW_BEST products match every word (search-sql.ts), which
 * is then exactly the set the general SQL keeps.
 */

/** Joining more words multiplies rows (a product under several vocabulary words of each); past this, group. */
const MAX_JOINED_WORDS = 4;

function everyWordHits(words: readonly PlannedWord[], sourceSql: (word: PlannedWord, index: number) => RawBuilder<unknown>): RawBuilder<SearchHit> {
  const aliases = words.map((_, index) => sql.raw(`r${index}`));
  const sum = (column: string) => sql.join(aliases.map((alias) => sql`bool_or(${alias}.${sql.raw(column)})::int`), sql` + `);
  const from = sql.join(words.map((word, index) => index === 0
    ? sql`(${sourceSql(word, index)} offset 0) as ${aliases[index]!}`
    : sql`join (${sourceSql(word, index)} offset 0) as ${aliases[index]!} on ${aliases[index]!}.product_id = r0.product_id`), sql` `);
  return sql<SearchHit>`(select r0.product_id, ${sql.lit(words.length)}::int as matched,
      (${sum('own')}) as own, (${sum('in_name')}) as in_name, (${sum('in_category')}) as in_category, (${sum('typed')}) as typed,
      least(${sql.join(aliases.map((alias) => sql`min(${alias}.name_length)`))})::int as name_length
    from ${from} group by r0.product_id)`;
}

/** The products matching every word, by joining the words' rows; every word needs a source. */
export function joinedHits(words: readonly PlannedWord[], visibility: readonly number[]): RawBuilder<SearchHit> {
  return everyWordHits(words, (word, index) => sql.join(word.sources.map((source) => sourceSql(source, index, visibility)), sql` union all `));
}

/**
 * The products matching all but one query word of a 3-4 word search in which no product matches every word:
 * for each word left out, the join of the others' rows (everyWordHits), all together. With none matching
 * every word, a product is in one of these joins at most (the one leaving out the word it lacks) and has
 * rows of no other word, so its signals (matched = words - 1, own, in_name, in_category, typed, least name
 * length) are those of the grouping of all rows. Tests compare it with groupedHits.
 */
export function allButOneHits(words: readonly PlannedWord[], visibility: readonly number[]): RawBuilder<SearchHit> {
  const joins = words.map((_, left) => {
    const others = words.map((word, index) => ({ word, index })).filter((entry) => entry.index !== left);
    return everyWordHits(others.map((entry) => entry.word), (word, position) => sql.join(word.sources.map((source) => sourceSql(source, others[position]!.index, visibility)), sql` union all `));
  });
  return sql<SearchHit>`(${sql.join(joins.map((join) => sql`select * from ${join} as j`), sql` union all `)})`;
}

export function searchSql(words: readonly PlannedWord[]): SearchSql {
  return {
    hits(visibility) {
      const fewest = groupedHits(words, visibility);
      if (words.length < 2 || words.length > MAX_JOINED_WORDS || words.some((word) => word.sources.length === 0)) return fewest;
      // At least FEW_BEST products match every word: those are the hits, found by joining the words' rows
      // (everyWordHits); else the grouping. Each branch runs only when its one-time condition holds.
      const every = joinedHits(words, visibility);
      if (words.length === 2) {
        return sql<SearchHit>`(with every as materialized ${every},
            enough as (select count(*) >= ${sql.lit(FEW_BEST)} as yes from every)
          select e.* from every e where (select yes from enough)
          union all
          select f.* from ${fewest} as f where not (select yes from enough))`;
      }
      // 3-4 words and none matches every word: at least FEW_BEST products matching all but one are the hits,
      // found by joins too ("ซีอิวขาว" at 100,000 products: 2,380 products match two of its three words, where
      // grouping all 45,678 rows of the three took 50-110 ms). With 1-99 matching every word, or fewer than
      // FEW_BEST matching all but one, the grouping of all rows as before.
      return sql<SearchHit>`(with every as materialized ${every},
          every_count as (select count(*) as products from every),
          near as materialized (select n.* from ${allButOneHits(words, visibility)} as n where (select products from every_count) = 0),
          choice as (select (select products from every_count) >= ${sql.lit(FEW_BEST)} as every_word,
            (select count(*) from near) >= ${sql.lit(FEW_BEST)} as all_but_one)
        select e.* from every e where (select every_word from choice)
        union all
        select n.* from near n where (select all_but_one from choice)
        union all
        select f.* from ${fewest} as f where not (select every_word or all_but_one from choice))`;
    },
    // Each count is at most 8 (one bit per query word), so each weight outranks everything after it, and
    // the name length (capped below 10,000) comes last. An integer: sorting 20,000 numeric scores cost more
    // than finding the hits (profiled at 100,000 products).
    score: sql<number>`(s.matched * 100000000 + s.own * 10000000 + s.in_name * 1000000 + s.in_category * 100000 + s.typed * 10000 - least(s.name_length, 9999))`,
    single: singleWord(words),
    plan: planKey(words),
    resultKey: resultKey(words),
  };
}
