// The cart page (/cart and /checkout/cart): lines with options, messages and discounts, coupon, free gifts,
// conditions, fees and totals. What shows depends only on the cart machine's state.
// The shell's layout already has the page's <main>, so this is a plain section (one main landmark per page).
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
import { priceRulesFor } from '../../api/catalog/price-rules-api';
import './cart.css';
import { commonText } from '../common/messages';

export function CartPage() {
  const intl = useIntl();
  const { client } = useShellDeps();
  const cart = useCartActor();
  const details = useSelector(cart, (snapshot) => snapshot.context.details);
  const failure = useSelector(cart, (snapshot) => (snapshot.matches('noCart') ? (snapshot.context.errors.fetch ?? snapshot.context.errors.create) : null));
  const loading = useSelector(cart, (snapshot) => snapshot.hasTag('loading'));
  const title = intl.formatMessage(cartText.cartTitle);

  return (
    <section className="cart-page" aria-labelledby="cart-page-title">
      <h1 id="cart-page-title">{title}</h1>
      {failure ? (
        <div role="alert" className="cart-page__error">
          <p>{'text' in failure.message ? failure.message.text : intl.formatMessage(failure.message)}</p>
          <Button className="cart-button" onPress={() => cart.send({ type: 'cart.refresh' })}>
            {intl.formatMessage(cartText.retry)}
          </Button>
        </div>
      ) : null}
      {!details && loading ? <p aria-live="polite">{intl.formatMessage(commonText.fetchingData)}</p> : null}
      {details && details.items.length === 0 ? <p>{intl.formatMessage(cartText.empty)}</p> : null}
      {details && details.items.length > 0 ? (
        <>
          <CartConditions cart={details} />
          <div className="cart-page__layout">
            <div className="cart-page__lines">
              <ul className="cart-page__items" aria-label={title}>
                {details.items.map((item) => (
                  <CartItemRow key={item.uid} item={item} rules={priceRulesFor(client, details.items.map((line) => line.product.sku))} />
                ))}
              </ul>
            </div>
            <div className="cart-page__summary">
              {details.freeGifts ? <FreeGiftPopup gifts={details.freeGifts} /> : null}
              <CouponForm codes={details.couponCodes} />
              <CartTotals cart={details} />
              <Link className="cart-button cart-button--primary cart-page__checkout" to="/checkout">
                {intl.formatMessage(cartText.checkout)}
              </Link>
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
