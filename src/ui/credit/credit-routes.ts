// The company-credit routes (account spec section 2), signed-in only and inside the account sidebar like the other
// account pages. Each page loads its code when first visited.
import type { RouteObject } from 'react-router';

const pages = async () => import('./credit-pages');

export function creditRoutes(): RouteObject[] {
  return [
    {
      lazy: async () => ({ Component: (await import('../account/account-layout')).RequireSignIn }),
      children: [
        {
          lazy: async () => ({ Component: (await import('../account/account-layout')).AccountLayout }),
          children: [
            { path: 'customer/credit', lazy: async () => ({ Component: (await pages()).CreditOverviewPage }) },
            { path: 'customer/credit/info', lazy: async () => ({ Component: (await pages()).CreditInfoPage }) },
            { path: 'customer/credit/apply', lazy: async () => ({ Component: (await pages()).CreditApplyPage }) },
          ],
        },
      ],
    },
  ];
}
