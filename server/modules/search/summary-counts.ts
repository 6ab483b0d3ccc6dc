import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/types';

/**
 * The counts a summary stores (search_summary, migration 0120; search_result, 0121), over a derived table of
 * hits (product_id): how many products, how many at each cheapest price in satang (null: no price known)
 * and how many per product_facet key. The price is the one facet-counts.ts's live counting reads (product_facet's
 * min_price, else the price index or the product's price), so counts from a summary equal the live ones.
 *
 * `countsWith(hits)` is the WITH list (the hits as `hits`), `COUNT_COLUMNS` the columns total, prices,
 * price_counts, keys, key_counts to select after it.
 */
export function countsWith(hits: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`hits as materialized (select distinct h.product_id from ${hits} as h),
    matched as materialized (select f.keys,
        coalesce(f.min_price, (select coalesce(pi.min_price, p.price) from product p
          left join product_price_index pi on pi.product_id = p.product_id where p.product_id = s.product_id)) as value
      from hits as s left join product_facet f on f.product_id = s.product_id),
    price as (select m.value, count(*)::int as products from matched m group by m.value),
    facet as (select k.key, count(*)::int as products from matched m cross join unnest(m.keys) as k(key) group by k.key)`;
}

export const COUNT_COLUMNS = sql`(select count(*)::int from matched),
  array(select value from price order by value), array(select products from price order by value),
  array(select key from facet order by key), array(select products from facet order by key)`;

/** The key of a summary: the vocabulary words, sorted (the planner lists them shortest first). */
export function summaryWords(words: readonly string[]): string[] {
  return [...words].sort();
}

/** A summary's store view and words as one string (which summaries a build has made). */
export function summaryKey(storeId: number, words: readonly string[]): string {
  return [storeId, ...summaryWords(words)].join('\u0000');
}

/**
 * The summary of the products found under any of these vocabulary words of a store view (search_summary,
 * migration 0120), counted and stored in one statement: the data and the version are read in one snapshot.
 */
export async function buildSummary(db: Kysely<Database>, storeId: number, words: readonly string[]): Promise<void> {
  const list = sql`array[${sql.join(summaryWords(words).map((word) => sql`${word}::text`))}]`;
  const hits = sql`(select w.product_id from product_search_word w
    where w.store_id = ${storeId} and w.word = any(${list}) and w.enabled and w.visibility in (3, 4))`;
  await sql`insert into search_summary (store_id, words, version, total, prices, price_counts, keys, key_counts)
    with ${countsWith(hits)}
    select ${storeId}, ${list}, (select v.version from search_summary_version v), ${COUNT_COLUMNS}
    on conflict (store_id, words) do update set version = excluded.version, total = excluded.total, prices = excluded.prices,
      price_counts = excluded.price_counts, keys = excluded.keys, key_counts = excluded.key_counts`.execute(db);
}
