import { finalPrice, type OwnPriceRow } from './final-price';

/**
 * What a product costs at its cheapest and dearest configuration, in satang, before currency conversion.
 * Composite products derive theirs from their children (Magento's price_range rules):
 * configurable: the in-stock variants; grouped: the associated products; bundle: the cheapest required
 * selections up to every option at its dearest; downloadable: the price plus its links.
 */
export interface PricePoint {
  regular: number;
  final: number;
  taxable: boolean;
}

export interface SatangPriceRange {
  minimum: PricePoint;
  maximum: PricePoint;
}

export interface PricedProduct extends OwnPriceRow {
  tax_class: 'taxable' | 'exempt';
}

export function ownPoint(row: PricedProduct, now: Date): PricePoint {
  return { regular: row.price, final: finalPrice(row, now), taxable: row.tax_class === 'taxable' };
}

export function singleRange(point: PricePoint): SatangPriceRange {
  return { minimum: point, maximum: point };
}

/** Min of regular and min of final separately, as Magento does for configurable and grouped products. */
export function spanOf(points: readonly PricePoint[]): SatangPriceRange | null {
  const [first] = points;
  if (!first) return null;
  let minFinal = first;
  let maxFinal = first;
  let minRegular = first.regular;
  let maxRegular = first.regular;
  for (const point of points) {
    if (point.final < minFinal.final) minFinal = point;
    if (point.final > maxFinal.final) maxFinal = point;
    minRegular = Math.min(minRegular, point.regular);
    maxRegular = Math.max(maxRegular, point.regular);
  }
  return {
    minimum: { regular: minRegular, final: minFinal.final, taxable: minFinal.taxable },
    maximum: { regular: maxRegular, final: maxFinal.final, taxable: maxFinal.taxable },
  };
}

export interface BundleOptionPrices {
  required: boolean;
  /** checkbox and multi options may take every selection at once. */
  multiple: boolean;
  /** Each selection's price points, already multiplied by its default quantity. */
  selections: PricePoint[];
}

function add(a: PricePoint, b: PricePoint): PricePoint {
  return { regular: a.regular + b.regular, final: a.final + b.final, taxable: a.taxable || b.taxable };
}

/**
 * A dynamic-price bundle: the minimum takes the cheapest selection of each required option (or, when no
 * option is required, the cheapest selection overall); the maximum takes the dearest selection of every
 * single-choice option and all selections of multiple-choice ones.
 */
export function bundleRange(options: readonly BundleOptionPrices[], taxable: boolean): SatangPriceRange {
  const zero: PricePoint = { regular: 0, final: 0, taxable };
  let minimum = zero;
  let maximum = zero;
  let cheapestOverall: PricePoint | null = null;
  for (const option of options) {
    const span = spanOf(option.selections);
    if (!span) continue;
    const cheapest = option.selections.reduce((a, b) => (b.final < a.final ? b : a));
    if (!cheapestOverall || cheapest.final < cheapestOverall.final) cheapestOverall = cheapest;
    if (option.required) minimum = add(minimum, cheapest);
    maximum = option.multiple
      ? option.selections.reduce(add, maximum)
      : add(maximum, option.selections.reduce((a, b) => (b.final > a.final ? b : a)));
  }
  if (minimum === zero && cheapestOverall) minimum = cheapestOverall;
  return { minimum, maximum };
}

/** Downloadable: links sold separately add the cheapest link to the minimum and all links to the maximum. */
export function downloadableRange(own: PricePoint, linkPrices: readonly number[]): SatangPriceRange {
  if (linkPrices.length === 0) return singleRange(own);
  const cheapest = Math.min(...linkPrices);
  const all = linkPrices.reduce((sum, price) => sum + price, 0);
  return {
    minimum: { regular: own.regular + cheapest, final: own.final + cheapest, taxable: own.taxable },
    maximum: { regular: own.regular + all, final: own.final + all, taxable: own.taxable },
  };
}

export function scalePoint(point: PricePoint, quantity: number): PricePoint {
  return { regular: Math.round(point.regular * quantity), final: Math.round(point.final * quantity), taxable: point.taxable };
}

export { finalPrice };
