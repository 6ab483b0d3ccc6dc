// Mini cart: a trigger with the item count (99+ above 99) opening a panel of lines with quantity steppers, the
// subtotal and a link to the cart page. The trigger is on the page at once; the popover (React Aria's
// DialogTrigger/Popover with their overlay, focus and positioning code: mini-cart-loaded.tsx) loads when first
// wanted, as the header's menus do (deferred-menu.tsx), and the panel itself the first time it opens.
import { DeferredMenu, menuLoader } from '../common/deferred-menu';
import { useMiniCartTrigger } from './mini-cart-trigger';
import './cart.css';

const loadMiniCart = menuLoader<object>(() => import('./mini-cart-loaded').then((module) => module.LoadedMiniCart));

export { CART_BADGE_MAX, cartCountText } from './mini-cart-trigger';

export function MiniCart() {
  const { label, content } = useMiniCartTrigger();
  return (
    <DeferredMenu load={loadMiniCart} menu={{}} className="mini-cart__trigger" label={label}>
      {content}
    </DeferredMenu>
  );
}
