// Products of one content block: the planned filter through the catalogue's product list (with price rules and
// brand names for the cards), cut to the block's count.
import type { GraphQLClient } from '../graphql-client';
import type { PriceRule, ProductCard } from '../../domain/catalog-types';
import { fetchFilteredListing, type FilterValue } from '../catalog/listing-api';
import { EMPTY_QUERY, type ListingSort } from '../../domain/listing-query';

/** Which products a block shows: its base filter, sort and count (the view's plan from the block's conditions). */
export interface ContentProductsRequest {
  base: Record<string, FilterValue>;
  pageSize: number;
  sort: ListingSort | null;
  /** position_by_sku: cards follow the order the skus were entered in. */
  skuOrder?: string[];
}

export interface ContentProducts {
  items: ProductCard[];
  rules: Record<string, PriceRule>;
  brandNames: Record<string, string>;
}

export async function fetchContentProducts(client: GraphQLClient, plan: ContentProductsRequest): Promise<ContentProducts> {
  const page = await fetchFilteredListing(client, {
    base: plan.base,
    query: { ...EMPTY_QUERY, sort: plan.sort, pageSize: plan.pageSize },
    pageSize: plan.pageSize,
  });
  let items = page.items;
  if (plan.skuOrder) {
    const order = new Map(plan.skuOrder.map((sku, i) => [sku.toLowerCase(), i]));
    items = [...items].sort((a, b) => (order.get(a.sku.toLowerCase()) ?? Infinity) - (order.get(b.sku.toLowerCase()) ?? Infinity));
  }
  return { items: items.slice(0, plan.pageSize), rules: page.rules, brandNames: page.brandNames };
}
