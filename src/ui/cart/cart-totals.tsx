// Totals as the server computed them: subtotals, discounts, fees, taxes, grand total; plus the min/max amount
// conditions and cart messages the shopper must see.
import { useIntl } from 'react-intl';
import type { CartDetails } from '../../domain/cart-types';
import { cartText, cartValueText } from './messages';
import { MoneyText } from './money-text';

export function CartConditions({ cart }: { cart: CartDetails }) {
  const { minAmount, maxAmount } = cart.conditions;
  // The server may report an order limit both as a cart message and as its condition: show each text once.
  const texts = [
    ...new Set([
      ...cart.messages.map((message) => message.text),
      ...[minAmount, maxAmount].flatMap((condition) => (condition?.hasError && condition.message ? [condition.message] : [])),
    ]),
  ];
  if (texts.length === 0) return null;
  return (
    <ul className="cart-conditions" role="alert">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

export function CartTotals({ cart }: { cart: CartDetails }) {
  const intl = useIntl();
  const { prices } = cart;
  return (
    <dl className="cart-totals">
      {prices.subtotalInclTax ? (
        <div>
          <dt>{intl.formatMessage(cartText.subtotal)}</dt>
          <dd><MoneyText money={prices.subtotalInclTax} /></dd>
        </div>
      ) : null}
      {prices.discounts.map((discount) => (
        <div key={`discount:${discount.label}`} className="cart-totals__discount">
          <dt>{discount.label}</dt>
          <dd>−<MoneyText money={discount.amount} /></dd>
        </div>
      ))}
      {prices.afterDiscount && prices.discounts.length > 0 ? (
        <div>
          <dt>{intl.formatMessage(cartText.afterDiscount)}</dt>
          <dd><MoneyText money={prices.afterDiscount} /></dd>
        </div>
      ) : null}
      {/* The chosen delivery is part of the grand total: without its line the summary would not add up. */}
      {cart.shipping ? (
        <div className="cart-totals__shipping">
          <dt>{intl.formatMessage(cartValueText.shipping, { method: cart.shipping.title })}</dt>
          <dd><MoneyText money={cart.shipping.amount} /></dd>
        </div>
      ) : null}
      {cart.extraFees.map((fee) => (
        <div key={`fee:${fee.feeId}:${fee.optionId}`} className="cart-totals__fee">
          <dt>{fee.label}</dt>
          <dd><MoneyText money={fee.amountInclTax} /></dd>
        </div>
      ))}
      {prices.grandTotal ? (
        <div className="cart-totals__grand">
          <dt>{intl.formatMessage(cartText.grandTotal)}</dt>
          <dd data-testid="grand-total"><MoneyText money={prices.grandTotal} /></dd>
        </div>
      ) : null}
      {/* Lines and fees above are VAT-inclusive and add up to the grand total; what follows is what it holds. */}
      {prices.subtotalExclTax ? (
        <div className="cart-totals__note">
          <dt>{intl.formatMessage(cartText.subtotalExclTax)}</dt>
          <dd><MoneyText money={prices.subtotalExclTax} /></dd>
        </div>
      ) : null}
      {prices.nonVatAmount && prices.nonVatAmount.value > 0 ? (
        <div className="cart-totals__note">
          <dt>{intl.formatMessage(cartText.nonVatAmount)}</dt>
          <dd><MoneyText money={prices.nonVatAmount} /></dd>
        </div>
      ) : null}
      {prices.taxes.map((tax) => (
        <div key={`tax:${tax.label}`} className="cart-totals__note">
          <dt>{tax.label}</dt>
          <dd><MoneyText money={tax.amount} /></dd>
        </div>
      ))}
    </dl>
  );
}
