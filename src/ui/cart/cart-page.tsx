// The cart page (/cart and /checkout/cart): lines with options, messages and discounts, coupon, free gifts,
// conditions, fees and totals. What shows depends only on the cart machine's state.
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useShellDeps } from '../providers/shell-deps';
import { CartItemRow } from './cart-item-row';
import { useCartActor } from './cart-provider';
import { CartConditions, CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { FreeGiftPopup } from './free-gift-popup';
import { cartText } from './messages';
import { priceRulesFor } from './price-rule-price';

export function CartPage() {
  const intl = useIntl();
  const { client } = useShellDeps();
  const cart = useCartActor();
  const details = useSelector(cart, (snapshot) => snapshot.context.details);
  const failure = useSelector(cart, (snapshot) => (snapshot.matches('noCart') ? (snapshot.context.errors.fetch ?? snapshot.context.errors.create) : null));
  const loading = useSelector(cart, (snapshot) => snapshot.hasTag('loading'));

  return (
    <main className="cart-page">
      <h1>{intl.formatMessage(cartText.cartTitle)}</h1>
      {failure ? (
        <div role="alert" className="cart-page__error">
          <p>{'text' in failure.message ? failure.message.text : intl.formatMessage(failure.message)}</p>
          <Button onPress={() => cart.send({ type: 'cart.refresh' })}>{intl.formatMessage(cartText.retry)}</Button>
        </div>
      ) : null}
      {!details && loading ? <p aria-live="polite">{intl.formatMessage(cartText.loading)}</p> : null}
      {details && details.items.length === 0 ? <p>{intl.formatMessage(cartText.empty)}</p> : null}
      {details && details.items.length > 0 ? (
        <>
          <CartConditions cart={details} />
          <ul className="cart-page__items" aria-label={intl.formatMessage(cartText.cartTitle)}>
            {details.items.map((item) => (
              <CartItemRow key={item.uid} item={item} rules={priceRulesFor(client, details.items.map((line) => line.product.sku))} />
            ))}
          </ul>
          {details.freeGifts ? <FreeGiftPopup gifts={details.freeGifts} /> : null}
          <CouponForm codes={details.couponCodes} />
          <CartTotals cart={details} />
          <Link className="cart-page__checkout" to="/checkout">
            {intl.formatMessage(cartText.checkout)}
          </Link>
        </>
      ) : null}
    </main>
  );
}
