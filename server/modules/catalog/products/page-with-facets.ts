import { sql, type RawBuilder } from 'kysely';
import type { GraphQLContext } from '../../../graphql/context';
import type { CatalogSettings } from '../catalog-settings';
import { precomputedPage, singleWordPage } from '../../search/search-page';
import { countFacets, countsFromSummary, PAGE_SET, withSharedHits, type FacetCounts } from './facet-counts';
import { baseQuery, categoryPositions, type OrderPlan, type ProductQuery } from './product-query';

/**
 * A page, its total and the aggregations' counts in one statement that matches the search once: the hits
 * are a materialised CTE that the page and each leave-one-out set read, and the sets are counted in SQL
 * (facet-counts.ts). Before, the page's statement searched, then the aggregations' statement searched again
 * per set, so a search with a price filter searched three times. The total is the size of the set with
 * every filter.
 */
export interface PageWithCounts {
  ids: number[];
  total: number;
  counts: Map<string, FacetCounts>;
}

/**
 * `hitsOnly`: a search without filters in relevance order, whose page is read from the hits alone (no
 * product rows), as the page without aggregations is (search-page.ts hitsPage).
 */
export async function pageWithFacetCounts(ctx: GraphQLContext, query: ProductQuery, settings: CatalogSettings, order: OrderPlan, pageSize: number, currentPage: number, leaveOuts: readonly string[], hitsOnly = false): Promise<PageWithCounts> {
  const search = query.search;
  if (search && hitsOnly) {
    // A one-word search: its page from index order, its counts from a current summary when it has one;
    // another broad search: page and counts from its precomputed result when it has one.
    const known = search.single ? await singleWordPage(ctx.db, search.single, pageSize, currentPage) : await precomputedPage(ctx.db, search, pageSize, currentPage);
    if (known?.summary) {
      const counts = countsFromSummary(known.summary, settings.currency.scaledRate);
      return { ids: known.ids, total: known.total, counts: new Map(['', ...leaveOuts].map((leaveOut) => [leaveOut, counts])) };
    }
  }
  const shared = withSharedHits(query);
  const offset = (currentPage - 1) * pageSize;
  let pageRows: RawBuilder<unknown>;
  if (search && hitsOnly) {
    // The page's ids in order, numbered after the LIMIT: a top-N sort, where row_number() over the whole
    // ordering sorted every hit.
    pageRows = sql`(select ${sql.lit(PAGE_SET)} as set_index, ${sql.lit(PAGE_SET)} as kind, x.product_id as key, x.ordinal as value
      from unnest((select array_agg(q.product_id order by q.score desc, q.product_id) from (
        select s.product_id, ${search.score} as score from search_hits as s
        order by 2 desc, 1 limit ${pageSize} offset ${offset}) as q)) with ordinality as x(product_id, ordinal))`;
  } else {
    let page = baseQuery(ctx.db, shared);
    if (order.positionIn) {
      // Only ORDER BY reads cp (raw SQL), so the row type stays.
      page = page.leftJoin(categoryPositions(order.positionIn), (join) => join.onRef('cp.product_id', '=', 'p.product_id'));
    }
    pageRows = sql`(${page
      .select([sql<number>`${sql.lit(PAGE_SET)}`.as('set_index'), sql<number>`${sql.lit(PAGE_SET)}`.as('kind'), 'p.product_id as key', sql<number>`row_number() over (order by ${order.clause})`.as('value')])
      .orderBy(order.clause)
      .limit(pageSize)
      .offset(offset)})`;
  }
  const { counts, page } = await countFacets(ctx, query, settings, leaveOuts, pageRows);
  return { ids: page, total: counts.get('')?.total ?? 0, counts };
}
