import type { CurrencyEnum, Money, PriceRange, ProductPrice, ProductPrices } from '../../../graphql/generated/resolvers-types';
import { type DisplayCurrency, minorUnitsToValue, toMinorUnits } from './display-currency';
import { excludingVat } from './final-price';
import type { PricePoint, SatangPriceRange } from './price-points';

/** Magento's tax/display/type: 1 excluding tax, 2 including tax, 3 both (values shown including). */
export type TaxDisplayType = 1 | 2 | 3;

/**
 * Currency codes come from the config allow-list (THB, USD, JPY ...), all ISO codes in Magento's enum.
 * GraphQL serialisation still rejects a code outside the enum, so a bad config value surfaces as an error.
 */
function isCurrencyEnum(code: string): code is CurrencyEnum {
  return /^[A-Z]{3}$/.test(code);
}

export function money(minor: bigint, currency: DisplayCurrency): Money {
  return { value: minorUnitsToValue(minor, currency), currency: isCurrencyEnum(currency.code) ? currency.code : null };
}

export function satangToMoney(satang: number, currency: DisplayCurrency): Money {
  return money(toMinorUnits(satang, currency), currency);
}

/** percent_off to two decimals, from exact satang (a ratio does not depend on the display currency). */
function percentOff(regular: number, final: number): number {
  if (regular <= 0 || final >= regular) return 0;
  const hundredths = (BigInt(regular - final) * 10_000n * 2n + BigInt(regular)) / (BigInt(regular) * 2n);
  return Number(hundredths) / 100;
}

export function productPrice(point: PricePoint, currency: DisplayCurrency, display: TaxDisplayType): ProductPrice {
  const shown = (satang: number) => (display === 1 ? excludingVat(satang, point.taxable) : satang);
  const regularMinor = toMinorUnits(shown(point.regular), currency);
  const finalMinor = toMinorUnits(shown(point.final), currency);
  const amountOff = regularMinor > finalMinor ? regularMinor - finalMinor : 0n;
  return {
    regular_price: money(regularMinor, currency),
    final_price: money(finalMinor, currency),
    // amount_off is the difference of the two amounts as shown, so the client's arithmetic agrees.
    discount: { amount_off: minorUnitsToValue(amountOff, currency), percent_off: percentOff(point.regular, point.final) },
    final_price_excl_tax: satangToMoney(excludingVat(point.final, point.taxable), currency),
    // No fixed product taxes (WEEE) apply in Thailand.
    fixed_product_taxes: [],
  };
}

export function priceRange(range: SatangPriceRange, currency: DisplayCurrency, display: TaxDisplayType): PriceRange {
  return {
    minimum_price: productPrice(range.minimum, currency, display),
    maximum_price: productPrice(range.maximum, currency, display),
  };
}

/** The deprecated `price` field, still read by older clients. */
export function legacyPrices(range: SatangPriceRange, currency: DisplayCurrency, display: TaxDisplayType): ProductPrices {
  const amount = (point: PricePoint, which: 'regular' | 'final') => {
    const satang = display === 1 ? excludingVat(point[which], point.taxable) : point[which];
    return { amount: satangToMoney(satang, currency) };
  };
  return {
    minimalPrice: amount(range.minimum, 'final'),
    maximalPrice: amount(range.maximum, 'final'),
    regularPrice: amount(range.minimum, 'regular'),
  };
}
