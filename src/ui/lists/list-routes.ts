// The shopping-list routes (account spec section 2): /wishlist and the details page inside the account layout,
// the print page signed in but without the sidebar, and the read-only shared page for anyone with its link.
import type { RouteObject } from 'react-router';

const lists = async () => ({ Component: (await import('./shopping-lists-page')).ShoppingListsPage });
const details = async () => ({ Component: (await import('./list-details-page')).ListDetailsPage });
const print = async () => ({ Component: (await import('./list-print-page')).ListPrintPage });
const shared = async () => ({ Component: (await import('./shared-list-page')).SharedListPage });
const requireSignIn = async () => ({ Component: (await import('../account/account-layout')).RequireSignIn });
const accountLayout = async () => ({ Component: (await import('../account/account-layout')).AccountLayout });

export function listRoutes(): RouteObject[] {
  return [
    { path: 'shoppinglist/shared/code/:code', lazy: shared },
    {
      lazy: requireSignIn,
      children: [
        { path: 'shoppinglist/print', lazy: print },
        {
          lazy: accountLayout,
          children: [
            { path: 'wishlist', lazy: lists },
            { path: 'shoppinglist/details/group_id/:id', lazy: details },
          ],
        },
      ],
    },
  ];
}
