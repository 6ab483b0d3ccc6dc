// Product price display (storefront spec sections 2, 3 and 5): final price in the store's money format, the
// regular price struck through when discounted, "Saving" only for simple products with a saving above 0, the
// "excluding vat" note for price1type '2', and the customer group's price rule: action 1 hides the price, 2
// replaces it with the rule's (sanitised) content, 0 shows it normally.
import { useIntl } from 'react-intl';
import type { Money, PriceRule, ProductKind, ProductPrice } from '../../domain/catalog-types';
import { formatMoney } from '../../i18n/money';
import { catalogText } from './messages';
import { SanitizedHtml } from '../common/sanitized-html';

export interface PriceDisplayProps {
  price: ProductPrice;
  kind: ProductKind;
  excludingVat: boolean;
  rule?: PriceRule | null;
  className?: string;
}

/** The saving shown for simple products: the discount's amount_off, else regular − final. */
export function savingOf(price: ProductPrice): number {
  const { amountOff, regular, final } = price.minimum;
  const saving = amountOff > 0 ? amountOff : regular.value - final.value;
  return Math.round(saving * 100) / 100;
}

export function PriceDisplay({ price, kind, excludingVat, rule, className = 'price' }: PriceDisplayProps) {
  const intl = useIntl();
  const money = (amount: Money) => formatMoney(amount.value, amount.currency, intl.locale);
  if (rule?.priceAction === 1) return null;
  if (rule?.priceAction === 2) return <SanitizedHtml className={`${className} price--content`} html={rule.priceContent ?? ''} />;

  const { minimum, maximum } = price;
  const discounted = minimum.regular.value > minimum.final.value;
  const saving = kind === 'simple' ? savingOf(price) : 0;
  return (
    <div className={className}>
      <span className="price__final">
        {maximum
          ? intl.formatMessage(catalogText.priceRange, { from: money(minimum.final), to: money(maximum.final) })
          : money(minimum.final)}
      </span>
      {discounted && !maximum ? (
        <del className="price__regular" aria-label={intl.formatMessage(catalogText.regularPrice, { amount: money(minimum.regular) })}>
          {money(minimum.regular)}
        </del>
      ) : null}
      {saving > 0 ? (
        <span className="price__saving">{intl.formatMessage(catalogText.saving, { amount: money({ value: saving, currency: minimum.final.currency }) })}</span>
      ) : null}
      {excludingVat ? <span className="price__vat-note">{intl.formatMessage(catalogText.excludingVat)}</span> : null}
    </div>
  );
}
