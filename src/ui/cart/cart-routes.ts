// The cart page's routes (storefront spec section 2): /cart and /checkout/cart, for ShellRouteOptions.children.
// The page's code (lines, totals, coupon form, free-gift popup) loads when the route is first visited.
import type { RouteObject } from 'react-router';

const cartPage = async () => ({ Component: (await import('./cart-page')).CartPage });

export function cartRoutes(): RouteObject[] {
  return [
    { path: 'cart', lazy: cartPage },
    { path: 'checkout/cart', lazy: cartPage },
  ];
}
