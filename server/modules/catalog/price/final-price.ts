/**
 * A product's own prices in satang. Shelf prices are stored VAT-inclusive; a special price applies while
 * `now` is inside its window and only when it is lower than the regular price (Magento's rule).
 * special-price-sql.ts states the same rule in SQL (on-sale filter, price index); its test compares the two.
 */
export interface OwnPriceRow {
  price: number;
  special_price: number | null;
  special_from: Date | string | null;
  special_to: Date | string | null;
}

function toTime(value: Date | string): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

export function isSpecialPriceActive(row: OwnPriceRow, now: Date): boolean {
  if (row.special_price === null || row.special_price >= row.price) return false;
  const at = now.getTime();
  if (row.special_from !== null && toTime(row.special_from) > at) return false;
  if (row.special_to !== null && toTime(row.special_to) < at) return false;
  return true;
}

export function finalPrice(row: OwnPriceRow, now: Date): number {
  return isSpecialPriceActive(row, now) ? (row.special_price as number) : row.price;
}

/** Thai VAT, percent. Stored prices include it for taxable products. */
export const VAT_PERCENT = 7;

/** The price without VAT, rounded half up to the satang. */
export function excludingVat(includingVat: number, taxable: boolean): number {
  if (!taxable) return includingVat;
  const numerator = BigInt(includingVat) * 100n;
  const denominator = BigInt(100 + VAT_PERCENT);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Bundles priced as a whole ('FIXED') rather than as the sum of their selections ('DYNAMIC', the default). */
export function isFixedPriceBundle(row: { type_id: string; bundle_price_type: string | null }): boolean {
  return row.type_id === 'bundle' && row.bundle_price_type?.toUpperCase() === 'FIXED';
}
