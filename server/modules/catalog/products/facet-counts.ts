import { sql, type RawBuilder } from 'kysely';
import type { SearchHit } from '../../search/search-sql';
import type { SearchSummary } from '../../search/search-summaries';
import { executeSearchStatement } from '../../search/search-statement';
import type { GraphQLContext } from '../../../graphql/context';
import type { CatalogSettings } from '../catalog-settings';
import { minimumFinalPriceSql } from '../price/price-sql';
import { baseQuery, type ProductQuery } from './product-query';

/**
 * The counts layered navigation shows, counted in SQL in one pass over each set of matched products (a set
 * per leave-one-out filter, see aggregations.ts), so only counts leave the database: per set, products per
 * 10 display units of their cheapest price, and products per facet key of product_facet (migration 0110:
 * categories counted, positive; select-attribute options, negative). Before, every matched product came back
 * with its price and its categories and options were read and counted in memory (at 100,000 products a
 * broad search has 18,000-45,000 matches: 0.3-1 s).
 */
export interface FacetCounts {
  /** Products in the set (the total for the set with every filter). */
  total: number;
  /** Products per `tens` = floor(display price / 10). */
  price: Array<{ tens: number; count: number }>;
  /** Products per product_facet key. */
  keys: Map<number, number>;
}

/** One row of a counting statement; set_index -1 rows are a page's product ids (key) in order (value). */
export interface CountRow {
  set_index: number;
  kind: number;
  key: number | string;
  value: number | string;
}

export const PAGE_SET = -1;
const PRICE = 0;
const FACET_KEY = 1;

/**
 * The SQL of each set (set_index, product_id, keys of product_facet, value = cheapest price in satang) over `query`, whose search (if
 * any) reads the CTE `search_hits`. Without filters the one set is the hits themselves: each word row carries
 * its product's status and visibility (migration 0004), so no product row is read (profiled: joining 18,000
 * hits to product rows only to check them again cost ~200 ms at 100,000 products).
 */
function setSelects(ctx: GraphQLContext, query: ProductQuery, keys: readonly string[]): RawBuilder<unknown>[] {
  if (query.search && query.filters.length === 0) {
    // product_facet carries the price too (migration 0111): one probe per hit for both.
    return [sql`select 0 as set_index, s.product_id, f.keys,
        coalesce(f.min_price, (select coalesce(pi.min_price, p.price) from product p
          left join product_price_index pi on pi.product_id = p.product_id where p.product_id = s.product_id)) as value
      from search_hits as s left join product_facet f on f.product_id = s.product_id`];
  }
  return keys.map((key, index) => sql`${baseQuery(ctx.db, query, key === '' ? undefined : key)
    .leftJoin('product_facet as f', 'f.product_id', 'p.product_id')
    .select([sql<number>`${sql.lit(index)}`.as('set_index'), 'p.product_id', 'f.keys', sql<number>`${minimumFinalPriceSql()}`.as('value')])}`);
}

/** A price in satang is an integer column: below 2^31. */
const MAX_SATANG = 2n ** 31n;
const BIGINT_MAX = 2n ** 63n - 1n;

/**
 * floor(display price / 10) of `m.value` (satang) at the display currency's scaled rate: exact, in bigint
 * arithmetic when satang × rate cannot overflow (integer division of non-negative numbers is floor), else
 * in numeric (profiled: numeric arithmetic over 18,000 matches cost ~4x the bigint one).
 */
function priceTens(scaledRate: bigint) {
  const rate = scaledRate.toString();
  return scaledRate >= 0n && scaledRate * MAX_SATANG <= BIGINT_MAX
    ? sql`(m.value::bigint * ${sql.lit(rate)}::bigint / 100000000000)`
    : sql`floor(m.value::numeric * ${rate}::numeric / 100000000000)::bigint`;
}

/**
 * The counts of a search without filters from its summary (search-summaries.ts): the same numbers as
 * countFacets, price buckets made here from the products per price in satang with priceTens()'s arithmetic
 * (floor of satang × scaled rate / 10^11; prices are not negative, so integer division is floor). A
 * product without a price counts in bucket 0, as a NULL price group did there.
 */
export function countsFromSummary(summary: SearchSummary, scaledRate: bigint): FacetCounts {
  const tens = new Map<number, number>();
  summary.prices.forEach((price, index) => {
    const bucket = price === null ? 0 : Number((BigInt(price) * scaledRate) / 100000000000n);
    tens.set(bucket, (tens.get(bucket) ?? 0) + (summary.priceCounts[index] ?? 0));
  });
  return {
    total: summary.total,
    price: [...tens].map(([bucket, count]) => ({ tens: bucket, count })),
    keys: new Map(summary.keys.map((key, index) => [key, summary.keyCounts[index] ?? 0])),
  };
}

/** The query with its search reading the statement's materialised hits (`search_hits`) instead of its own. */
export function withSharedHits(query: ProductQuery): ProductQuery {
  return query.search ? { ...query, search: { ...query.search, hits: () => sql<SearchHit>`search_hits` } } : query;
}

/**
 * One statement: the search's hits once (materialised), every distinct leave-one-out set (key '' is every
 * filter; another key every filter but that one, only when that filter is active, else it is the '' set),
 * their counts and, when given, the page's rows (built over withSharedHits(query)). Answers the counts by
 * leave-out, and the page's product ids in order.
 */
export async function countFacets(ctx: GraphQLContext, query: ProductQuery, settings: CatalogSettings, leaveOuts: readonly string[], page: RawBuilder<unknown> | null): Promise<{ counts: Map<string, FacetCounts>; page: number[] }> {
  const keyOf = (leaveOut: string) => (query.filters.some((filter) => filter.key === leaveOut) ? leaveOut : '');
  const keys = [...new Set(['', ...leaveOuts.map(keyOf)])];
  // Keys are counted per distinct key set (the 100,000 generated products have 541; a broad search's
  // 18,000 hits 151), then unnested once per set: unnesting every hit's keys was ~130,000 rows to group.

  const counting = sql`select m.set_index, ${sql.lit(PRICE)} as kind, ${priceTens(settings.currency.scaledRate)} as key, count(*) as value
      from matched m group by m.set_index, 3
    union all
    select g.set_index, ${sql.lit(FACET_KEY)}, k.key, sum(g.products)::bigint from (
        select m.set_index, m.keys, count(*) as products from matched m group by m.set_index, m.keys) as g
      cross join unnest(g.keys) as k(key)
      group by g.set_index, k.key`;
  const parts = page ? sql`${page} union all ${counting}` : counting;
  const matched = sql`matched as materialized (${sql.join(setSelects(ctx, withSharedHits(query), keys), sql` union all `)})`;
  const statement = query.search
    ? sql<CountRow>`with search_hits as materialized ${query.search.hits(query.visibility)}, ${matched} ${parts}`
    : sql<CountRow>`with ${matched} ${parts}`;
  // A search's statement groups or joins its word rows: with its own settings (search-statement.ts).
  const { rows } = query.search ? await executeSearchStatement(ctx.db, statement) : await statement.execute(ctx.db);
  const sets = keys.map((): FacetCounts => ({ total: 0, price: [], keys: new Map() }));
  const onPage: Array<{ id: number; ordinal: number }> = [];
  for (const row of rows) {
    if (row.set_index === PAGE_SET) {
      onPage.push({ id: Number(row.key), ordinal: Number(row.value) });
      continue;
    }
    const set = sets[row.set_index];
    if (!set) continue;
    const count = Number(row.value);
    if (Number(row.kind) === PRICE) {
      set.price.push({ tens: Number(row.key), count });
      set.total += count;
    } else {
      set.keys.set(Number(row.key), count);
    }
  }
  const counts = new Map<string, FacetCounts>();
  for (const leaveOut of ['', ...leaveOuts]) counts.set(leaveOut, sets[keys.indexOf(keyOf(leaveOut))] ?? { total: 0, price: [], keys: new Map() });
  return { counts, page: onPage.sort((a, b) => a.ordinal - b.ordinal).map((entry) => entry.id) };
}
