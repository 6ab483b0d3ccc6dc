// Mini cart: a trigger with the item count (99+ above 99) opening a panel of lines with quantity steppers, the
// subtotal and a link to the cart page. The trigger is on the page at once; the popover (React Aria's
// DialogTrigger/Popover with their overlay, focus and positioning code: mini-cart-loaded.tsx) loads when first
// wanted, as the header's menus do (deferred-menu.tsx), and the panel itself the first time it opens.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { CartIcon } from '../common/icons';
import { useHydrating } from '../common/use-hydrating';
import { DeferredMenu, menuLoader } from '../shell/header/deferred-menu';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';
import './cart.css';

const loadMiniCart = menuLoader<object>(() => import('./mini-cart-loaded').then((module) => module.LoadedMiniCart));

export const CART_BADGE_MAX = 99;

export function cartCountText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

/** The trigger's accessible name and its content (icon and badge), the same before and after loading. */
export function useMiniCartTrigger() {
  const intl = useIntl();
  const cart = useCartActor();
  const details = useSelector(cart, (snapshot) => snapshot.context.details);
  // The server renders for a guest without a cart: while hydrating, the count the browser kept waits a render.
  const hydrating = useHydrating();
  const count = hydrating ? 0 : (details?.totalQuantity ?? 0);
  const label = `${intl.formatMessage(cartText.miniCartTitle)}: ${intl.formatMessage(cartValueText.miniCartCount, { count })}`;
  const content = (
    <>
      <CartIcon />
      {count > 0 ? (
        <span className="mini-cart__badge" data-testid="mini-cart-count" aria-hidden="true">
          {cartCountText(count)}
        </span>
      ) : null}
    </>
  );
  return { label, content };
}

export function MiniCart() {
  const { label, content } = useMiniCartTrigger();
  return (
    <DeferredMenu load={loadMiniCart} menu={{}} className="mini-cart__trigger" label={label}>
      {content}
    </DeferredMenu>
  );
}
