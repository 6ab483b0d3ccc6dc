// The cart page's routes (storefront spec section 2): /cart and /checkout/cart, for ShellRouteOptions.children.
// The page's code (lines, totals, coupon form, free-gift popup) loads when the route is first visited.
import type { RouteObject } from 'react-router';
import { routePage } from '../shell/routing/route-page';

const CartPage = routePage('cart/cart', async () => (await import('./cart-page')).CartPage);

export function cartRoutes(): RouteObject[] {
  return [
    { path: 'cart', Component: CartPage },
    { path: 'checkout/cart', Component: CartPage },
  ];
}
