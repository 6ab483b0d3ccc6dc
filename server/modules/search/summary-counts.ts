import { sql, type RawBuilder } from 'kysely';

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
