// The storefront's areas wired into the shell, the same in the browser (src/main.tsx) and on the server
// (src/entry-server.tsx): the same routes and layout on both sides, so a server-rendered page hydrates.
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { accountRoutes } from './ui/account/account-routes';
import { AccountShell } from './ui/account/account-shell';
import type { SessionActor } from './ui/providers/session-runtime';
import { cartRoutes } from './ui/cart/cart-routes';
import type { CartRuntime } from './ui/cart/cart-runtime';
import { CartShell } from './ui/cart/cart-shell';
import { MiniCart } from './ui/cart/mini-cart';
import { checkoutRoutes } from './ui/checkout/checkout-routes';
import { CheckoutScope } from './ui/checkout/checkout-scope';
import { creditRoutes } from './ui/credit/credit-routes';
import { CreditFooterPanel, CreditShell } from './ui/credit/credit-runtime';
import { contentParts } from './ui/content-parts';
import { engagementRoutes } from './ui/engagement/engagement-routes';
import { EngagementFooterExtras } from './ui/engagement/footer-extras';
import { PopupHost } from './ui/engagement/popup-host';
import { PushShell } from './ui/engagement/push-shell';
import { CookieSettingsLink } from './ui/privacy/cookie-bar';
import { PrivacyShell } from './ui/privacy/privacy-shell';
import type { ShellRouteOptions } from './ui/routes';
import { lazyModule } from './ui/common/lazy-module';

// Only a signed-in shopper has the account menu (React Aria's Menu): it loads with them, not on a first visit.
const AccountTrigger = lazyModule('account/trigger', async () => (await import('./ui/account/account-trigger')).AccountTrigger);

/** The areas' routes inside the layout (each path's kind is in the page table, src/pages/page-table.ts). */
export function storefrontRoutes(): RouteObject[] {
  return [...cartRoutes(), ...checkoutRoutes(), ...accountRoutes(), ...creditRoutes(), ...engagementRoutes()];
}

export function storefrontRouteOptions(cart: CartRuntime, session: SessionActor): ShellRouteOptions {
  return {
    children: storefrontRoutes(),
    layoutWrapper: ({ children }) => (
      <CartShell runtime={cart}>
        <AccountShell session={session}>
          <PrivacyShell>
            <CreditShell>
              <PushShell>
                <CheckoutScope>{children}</CheckoutScope>
                <PopupHost />
              </PushShell>
            </CreditShell>
          </PrivacyShell>
        </AccountShell>
      </CartShell>
    ),
    cartTrigger: <MiniCart />,
    accountTrigger: (
      <Suspense fallback={null}>
        <AccountTrigger />
      </Suspense>
    ),
    contentParts,
    footerExtras: (
      <>
        <CreditFooterPanel />
        <EngagementFooterExtras />
        <CookieSettingsLink />
      </>
    ),
  };
}
