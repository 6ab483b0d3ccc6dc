// Money formatting of storefront spec section 9: THB as ฿ with '.' decimal, ',' grouping and 2 fraction digits
// (฿1,234.50) in both store views; JPY, KRW, TWD, MYR, HKD, IDR, GBP and EUR with 0 decimals as the spec lists;
// USD when no currency is set. Amounts come from the server; the client only formats (DESIGN principle 5).

export const FALLBACK_CURRENCY = 'USD';
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set(['JPY', 'KRW', 'TWD', 'MYR', 'HKD', 'IDR', 'GBP', 'EUR']);

/** Intl options for a currency; also usable as react-intl formatNumber options. */
export function moneyFormatOptions(currency: string | null | undefined): Intl.NumberFormatOptions {
  const code = currency || FALLBACK_CURRENCY;
  const digits = ZERO_DECIMAL_CURRENCIES.has(code) ? 0 : 2;
  return {
    style: 'currency',
    currency: code,
    // narrowSymbol gives ฿ in en-US too (the default there is "THB 1,234.50").
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  };
}

const cache = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string | null | undefined, locale: string): string {
  const code = currency || FALLBACK_CURRENCY;
  // Latin digits and ',' / '.' separators regardless of the locale's own numbering system.
  const key = `${locale}|${code}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${locale.split('-u-')[0]}-u-nu-latn`, moneyFormatOptions(code));
    cache.set(key, format);
  }
  return format.format(amount);
}
