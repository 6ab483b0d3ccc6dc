// Price-rule display rules (storefront spec section 5): price_action 0 shows the price, 1 hides it, 2 replaces it
// with the rule's custom content (shown as text). The rules come from src/api (priceRulesFor, kept per client,
// scope and set of skus) and are read with use().
import { Suspense, use, type ReactNode } from 'react';
import type { PriceRule } from '../../domain/catalog-types';

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
