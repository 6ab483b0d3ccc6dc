// Price-rule display rules (storefront spec section 5): price_action 0 shows the price, 1 hides it, 2 replaces it
// with the rule's custom content (shown as text). Rules are fetched once per set of skus and read with use().
import { Suspense, use, type ReactNode } from 'react';
import { fetchPriceRules } from '../../api/catalog/price-rules-api';
import type { PriceRule } from '../../domain/catalog-types';
import type { GraphQLClient } from '../../api/graphql-client';

// Per client (one per page view in the browser, one per request on the server), and within it per scope: the
// rules a customer group sees differ from a guest's, and a sign-in does not make a new client.
const cache = new WeakMap<GraphQLClient, Map<string, Promise<Record<string, PriceRule>>>>();

/** Rules for the cart's skus; a failed lookup shows prices normally (the server still prices the cart). */
export function priceRulesFor(client: GraphQLClient, skus: readonly string[]): Promise<Record<string, PriceRule>> {
  const key = `${client.scope?.() ?? ''}\n${[...skus].sort().join('|')}`;
  let byKey = cache.get(client);
  if (!byKey) cache.set(client, (byKey = new Map<string, Promise<Record<string, PriceRule>>>()));
  let promise = byKey.get(key);
  if (!promise) {
    promise = fetchPriceRules(client, skus, 'list').catch(() => ({}));
    byKey.set(key, promise);
  }
  return promise;
}

function RuledPrice({ rules, sku, children }: { rules: Promise<Record<string, PriceRule>>; sku: string; children: ReactNode }) {
  const rule = use(rules)[sku];
  if (rule?.priceAction === 1) return null;
  if (rule?.priceAction === 2) return <span className="price-rule-content">{rule.priceContent ?? ''}</span>;
  return <>{children}</>;
}

export function PriceRulePrice(props: { rules: Promise<Record<string, PriceRule>>; sku: string; children: ReactNode }) {
  return (
    <Suspense fallback={<span className="price-rule-pending" aria-hidden="true" />}>
      <RuledPrice {...props} />
    </Suspense>
  );
}
