// The cart page's routes (storefront spec section 2): /cart and /checkout/cart, for ShellRouteOptions.children.
import type { RouteObject } from 'react-router';
import { CartPage } from './cart-page';

export function cartRoutes(): RouteObject[] {
  return [
    { path: 'cart', element: <CartPage /> },
    { path: 'checkout/cart', element: <CartPage /> },
  ];
}
