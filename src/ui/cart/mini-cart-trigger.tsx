// The mini cart's trigger name and content (icon and badge), shared by the plain trigger a first view renders
// (mini-cart.tsx) and the loaded popover's (mini-cart-loaded.tsx), so the button reads the same before and after.
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { CartIcon } from '../common/icons';
import { useHydrating } from '../common/use-hydrating';
import { useCartActor } from './cart-provider';
import { cartText, cartValueText } from './messages';

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
