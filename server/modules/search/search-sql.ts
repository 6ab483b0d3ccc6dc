import { sql, type RawBuilder } from 'kysely';
import { escapeLike, type SearchWord } from './search-words';

/**
 * The SQL of a product search: a derived table of the products whose words (product_search_word, the
 * segmented search text one row per word) match the query, with what relevance needs. Every lookup is a
 * b-tree probe of (store_id, word): exact vocabulary words for longer query words, a prefix range for 1-2
 * character ones whose vocabulary words are too many to list. Each word row carries its product's
 * visibility and status (migration 0004), so the hits are filtered without reading product rows.
 *
 * Relevance, highest first: how many query words matched, how many of them are in the name, how many
 * matched as typed rather than corrected, then the shorter name (a name that is mostly the query); product
 * id last (in ORDER BY) so equal scores page deterministically.
 */
export interface PlannedWord extends SearchWord {
  /** Vocabulary words containing the typed word (what '%word%' matched), or starting with a short word. */
  expansions: readonly string[];
  /** Typo corrections, searched when the typed word occurs nowhere. */
  corrections: readonly string[];
  /** A short word with more vocabulary words than can be listed: matched as a prefix range instead. */
  prefixRange?: boolean;
}

export interface SearchHit {
  product_id: number;
  matched: number;
  in_name: number;
  typed: number;
  name_length: number;
}

/**
 * A query of one word that is a list of vocabulary words: every hit matches one query word, all as typed
 * or all corrected, so relevance is "in the name, shorter name, product id" — the order of
 * product_search_word_rank_idx, and a page can be read from index order (search-page.ts).
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
}

function source(storeId: number, index: number, typed: boolean, match: RawBuilder<boolean>, visibility: readonly number[]): RawBuilder<unknown> {
  return sql`select w.product_id, w.in_name, w.name_length, ${sql.lit(1 << index)} as bit, ${sql.lit(typed)} as typed
    from product_search_word w
    where w.store_id = ${storeId} and ${match} and w.enabled and w.visibility in (${sql.join(visibility.map((v) => sql.lit(v)))})`;
}

function anyWord(words: readonly string[]): RawBuilder<boolean> {
  return sql<boolean>`w.word in (${sql.join([...words])})`;
}

const NO_MATCH = sql`select 0 as product_id, false as in_name, 0 as name_length, 0 as bit, false as typed where false`;

/** A search that matches nothing (a term of punctuation only). */
export function emptySearch(): SearchSql {
  return searchSql(0, []);
}

function singleWord(storeId: number, words: readonly PlannedWord[]): SingleWordSearch | null {
  if (words.length !== 1) return null;
  const [word] = words;
  if (!word || word.prefixRange) return null;
  const listed = word.expansions.length > 0 ? word.expansions : word.corrections;
  return listed.length > 0 ? { storeId, words: listed } : null;
}

export function searchSql(storeId: number, words: readonly PlannedWord[]): SearchSql {
  const sourcesFor = (visibility: readonly number[]): RawBuilder<unknown>[] => {
    const sources: RawBuilder<unknown>[] = [];
    words.forEach((word, index) => {
      if (word.prefixRange) {
        sources.push(source(storeId, index, true, sql<boolean>`w.word like ${`${escapeLike(word.text)}%`}`, visibility));
        return;
      }
      if (word.expansions.length > 0) sources.push(source(storeId, index, true, anyWord(word.expansions), visibility));
      if (word.corrections.length > 0) sources.push(source(storeId, index, false, anyWord(word.corrections), visibility));
    });
    return sources;
  };
  return {
    hits(visibility) {
      const sources = sourcesFor(visibility);
      const matches = sources.length > 0 ? sql.join(sources, sql` union all `) : NO_MATCH;
      // One bit per query word (at most MAX_SEARCH_WORDS = 8): OR-ing bits is a cheap hash aggregate where
      // count(distinct) sorted every group (the largest cost at 100,000 products); bit_count counts words.
      return sql<SearchHit>`(select g.product_id,
          bit_count(g.matched::bit(8))::int as matched,
          bit_count(g.in_name::bit(8))::int as in_name,
          bit_count(g.typed::bit(8))::int as typed,
          g.name_length
        from (select m.product_id,
            bit_or(m.bit) as matched,
            bit_or(case when m.in_name then m.bit else 0 end) as in_name,
            bit_or(case when m.typed then m.bit else 0 end) as typed,
            min(m.name_length)::int as name_length
          from (${matches}) as m group by m.product_id) as g)`;
    },
    score: sql<number>`(s.matched * 10000 + s.in_name * 100 + s.typed - s.name_length / 100000.0)`,
    single: singleWord(storeId, words),
  };
}
