// Listing pages (category, search, brand, flash sales): one page of products with its filters and sort options,
// reshaped into a ListingPage. Filter input kinds come from schema introspection (getFilterInputsForSearch), as
// Magento adds filterable attributes to ProductAttributeFilterInput at runtime; only aggregations whose code the
// schema accepts become filters.
import type { GraphQLClient } from '../graphql-client';
import {
  GetCategoryDataDocument,
  GetFilterInputsForSearchDocument,
  GetProductListDocument,
  ProductSearchDocument,
  type AggregationFieldsFragment,
  type ProductAttributeFilterInput,
  type ProductAttributeSortInput,
} from '../../gql/generated/graphql';
import type { CategoryInfo, FilterGroup, FilterInputKind, ListingPage, PriceRule, ProductCard, SortOption } from '../../domain/catalog-types';
import { fetchBrandNames } from './brands-api';
import { fetchPriceRules } from './price-rules-api';
import { compact, toBreadcrumbs, toProductCard } from './reshape-product';
import { parseRange, type ListingQuery } from '../../domain/listing-query';

export type FilterInputs = ReadonlyMap<string, FilterInputKind>;

const KIND_BY_TYPE: Record<string, FilterInputKind> = {
  FilterEqualTypeInput: 'equal',
  FilterMatchTypeInput: 'match',
  FilterRangeTypeInput: 'range',
};

const filterInputCache = new WeakMap<GraphQLClient, Promise<FilterInputs>>();

/** Which attribute takes which filter input; asked once per client (the schema does not change). */
export function fetchFilterInputs(client: GraphQLClient): Promise<FilterInputs> {
  let promise = filterInputCache.get(client);
  if (!promise) {
    promise = client.request(GetFilterInputsForSearchDocument, {}).then(({ __type }) => {
      const map = new Map<string, FilterInputKind>();
      for (const field of __type?.inputFields ?? []) {
        const kind = field.type.name ? KIND_BY_TYPE[field.type.name] : undefined;
        if (kind) map.set(field.name, kind);
      }
      return map;
    });
    promise.catch(() => filterInputCache.delete(client));
    filterInputCache.set(client, promise);
  }
  return promise;
}

export type FilterValue = { in?: string[]; eq?: string; match?: string; from?: string; to?: string };

/** The listing query's filters as ProductAttributeFilterInput, on top of the page's own base filter. */
export function buildFilterInput(query: ListingQuery, inputs: FilterInputs, base: Record<string, FilterValue> = {}): ProductAttributeFilterInput {
  const filter: Record<string, FilterValue> = { ...base };
  for (const [code, values] of Object.entries(query.filters)) {
    const kind = inputs.get(code);
    if (!kind || values.length === 0) continue;
    if (kind === 'range') {
      const range = parseRange(values[0] ?? '');
      if (range) filter[code] = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
    } else if (kind === 'match') {
      filter[code] = { match: values[0] ?? '' };
    } else {
      filter[code] = values.length === 1 ? { eq: values[0] ?? '' } : { in: values };
    }
  }
  // Magento extends this input with the shop's filterable attributes at runtime; the generated type only knows
  // the static ones, and every key here was checked against the live schema above.
  return filter;
}

function buildSort(query: ListingQuery): ProductAttributeSortInput | undefined {
  return query.sort ? ({ [query.sort.field]: query.sort.direction }) : undefined;
}

export function toFilterGroups(raw: ReadonlyArray<AggregationFieldsFragment | null> | null | undefined, inputs: FilterInputs): FilterGroup[] {
  return compact(raw)
    .filter((aggregation) => inputs.has(aggregation.attribute_code))
    .slice()
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((aggregation) => ({
      code: aggregation.attribute_code,
      label: aggregation.label ?? aggregation.attribute_code,
      kind: inputs.get(aggregation.attribute_code) ?? 'equal',
      options: compact(aggregation.options).map((option) => ({ label: option.label ?? option.value, value: option.value, count: option.count ?? 0 })),
    }))
    .filter((group) => group.options.length > 0);
}

function toSortOptions(raw: { options: ReadonlyArray<{ label: string | null; value: string | null } | null> | null } | null | undefined): SortOption[] {
  return compact(raw?.options).flatMap((option) => (option.value ? [{ value: option.value, label: option.label ?? option.value }] : []));
}

async function withRules(client: GraphQLClient, items: ProductCard[]): Promise<Record<string, PriceRule>> {
  return fetchPriceRules(client, items.map((item) => item.sku), 'list');
}

/** Brand names are decoration: a failing brand list must not fail the listing. */
function brandNamesOrNone(client: GraphQLClient): Promise<Record<string, string>> {
  return fetchBrandNames(client).catch(() => ({}));
}

/**
 * What the cards need besides the products: the price rules of the page's skus and the brand names. The brand list
 * does not depend on the page, so the builders start it with the products request; the rules follow the products.
 * One round trip after the products instead of two in a row.
 */
async function cardDecorations(client: GraphQLClient, items: ProductCard[], brandNames: Promise<Record<string, string>>) {
  const [rules, names] = await Promise.all([withRules(client, items), brandNames]);
  return { rules, brandNames: names };
}

interface ProductsPaging {
  total_count?: number | null;
  page_info?: { total_pages?: number | null; current_page?: number | null } | null;
}

/** The paging fields of a ListingPage, the same for every kind of listing. */
function paging(products: ProductsPaging | null | undefined, page: number, pageSize: number) {
  return {
    totalCount: products?.total_count ?? 0,
    totalPages: products?.page_info?.total_pages ?? 0,
    currentPage: products?.page_info?.current_page ?? page,
    pageSize,
  };
}

function displayMode(raw: string | null | undefined): CategoryInfo['displayMode'] {
  return raw === 'PAGE' || raw === 'PRODUCTS_AND_PAGE' ? raw : 'PRODUCTS';
}

export interface CategoryListingInput {
  uid: string;
  query: ListingQuery;
  pageSize: number;
  categorySuffix: string;
}

/** One page of a category; null when no such category exists. */
export async function fetchCategoryListing(client: GraphQLClient, input: CategoryListingInput): Promise<ListingPage | null> {
  const inputs = await fetchFilterInputs(client);
  const pageSize = input.query.pageSize ?? input.pageSize;
  // A chosen sub-category replaces the page's own category; otherwise the page lists its own.
  const chosen = input.query.filters.category_uid;
  const base: Record<string, FilterValue> = chosen?.length ? {} : { category_uid: { eq: input.uid } };
  const brandNames = brandNamesOrNone(client);
  const data = await client.request(GetCategoryDataDocument, {
    uid: input.uid,
    filter: buildFilterInput(input.query, inputs, base),
    sort: buildSort(input.query),
    pageSize,
    currentPage: input.query.page,
  });
  const category = compact(data.categories?.items)[0];
  if (!category) return null;
  const items = compact(data.products?.items).map(toProductCard);
  return {
    items,
    ...paging(data.products, input.query.page, pageSize),
    filters: toFilterGroups(data.products?.aggregations, inputs),
    sortOptions: toSortOptions(data.products?.sort_fields),
    defaultSort: data.products?.sort_fields?.default ?? category.default_sort_by ?? null,
    ...(await cardDecorations(client, items, brandNames)),
    category: {
      uid: category.uid,
      name: category.name ?? '',
      description: category.description ?? null,
      displayMode: displayMode(category.display_mode),
      cmsBlock: category.cms_block?.content ? { identifier: category.cms_block.identifier ?? '', content: category.cms_block.content } : null,
      breadcrumbs: toBreadcrumbs(category.breadcrumbs, input.categorySuffix),
      metaTitle: category.meta_title ?? null,
    },
  };
}

export interface SearchListingInput {
  text: string;
  query: ListingQuery;
  pageSize: number;
}

/**
 * One page of a product search with its filters and sort options, in one request (one search on the server):
 * the facets count the search with the other chosen filters, as on a category page.
 */
export async function fetchSearchListing(client: GraphQLClient, input: SearchListingInput): Promise<ListingPage> {
  const inputs = await fetchFilterInputs(client);
  const pageSize = input.query.pageSize ?? input.pageSize;
  const brandNames = brandNamesOrNone(client);
  const { products } = await client.request(ProductSearchDocument, {
    inputText: input.text,
    currentPage: input.query.page,
    pageSize,
    filters: buildFilterInput(input.query, inputs),
    sort: buildSort(input.query),
  });
  const items = compact(products?.items).map(toProductCard);
  return {
    items,
    ...paging(products, input.query.page, pageSize),
    filters: toFilterGroups(products?.aggregations, inputs),
    sortOptions: toSortOptions(products?.sort_fields),
    defaultSort: products?.sort_fields?.default ?? null,
    ...(await cardDecorations(client, items, brandNames)),
    category: null,
  };
}

export interface FilteredListingInput {
  /** The page's fixed filter (brand page: p_brandcode; flash sales: the on-sale attribute). */
  base: Record<string, FilterValue>;
  query: ListingQuery;
  pageSize: number;
}

/** One page of a filtered product list; the fixed filter's own aggregation is left out of the filters. */
export async function fetchFilteredListing(client: GraphQLClient, input: FilteredListingInput): Promise<ListingPage> {
  const inputs = await fetchFilterInputs(client);
  const pageSize = input.query.pageSize ?? input.pageSize;
  const brandNames = brandNamesOrNone(client);
  const { products } = await client.request(GetProductListDocument, {
    filter: buildFilterInput(input.query, inputs, input.base),
    sort: buildSort(input.query),
    pageSize,
    currentPage: input.query.page,
  });
  const items = compact(products?.items).map(toProductCard);
  const fixed = new Set(Object.keys(input.base));
  return {
    items,
    ...paging(products, input.query.page, pageSize),
    filters: toFilterGroups(products?.aggregations, inputs).filter((group) => !fixed.has(group.code)),
    sortOptions: toSortOptions(products?.sort_fields),
    defaultSort: products?.sort_fields?.default ?? null,
    ...(await cardDecorations(client, items, brandNames)),
    category: null,
  };
}
