// Cart trigger: opens the cart page; the badge shows the cart's item count (99+ above 99) and nothing while
// no cart exists. Not rendered on /checkout nor for bots (docs/decisions/shell-bot-flag.md).
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useShellDeps } from '../../providers/shell-deps';
import { shellText, shellValueText } from '../messages';
import { CartIcon } from '../../common/icons';

export const CART_BADGE_MAX = 99;

export function cartBadgeText(count: number): string {
  return count > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(count);
}

export function CartTrigger() {
  const { cartCount } = useShellDeps();
  const count = useSyncExternalStore(cartCount.subscribe, cartCount.getCount, () => null);
  const intl = useIntl();
  const label =
    count === null ? intl.formatMessage(shellText.cart) : intl.formatMessage(shellValueText.cartWithCount, { count });
  return (
    <Link className="header-action cart-trigger" to="/cart" aria-label={label}>
      <CartIcon />
      <span className="header-action__text" aria-hidden="true">{intl.formatMessage(shellText.cart)}</span>
      {count !== null && count > 0 ? (
        <span className="cart-trigger__badge" aria-hidden="true">
          {cartBadgeText(count)}
        </span>
      ) : null}
    </Link>
  );
}
