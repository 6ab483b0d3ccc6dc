// The shopping-list routes (account spec section 2): /wishlist and the details page inside the account layout,
// the print page signed in but without the sidebar, and the read-only shared page for anyone with its link.
import type { RouteObject } from 'react-router';
import { AccountLayoutRoute, RequireSignInRoute } from '../account/account-route-layouts';
import { routePage } from '../shell/routing/route-page';

const Lists = routePage('lists/lists', async () => (await import('./shopping-lists-page')).ShoppingListsPage);
const Details = routePage('lists/details', async () => (await import('./list-details-page')).ListDetailsPage);
const Print = routePage('lists/print', async () => (await import('./list-print-page')).ListPrintPage);
const Shared = routePage('lists/shared', async () => (await import('./shared-list-page')).SharedListPage);

export function listRoutes(): RouteObject[] {
  return [
    { path: 'shoppinglist/shared/code/:code', Component: Shared },
    {
      Component: RequireSignInRoute,
      children: [
        { path: 'shoppinglist/print', Component: Print },
        {
          Component: AccountLayoutRoute,
          children: [
            { path: 'wishlist', Component: Lists },
            { path: 'shoppinglist/details/group_id/:id', Component: Details },
          ],
        },
      ],
    },
  ];
}
