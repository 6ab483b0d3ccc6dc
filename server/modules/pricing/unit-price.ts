import { divRound, rowAmount, toQty4 } from './satang';

/** The price columns of a product row (satang, VAT-inclusive shelf prices). */
export interface PriceColumns {
  price: number;
  special_price: number | null;
  special_from: Date | string | null;
  special_to: Date | string | null;
  is_free: boolean;
}

function toTime(value: Date | string | null): number | null {
  if (value === null) return null;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

/** Magento's final price: the special price when set, lower, and inside its window; free gifts cost 0. */
export function finalUnitPrice(row: PriceColumns, now: Date): number {
  if (row.is_free) return 0;
  const special = row.special_price;
  if (special === null || special >= row.price) return row.price;
  const from = toTime(row.special_from);
  const to = toTime(row.special_to);
  const at = now.getTime();
  if (from !== null && at < from) return row.price;
  if (to !== null && at > to) return row.price;
  return special;
}

export type OptionPriceType = 'FIXED' | 'PERCENT';

/** A priced choice on top of the product: a customizable option value or a downloadable link. */
export interface PriceAdd {
  price: number;
  price_type: OptionPriceType;
}

/** FIXED adds satang; PERCENT adds that percent of the product's final price, rounded per unit. */
export function priceOfAdd(base: number, add: PriceAdd): number {
  return add.price_type === 'PERCENT' ? divRound(base * add.price, 100) : add.price;
}

export function withAdds(base: number, adds: readonly PriceAdd[]): number {
  return adds.reduce((sum, add) => sum + priceOfAdd(base, add), base);
}

/** Magento's bundle price type: fixed bundles carry their own price, dynamic ones sum their selections. */
export function isFixedBundle(priceType: string | null): boolean {
  return priceType !== null && ['1', 'fixed', 'FIXED'].includes(priceType);
}

export interface BundlePart {
  unitPrice: number;
  qty: string | number;
}

/** One bundle's price: the selections' final prices times their quantity per bundle, each rounded once. */
export function dynamicBundlePrice(parts: readonly BundlePart[]): number {
  return parts.reduce((sum, part) => sum + rowAmount(part.unitPrice, toQty4(part.qty)), 0);
}
