// The order summary beside the checkout: the cart's lines and the totals exactly as the server priced them
// (the same cart details the cart page shows, refreshed after each accepted step).
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useCartActor } from '../cart/cart-provider';
import { CartTotals } from '../cart/cart-totals';
import { MoneyText } from '../cart/money-text';
import { checkoutText, checkoutValueText } from './messages';

export function OrderSummary() {
  const intl = useIntl();
  const cart = useCartActor();
  const details = useSelector(cart, (s) => s.context.details);
  if (!details) return null;
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{intl.formatMessage(checkoutText.summaryTitle)}</h2>
      <ul className="checkout-summary__items">
        {details.items.map((item) => (
          <li key={item.uid}>
            <span>{intl.formatMessage(checkoutValueText.itemLine, { name: item.product.name, quantity: item.quantity })}</span>
            {item.priceInclTax ?? item.price ? <MoneyText money={(item.priceInclTax ?? item.price)!} /> : null}
          </li>
        ))}
      </ul>
      <CartTotals cart={details} />
    </section>
  );
}
