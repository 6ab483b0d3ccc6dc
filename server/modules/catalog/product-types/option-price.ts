import type { CatalogSettings } from '../catalog-settings';
import { excludingVat } from '../price/final-price';
import { satangToMoney } from '../price/price-output';

/**
 * What an option, link or selection adds, as the `price` Float of Magento's option types. FIXED amounts are
 * stored in satang VAT included, like shelf prices, so they go through the same tax display and currency
 * conversion as price_range; PERCENT amounts are a percentage of the product price and are returned as is.
 */
export function optionPriceValue(amount: number, priceType: 'FIXED' | 'PERCENT', taxable: boolean, settings: CatalogSettings): number {
  if (priceType === 'PERCENT') return amount;
  const shown = settings.taxDisplay === 1 ? excludingVat(amount, taxable) : amount;
  return satangToMoney(shown, settings.currency).value ?? 0;
}
