/**
 * Minimum and maximum order amount (Magento's sales/minimum_order, plus a maximum talat adds). Both are
 * compared with the subtotal after discounts, VAT included, which is what the shopper sees as the goods'
 * price. An unset or zero limit never fails.
 */
export interface OrderLimits {
  minAmount: number | null;
  maxAmount: number | null;
  /** Store-view texts from config; %1 is replaced by the formatted limit. Null uses the default text. */
  minMessage: string | null;
  maxMessage: string | null;
}

export interface ConditionResult {
  has_error: boolean;
  message: string | null;
}

export interface OrderConditions {
  min_amount: ConditionResult;
  max_amount: ConditionResult;
}

/** Magento's default text for the minimum ("Minimum order amount is %1"); the maximum mirrors it. */
export const DEFAULT_MIN_MESSAGE = 'Minimum order amount is %1';
export const DEFAULT_MAX_MESSAGE = 'Maximum order amount is %1';

export function evaluateOrderConditions(
  afterDiscount: number,
  limits: OrderLimits,
  formatPrice: (satang: number) => string,
): OrderConditions {
  const check = (limit: number | null, failed: (limit: number) => boolean, text: string): ConditionResult => {
    if (limit === null || limit <= 0 || !failed(limit)) return { has_error: false, message: null };
    return { has_error: true, message: text.replace('%1', formatPrice(limit)) };
  };
  return {
    min_amount: check(limits.minAmount, (min) => afterDiscount < min, limits.minMessage ?? DEFAULT_MIN_MESSAGE),
    max_amount: check(limits.maxAmount, (max) => afterDiscount > max, limits.maxMessage ?? DEFAULT_MAX_MESSAGE),
  };
}

/** ฿1,234.50 in the cart's currency, as Magento formats prices inside messages. */
export function formatCurrency(satang: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    satang / 100,
  );
}
