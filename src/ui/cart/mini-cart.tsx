// Mini cart: a trigger with the item count (99+ above 99) opening a panel of lines with quantity steppers, the
// subtotal and a link to the cart page.
import { useSelector } from '@xstate/react';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useShellDeps } from '../providers/shell-deps';
import { CartItemRow } from './cart-item-row';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';
import { MoneyText } from './money-text';
import { priceRulesFor } from './price-rule-price';
import './cart.css';

export const CART_BADGE_MAX = 99;

export function cartCountText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

export function MiniCart() {
  const intl = useIntl();
  const { client } = useShellDeps();
  const cart = useCartActor();
  const details = useSelector(cart, (snapshot) => snapshot.context.details);
  const count = details?.totalQuantity ?? 0;
  return (
    <DialogTrigger>
      <Button className="mini-cart__trigger" aria-label={`${intl.formatMessage(cartText.miniCartTitle)}: ${intl.formatMessage(cartValueText.miniCartCount, { count })}`}>
        {/* The header draws the cart outline over this trigger (see header.css); the glyph is its fallback. */}
        <span aria-hidden="true">🛒</span>
        {count > 0 ? (
          <span className="mini-cart__badge" data-testid="mini-cart-count" aria-hidden="true">
            {cartCountText(count)}
          </span>
        ) : null}
      </Button>
      <Popover className="mini-cart__popover" placement="bottom end" offset={8}>
        <Dialog className="mini-cart" aria-label={intl.formatMessage(cartText.miniCartTitle)}>
          {({ close }) => (
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
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
