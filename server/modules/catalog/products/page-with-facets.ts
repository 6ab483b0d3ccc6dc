import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { SearchHit } from '../../search/search-sql';
import { matchSetQueries, type Matched, type MatchSetRow } from './aggregations';
import { baseQuery, categoryPositions, type OrderPlan, type ProductQuery } from './product-query';

/**
 * A page, its total and every set of matched products the aggregations count, in one statement that
 * matches the search once: the hits are a materialised CTE that the page and each leave-one-out set read
 * (before: the page's statement searched, then the aggregations' statement searched again per set, so a
 * search with a price filter searched three times). The total is the size of the set with every filter.
 */
export interface PageWithSets {
  ids: number[];
  total: number;
  sets: Map<string, Matched>;
}

const PAGE_ROWS = -1;

/**
 * `hitsOnly`: a search without filters in relevance order, whose page is read from the hits alone (no
 * product rows), as the page without aggregations is (search-page.ts hitsPage).
 */
export async function pageWithMatchSets(ctx: GraphQLContext, query: ProductQuery, order: OrderPlan, pageSize: number, currentPage: number, leaveOuts: readonly string[], hitsOnly = false): Promise<PageWithSets> {
  const search = query.search;
  const shared: ProductQuery = search ? { ...query, search: { ...search, hits: () => sql<SearchHit>`search_hits` } } : query;
  const { selects, collect } = matchSetQueries(ctx, shared, leaveOuts);
  const offset = (currentPage - 1) * pageSize;
  let pageRows: RawBuilder<MatchSetRow>;
  if (search && hitsOnly) {
    // The page's ids in order, numbered after the LIMIT: a top-N sort, where row_number() over the whole
    // ordering sorted every hit.
    pageRows = sql<MatchSetRow>`(select ${sql.lit(PAGE_ROWS)} as set_index, x.product_id, x.ordinal as value
      from unnest((select array_agg(q.product_id order by q.score desc, q.product_id) from (
        select s.product_id, ${search.score} as score from search_hits as s
        order by 2 desc, 1 limit ${pageSize} offset ${offset}) as q)) with ordinality as x(product_id, ordinal))`;
  } else {
    let page = baseQuery(ctx.db, shared);
    if (order.positionIn) {
      // Only ORDER BY reads cp (raw SQL), so the row type stays.
      page = page.leftJoin(categoryPositions(order.positionIn), (join) => join.onRef('cp.product_id', '=', 'p.product_id'));
    }
    pageRows = sql<MatchSetRow>`${page
      .select([sql<number>`${sql.lit(PAGE_ROWS)}`.as('set_index'), 'p.product_id', sql<number>`row_number() over (order by ${order.clause})`.as('value')])
      .orderBy(order.clause)
      .limit(pageSize)
      .offset(offset)}`;
  }
  const union = sql.join([pageRows, ...selects], sql` union all `);
  const { rows } = await (search
    ? sql<MatchSetRow>`with search_hits as materialized ${search.hits(query.visibility)} ${union}`
    : sql<MatchSetRow>`${union}`).execute(ctx.db);
  const onPage = rows.filter((row) => row.set_index === PAGE_ROWS).sort((a, b) => Number(a.value) - Number(b.value));
  const sets = collect(rows.filter((row) => row.set_index !== PAGE_ROWS));
  return { ids: onPage.map((row) => row.product_id), total: sets.get('')?.ids.length ?? 0, sets };
}
