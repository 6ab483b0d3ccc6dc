// The extra an option adds to the price, as Magento shows it beside the choice: "+฿10.00" or "+5%"; nothing
// for a choice that adds nothing.
import { useIntl } from 'react-intl';
import type { CustomOptionValue } from '../../domain/catalog-types';
import { formatMoney } from '../../i18n/money';
import { catalogText } from './messages';

export function useOptionPrice(currency: string): (value: Pick<CustomOptionValue, 'price' | 'priceType'>) => string {
  const intl = useIntl();
  return (value) =>
    value.price === 0
      ? ''
      : value.priceType === 'PERCENT'
        ? intl.formatMessage(catalogText.percentPrice, { percent: intl.formatNumber(value.price) })
        : intl.formatMessage(catalogText.fixedPrice, { amount: formatMoney(value.price, currency, intl.locale) });
}
