import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { SearchSql, SingleWordSearch } from './search-sql';
import { executeSearchStatement } from './search-statement';
import { refreshSummariesSoon, summaryWords, type SearchSummary } from './search-summaries';

/**
 * One page and the exact total of a one-word search without filters, from product_search_word alone
 * (migration 0004), in one statement:
 *
 * - Each vocabulary word's searchable hits are a range of product_search_word_rank_idx, already in
 *   relevance order (in the name, in a category name, shorter name, product id). A Merge Append of those ranges is the
 *   relevance order of all rows; a product found under several words appears once per word, its first
 *   row being its best (in_name and in_category sort first, name_length is the product's own). So the first
 *   (offset + size) × words rows hold the first (offset + size) distinct products, ranked by first row:
 *   the page is read without looking at the other thousands of hits.
 * - The total counts distinct products over the same ranges, index-only, unless a current summary of the
 *   words (migration 0120, search-summaries.ts) has it: then that, with the facet counts.
 *
 * Same result as the general search SQL with relevance order (tests/server/search*.test.ts compare them).
 */
export interface SingleWordPage {
  ids: number[];
  total: number;
  /** The search's precomputed counts (migration 0120), when a current summary exists; null otherwise. */
  summary: SearchSummary | null;
}

export async function singleWordPage(db: Kysely<Database>, search: SingleWordSearch, pageSize: number, currentPage: number): Promise<SingleWordPage> {
  const offset = (currentPage - 1) * pageSize;
  const rowsNeeded = (offset + pageSize) * search.words.length;
  const ranges = search.words.map((word) => sql`(select w.product_id, w.in_name, w.in_category, w.name_length from product_search_word w
      where w.store_id = ${search.storeId} and w.word = ${word} and w.enabled and w.visibility in (3, 4)
      order by w.in_name desc, w.in_category desc, w.name_length, w.product_id)`);
  const ordered = search.words.length === 1
    ? sql`select m.product_id, m.in_name, m.in_category, m.name_length from ${ranges[0]!} as m limit ${rowsNeeded}`
    : sql`select m.product_id, m.in_name, m.in_category, m.name_length from (${sql.join(ranges, sql` union all `)}) as m
        order by m.in_name desc, m.in_category desc, m.name_length, m.product_id limit ${rowsNeeded}`;
  const total = search.words.length === 1
    ? sql`select count(*) from product_search_word w
        where w.store_id = ${search.storeId} and w.word = ${search.words[0]!} and w.enabled and w.visibility in (3, 4)`
    // count(distinct) sorts the ids inside the aggregate: half the time of a hash GROUP BY counted after.
    : sql`select count(distinct w.product_id) from product_search_word w
        where w.store_id = ${search.storeId} and w.word in (${sql.join([...search.words])}) and w.enabled and w.visibility in (3, 4)`;
  // The summary is read in the same statement (one snapshot) as the page, and only at the current version.
  const words = sql`array[${sql.join(summaryWords(search.words).map((word) => sql`${word}::text`))}]`;
  const { rows } = await sql<PageRow>`
    with summary as (select s.total, s.prices, s.price_counts, s.keys, s.key_counts from search_summary s
        join search_summary_version v on v.version = s.version
        where s.store_id = ${search.storeId} and s.words = ${words})
    select coalesce((select total from summary), (${total}))::int as total,
      (select array_agg(page.product_id order by page.in_name desc, page.in_category desc, page.name_length, page.product_id) from (
        select r.product_id, bool_or(r.in_name) as in_name, bool_or(r.in_category) as in_category, min(r.name_length) as name_length
        from (${ordered}) as r group by r.product_id
        order by 2 desc, 3 desc, 4, 1 offset ${offset} limit ${pageSize}) as page) as ids,
      summary.total as summary_total, summary.prices, summary.price_counts, summary.keys, summary.key_counts,
      (select v.version = v.built from search_summary_version v) as summaries_current
    from (select 1) as one left join summary on true`.execute(db);
  const row = rows[0];
  // Out of date after a catalogue write: counted live now, rebuilt in the background.
  if (row?.summaries_current === false) refreshSummariesSoon(db);
  const summary = row ? summaryOf({ ...row, total: row.summary_total }) : null;
  return { ids: row?.ids ?? [], total: Number(row?.total ?? 0), summary };
}

interface PageRow {
  ids: number[] | null;
  total: number;
  summary_total: number | null;
  prices: Array<number | null> | null;
  price_counts: number[] | null;
  keys: number[] | null;
  key_counts: number[] | null;
  summaries_current: boolean | null;
}

/**
 * One page and the total of a search without filters in relevance order, from the word index alone: the
 * hits carry every ranking signal and the products' visibility and status, so no product row is read
 * (at 100,000 products a two-word search has ~20,000 hits; joining them to product rows only to sort them
 * cost most of the time). Same result as the general SQL (tests/server/catalog-perf.test.ts compares).
 */
export async function hitsPage(db: Kysely<Database>, search: SearchSql, visibility: readonly number[], pageSize: number, currentPage: number): Promise<{ ids: number[]; total: number }> {
  const { rows } = await executeSearchStatement(db, sql<{ product_id: number; total: number }>`
    select s.product_id, count(*) over () as total from ${search.hits(visibility)} as s
    order by ${search.score} desc, s.product_id limit ${pageSize} offset ${(currentPage - 1) * pageSize}`);
  const first = rows[0];
  if (first) return { ids: rows.map((row) => row.product_id), total: Number(first.total) };
  if (currentPage === 1) return { ids: [], total: 0 };
  const count = await executeSearchStatement(db, sql<{ total: number }>`select count(*)::int as total from ${search.hits(visibility)} as s`);
  return { ids: [], total: Number(count.rows[0]?.total ?? 0) };
}

/**
 * A page, the total and the counts of a search without filters in relevance order from its precomputed
 * result (migration 0121, search-results.ts), when one exists at the current data version and lists the
 * page (its first RESULT_IDS products, or all of them); null otherwise (the search is then run live).
 */
export async function precomputedPage(db: Kysely<Database>, search: SearchSql, pageSize: number, currentPage: number): Promise<SingleWordPage | null> {
  const offset = (currentPage - 1) * pageSize;
  const { rows } = await sql<PrecomputedRow>`select r.total, r.ids[${sql.lit(offset + 1)}:${sql.lit(offset + pageSize)}] as ids, cardinality(r.ids) as listed,
      r.prices, r.price_counts, r.keys, r.key_counts, v.version = v.built as summaries_current
    from search_summary_version v left join search_result r on r.plan = ${search.resultKey} and r.version = v.version
      and (r.every_word or r.exact_plan = ${search.plan})`.execute(db);
  const row = rows[0];
  if (row?.summaries_current === false) refreshSummariesSoon(db);
  const summary = row ? summaryOf(row) : null;
  if (!row || !summary) return null;
  // Past the listed products (and some are not listed): counted live.
  if (offset + pageSize > Number(row.listed) && Number(row.listed) < summary.total) return null;
  return { ids: row.ids ?? [], total: summary.total, summary };
}

/** Stored counts (a search_summary or search_result row) as the page's summary; null when a column is missing. */
function summaryOf(row: StoredCounts): NonNullable<SingleWordPage['summary']> | null {
  if (row.total === null || !row.prices || !row.price_counts || !row.keys || !row.key_counts) return null;
  return { total: Number(row.total), prices: row.prices, priceCounts: row.price_counts.map(Number), keys: row.keys.map(Number), keyCounts: row.key_counts.map(Number) };
}

interface StoredCounts {
  total: number | null;
  prices: Array<number | null> | null;
  price_counts: number[] | null;
  keys: number[] | null;
  key_counts: number[] | null;
}

interface PrecomputedRow {
  total: number | null;
  ids: number[] | null;
  listed: number | null;
  prices: Array<number | null> | null;
  price_counts: number[] | null;
  keys: number[] | null;
  key_counts: number[] | null;
  summaries_current: boolean | null;
}
