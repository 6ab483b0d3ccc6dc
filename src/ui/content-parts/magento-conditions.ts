// Magento's catalog widget stores its rule as `conditions_encoded`: JSON with `{`/`}` written `^[`/`^]`, quotes
// as backticks and backslashes as `||` (Magento\Widget\Helper\Conditions). We read back the two conditions a
// client can turn into a product filter, sku and category_ids; anything else cannot be evaluated here.

export interface ProductCondition {
  attribute: string;
  operator: string;
  value: string;
}

export function decodeConditions(encoded: string): ProductCondition[] | null {
  const json = encoded.replaceAll('^[', '{').replaceAll('^]', '}').replaceAll('`', '"').replaceAll('||', '\\\\');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const entries = Object.entries(parsed as Record<string, unknown>);
  const root = entries.find(([key]) => key === '1')?.[1] as { aggregator?: unknown; value?: unknown } | undefined;
  // Only "all of these are true" rules map to filters that are ANDed together.
  if (root && (root.aggregator !== 'all' || String(root.value) !== '1')) return null;
  const conditions: ProductCondition[] = [];
  for (const [key, raw] of entries) {
    if (key === '1' || !raw || typeof raw !== 'object') continue;
    const { attribute, operator, value } = raw as Record<string, unknown>;
    if (typeof attribute !== 'string') return null;
    conditions.push({ attribute, operator: typeof operator === 'string' ? operator : '==', value: Array.isArray(value) ? value.join(',') : (typeof value === 'string' || typeof value === 'number' ? String(value) : '') });
  }
  return conditions;
}
