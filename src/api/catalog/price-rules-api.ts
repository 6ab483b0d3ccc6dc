// productGroupRuleList (storefront spec sections 3, 5, 7): the customer group's price rules for the given skus.
import type { GraphQLClient } from '../graphql-client';
import { ProductGroupRuleListDocument } from '../../gql/generated/graphql';
import type { PriceRule } from '../../domain/catalog-types';

/** The spec leaves `mode` open; talat sends 'list' for listings and 'detail' for the product page. */
export type PriceRuleMode = 'list' | 'detail';

function action(raw: number | null | undefined): PriceRule['priceAction'] {
  return raw === 1 || raw === 2 ? raw : 0;
}

export async function fetchPriceRules(client: GraphQLClient, skus: readonly string[], mode: PriceRuleMode): Promise<Record<string, PriceRule>> {
  const wanted = [...new Set(skus.filter(Boolean))];
  if (wanted.length === 0) return {};
  const { productGroupRuleList } = await client.request(ProductGroupRuleListDocument, { skus: wanted, mode });
  const rules: Record<string, PriceRule> = {};
  for (const raw of productGroupRuleList ?? []) {
    if (!raw?.sku) continue;
    rules[raw.sku] = {
      sku: raw.sku,
      hideCart: raw.hide_cart === true,
      priceAction: action(raw.price_action),
      priceContent: raw.price_content?.content ?? null,
    };
  }
  return rules;
}

/**
 * Rules for a cart's skus (list mode), kept for the client's life per scope (a customer group sees other rules than
 * a guest) and set of skus, so views reading them with use() get one promise. A failed lookup answers no rules: the
 * prices show normally (the server still prices the cart).
 */
export function priceRulesFor(client: GraphQLClient, skus: readonly string[]): Promise<Record<string, PriceRule>> {
  return client.remember(`priceRules:list:${[...skus].sort().join('|')}`, () => fetchPriceRules(client, skus, 'list').catch(() => ({})));
}
