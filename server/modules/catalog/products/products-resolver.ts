import type { GraphQLContext } from '../../../graphql/context';
import { GraphQlInputException } from '../../../graphql/errors';
import { msg } from '../../../i18n/message';
import type { Aggregation, QueryProductsArgs, ResolversTypes } from '../../../graphql/generated/resolvers-types';
import { assertPaging } from '../../../graphql/limits';
import { planSearch } from '../../search/plan-search';
import { catalogSettings } from '../catalog-settings';
import { productShapes } from '../product/product-shape';
import { aggregationLeaveOuts, aggregations, aggregationsFromCounts, type AggregationInput } from './aggregations';
import type { FacetCounts } from './facet-counts';
import { pageWithFacetCounts } from './page-with-facets';
import { buildFilters } from './product-filters';
import { orderBy, pageWithTotal, SORT_KEYS, visibilityFor, type ProductQuery } from './product-query';
import { emptySearch } from '../../search/search-sql';
import { hitsPage, precomputedPage, singleWordPage } from '../../search/search-page';
import { ensureFreshPriceIndex } from '../price/price-sql';
import { sortFields } from './sort-fields';
import { storeLanguage } from '../../../i18n/store-language';

/**
 * Aggregations are the costly part and many callers do not ask for them, so Products.aggregations
 * computes them on demand from what products() left here, keyed by the answer object itself.
 */
type ProductsAnswer = ResolversTypes['Products'];

interface PendingAggregations {
  input: Omit<AggregationInput, 'directChildrenOnly'>;
  /** The sets' counts, when they were counted with the page (the query asked for aggregations). */
  counts: Map<string, FacetCounts> | null;
}

const pendingAggregations = new WeakMap<object, PendingAggregations>();

/**
 * `withAggregations`: the query asks for aggregations too, so the page, the total and the aggregations'
 * matched sets come from one statement and one search (page-with-facets.ts).
 */
export async function resolveProducts(ctx: GraphQLContext, args: Partial<QueryProductsArgs>, fixedCategoryId?: number, withAggregations = false): Promise<ProductsAnswer> {
  const settings = await catalogSettings(ctx);
  const { pageSize, currentPage } = assertPaging({ pageSize: args.pageSize ?? settings.gridPerPage, currentPage: args.currentPage });
  const term = args.search?.trim() ?? '';
  const filterInput = fixedCategoryId === undefined ? args.filter : { ...args.filter, category_id: { eq: String(fixedCategoryId) } };
  const built = await buildFilters(ctx, filterInput, settings);
  if (term === '' && built.filters.length === 0) {
    throw new GraphQlInputException(msg("'search' or 'filter' input argument is required."));
  }
  const [planned] = await Promise.all([term === '' ? null : planSearch(ctx.db, ctx.store.id, term), ensureFreshPriceIndex(ctx.db)]);
  // A term of punctuation only has no word to match: nothing matches.
  const search = term === '' ? null : (planned ?? emptySearch());
  const query: ProductQuery = {
    storeId: ctx.store.id,
    search,
    filters: built.filters,
    visibility: visibilityFor(search !== null, built.filters.length > 0),
    categoryIds: built.categoryIds,
  };
  // A search without filters in relevance order reads its page from the word index alone (one word: in
  // index order; others: from a precomputed result when a broad search has one, else from the hits,
  // without product rows).
  const hitsOnly = search !== null && built.filters.length === 0 && isRelevanceOrder(args.sort);
  const order = orderBy(query, args.sort, settings.defaultSortBy);
  const { ids, total, counts } = withAggregations
    ? await pageWithFacetCounts(ctx, query, settings, order, pageSize, currentPage, await aggregationLeaveOuts(ctx), hitsOnly)
    : { ...(hitsOnly && search.single ? await singleWordPage(ctx.db, search.single, pageSize, currentPage)
      : hitsOnly ? await precomputedPage(ctx.db, search, pageSize, currentPage) ?? await hitsPage(ctx.db, search, query.visibility, pageSize, currentPage)
        : await pageWithTotal(ctx.db, query, order, pageSize, currentPage)), counts: null };
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw new GraphQlInputException(msg('currentPage value {currentPage} specified is greater than the {totalPages} page(s) available.', { currentPage, totalPages }));
  }
  const result: ProductsAnswer = {
    items: await productShapes(ctx, ids),
    total_count: total,
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: totalPages },
    sort_fields: sortFields(storeLanguage(ctx.store) === 'en', settings.defaultSortBy, search !== null),
    suggestions: [],
  };
  pendingAggregations.set(result, { input: { query, settings, namedCategoryIds: built.namedCategoryIds }, counts });
  return result;
}

/** No sort asked (a search defaults to relevance) or relevance, highest first, only: as orderBy() reads it. */
function isRelevanceOrder(sort: QueryProductsArgs['sort'] | undefined): boolean {
  const keys = Object.keys(sort ?? {}).filter((key) => (SORT_KEYS as readonly string[]).includes(key));
  return keys.length === 0 || (keys.length === 1 && keys[0] === 'relevance' && sort?.relevance !== 'ASC');
}

export async function resolveAggregations(ctx: GraphQLContext, parent: { total_count?: number | null }, directChildrenOnly: boolean): Promise<Aggregation[]> {
  const pending = pendingAggregations.get(parent);
  if (!pending || !parent.total_count) return [];
  const input = { ...pending.input, directChildrenOnly };
  return pending.counts ? aggregationsFromCounts(ctx, input, pending.counts) : aggregations(ctx, input);
}
