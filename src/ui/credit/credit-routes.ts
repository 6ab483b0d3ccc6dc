// The company-credit routes (account spec section 2), signed-in only and inside the account sidebar like the other
// account pages. Each page loads its code when first visited.
import type { RouteObject } from 'react-router';
import { AccountLayoutRoute, RequireSignInRoute } from '../account/account-route-layouts';
import { routePage } from '../shell/routing/route-page';

const pages = async () => import('./credit-pages');
const Overview = routePage('credit/overview', async () => (await pages()).CreditOverviewPage);
const Info = routePage('credit/info', async () => (await pages()).CreditInfoPage);
const Apply = routePage('credit/apply', async () => (await pages()).CreditApplyPage);

export function creditRoutes(): RouteObject[] {
  return [
    {
      Component: RequireSignInRoute,
      children: [
        {
          Component: AccountLayoutRoute,
          children: [
            { path: 'customer/credit', Component: Overview },
            { path: 'customer/credit/info', Component: Info },
            { path: 'customer/credit/apply', Component: Apply },
          ],
        },
      ],
    },
  ];
}
