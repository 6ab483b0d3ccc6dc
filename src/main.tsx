// Entry: pick the store view and locale from the path prefix and storage, self-host the Thai font, and start the
// app with the browser's real dependencies. A /th or /en prefix the page was loaded with becomes the router's
// basename, so in-app links keep it.
import './i18n/thai-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { graphqlClient } from './api/client';
import { languageOf } from './i18n/locale';
import { startupStore } from './i18n/startup-locale';
import { browserPersistence } from './lib/browser-persistence';
import { parseStorePrefix } from './lib/store-path';
import { App } from './ui/app';
import { accountRoutes } from './ui/account/account-routes';
import { creditRoutes } from './ui/credit/credit-routes';
import { CreditShell } from './ui/credit/credit-runtime';
import { CreditPanel } from './ui/credit/credit-panel';
import { AccountShell } from './ui/account/account-shell';
import { AccountTrigger } from './ui/account/account-trigger';
import { createSessionRuntime } from './ui/account/session-runtime';
import { cartRoutes } from './ui/cart/cart-routes';
import { checkoutRoutes } from './ui/checkout/checkout-routes';
import { createCartRuntime } from './ui/cart/cart-runtime';
import { CartShell } from './ui/cart/cart-shell';
import { MiniCart } from './ui/cart/mini-cart';
import { contentParts } from './ui/content-parts';
import { engagementRoutes } from './ui/engagement/engagement-routes';
import { EngagementFooterExtras } from './ui/engagement/footer-extras';
import { PopupHost } from './ui/engagement/popup-host';
import { PushShell } from './ui/engagement/push-shell';
import type { ShellDeps } from './ui/providers/shell-deps';
import { isBotWindow } from './ui/shell/bot-flag';
import { browserServiceWorkerHost, registerServiceWorker, reloadOnStaleChunks } from './lib/service-worker';
import { CookieSettingsLink } from './ui/privacy/cookie-bar';
import { PrivacyShell } from './ui/privacy/privacy-shell';

const persistence = browserPersistence();
const { locale } = startupStore(persistence, window.location.pathname);
document.documentElement.lang = languageOf(locale);
const prefix = parseStorePrefix(window.location.pathname).storeCode;

// One cart actor for the page view: the header's count and every cart view read it.
const cart = createCartRuntime(graphqlClient, persistence);
// One session actor: it tells the cart actor about sign-in (merge) and sign-out (reset).
const session = createSessionRuntime({
  client: graphqlClient,
  persistence,
  storage: window.localStorage,
  cart: cart.cart,
  reload: () => window.location.reload(),
  events: window,
  pushEvent: (event) => {
    const w = window as unknown as { dataLayer?: Record<string, unknown>[] };
    (w.dataLayer ??= []).push(event);
  },
});

const deps: ShellDeps = {
  client: graphqlClient,
  persistence,
  cookies: document,
  reload: () => window.location.reload(),
  loadPage: (path) => window.location.assign(path),
  isOnline: () => navigator.onLine,
  connectivityTarget: window,
  isBot: () => isBotWindow(window),
  cartCount: cart.countSource,
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App
      deps={deps}
      startupLocale={locale}
      createRouter={(routes) => createBrowserRouter(routes, prefix ? { basename: `/${prefix}` } : {})}
      routeOptions={{
        children: [...cartRoutes(), ...checkoutRoutes(), ...accountRoutes(), ...creditRoutes(), ...engagementRoutes()],
        layoutWrapper: ({ children }) => (
          <CartShell runtime={cart}>
            <AccountShell session={session}>
              <PrivacyShell>
                <CreditShell>
                  <PushShell>
                    {children}
                    <PopupHost />
                  </PushShell>
                </CreditShell>
              </PrivacyShell>
            </AccountShell>
          </CartShell>
        ),
        cartTrigger: <MiniCart />,
        accountTrigger: <AccountTrigger />,
        contentParts,
        footerExtras: (
          <>
            <CreditPanel />
            <EngagementFooterExtras />
            <CookieSettingsLink />
          </>
        ),
      }}
    />
  </StrictMode>,
);

// The service worker: offline use of what was seen, and a clean switch to each new release (src/sw/sw.ts).
if (import.meta.env.PROD) void registerServiceWorker(browserServiceWorkerHost(window));
reloadOnStaleChunks(window, window.sessionStorage);
