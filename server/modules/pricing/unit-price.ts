import { finalPrice } from '../catalog/price/final-price';
import { divRound, rowAmount, toQty4 } from './satang';

/** The price columns of a product row (satang, VAT-inclusive shelf prices). */
export interface PriceColumns {
  price: number;
  special_price: number | null;
  special_from: Date | string | null;
  special_to: Date | string | null;
  is_free: boolean;
}

/** The catalogue's final price (special price rule shared with listings); free gifts cost 0. */
export function finalUnitPrice(row: PriceColumns, now: Date): number {
  return row.is_free ? 0 : finalPrice(row, now);
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
  return priceType === 'fixed';
}

export interface BundlePart {
  unitPrice: number;
  qty: string | number;
}

/** One bundle's price: the selections' final prices times their quantity per bundle, each rounded once. */
export function dynamicBundlePrice(parts: readonly BundlePart[]): number {
  return parts.reduce((sum, part) => sum + rowAmount(part.unitPrice, toQty4(part.qty)), 0);
}
