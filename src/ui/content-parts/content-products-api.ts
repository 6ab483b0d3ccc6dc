// Products of one content block: the planned filter through the catalogue's product list (with price rules and
// brand names for the cards), cut to the block's count.
import type { GraphQLClient } from '../../api/graphql-client';
import type { PriceRule, ProductCard } from '../../domain/catalog-types';
import { fetchFilteredListing } from '../../api/catalog/listing-api';
import { EMPTY_QUERY } from '../../domain/listing-query';
import type { ProductPlan } from './product-plan';

export interface ContentProducts {
  items: ProductCard[];
  rules: Record<string, PriceRule>;
  brandNames: Record<string, string>;
}

export async function fetchContentProducts(client: GraphQLClient, plan: ProductPlan): Promise<ContentProducts> {
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
