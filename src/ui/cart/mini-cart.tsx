// Mini cart: a trigger with the item count (99+ above 99) opening a panel of lines with quantity steppers, the
// subtotal and a link to the cart page (mini-cart-panel.tsx, loaded the first time the panel opens).
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Button, DialogTrigger, Popover } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CartIcon } from '../common/icons';
import { lazyNamed } from '../common/lazy-view';
import { useHydrating } from '../common/use-hydrating';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';
import './cart.css';

const MiniCartPanel = lazyNamed(() => import('./mini-cart-panel'), 'MiniCartPanel');

export const CART_BADGE_MAX = 99;

export function cartCountText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

export function MiniCart() {
  const intl = useIntl();
  const cart = useCartActor();
  const details = useSelector(cart, (snapshot) => snapshot.context.details);
  // The server renders for a guest without a cart: while hydrating, the count the browser kept waits a render.
  const hydrating = useHydrating();
  const count = hydrating ? 0 : (details?.totalQuantity ?? 0);
  return (
    <DialogTrigger>
      <Button className="mini-cart__trigger" aria-label={`${intl.formatMessage(cartText.miniCartTitle)}: ${intl.formatMessage(cartValueText.miniCartCount, { count })}`}>
        <CartIcon />
        {count > 0 ? (
          <span className="mini-cart__badge" data-testid="mini-cart-count" aria-hidden="true">
            {cartCountText(count)}
          </span>
        ) : null}
      </Button>
      <Popover className="mini-cart__popover" placement="bottom end" offset={8}>
        <Suspense fallback={null}>
          <MiniCartPanel />
        </Suspense>
      </Popover>
    </DialogTrigger>
  );
}
