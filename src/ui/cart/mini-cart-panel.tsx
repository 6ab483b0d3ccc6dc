// The mini cart's panel: the lines with quantity steppers, the subtotal and a link to the cart page, inside the
// dialog of mini-cart-loaded.tsx. Loaded the first time the panel opens (mini-cart.tsx), so a first visit fetches
// only the trigger.
import { useSelector } from '@xstate/react';
import { Heading } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useShellDeps } from '../providers/shell-deps';
import { CartItemRow } from './cart-item-row';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';
import { MoneyText } from './money-text';
import { priceRulesFor } from '../../api/catalog/price-rules-api';

/** `close`: the dialog's (the link to the cart page closes it). */
export function MiniCartPanel({ close }: { close: () => void }) {
  const intl = useIntl();
  const { client } = useShellDeps();
  const cart = useCartActor();
  const details = useSelector(cart, (snapshot) => snapshot.context.details);
  const count = details?.totalQuantity ?? 0;
  return (
    <>
      <div className="mini-cart__header">
        <Heading slot="title">{intl.formatMessage(cartText.miniCartTitle)}</Heading>
        <p className="mini-cart__count">{intl.formatMessage(cartValueText.miniCartCount, { count })}</p>
      </div>
      {details && details.items.length > 0 ? (
        <ul className="mini-cart__items" aria-label={intl.formatMessage(cartText.miniCartTitle)}>
          {details.items.map((item) => (
            <CartItemRow key={item.uid} item={item} compact rules={priceRulesFor(client, details.items.map((line) => line.product.sku))} />
          ))}
        </ul>
      ) : (
        <p className="mini-cart__empty">{intl.formatMessage(cartText.empty)}</p>
      )}
      {details?.prices.subtotalInclTax ? (
        <p className="mini-cart__subtotal">
          <span>{intl.formatMessage(cartText.subtotal)}</span> <MoneyText money={details.prices.subtotalInclTax} />
        </p>
      ) : null}
      <Link className="cart-button cart-button--primary mini-cart__view" to="/checkout/cart" onClick={close}>
        {intl.formatMessage(cartText.viewCart)}
      </Link>
    </>
  );
}
