// The app's parts, described once for both of its entries: the browser's (src/main.tsx) and a server render's
// (src/entry-server.tsx). They differ only in their surroundings (the window, its storage and history, or one
// guest's request), which each passes as an AppEnvironment; the shop system, the session, the shell's deps and the
// tree React renders are put together here, so the two sides cannot drift apart and a server page hydrates.
import { StrictMode, type ReactNode } from 'react';
import type { GraphQLClient } from './api/graphql-client';
import type { AppLocale } from './i18n/locale';
import type { BrowserPersistence } from './lib/browser-persistence';
import type { CookieJar } from './lib/cookies';
import { storefrontRouteOptions } from './storefront';
import { App } from './ui/app';
import { createCartRuntime } from './ui/cart/cart-runtime';
import { PageSnapshotsProvider, type PageSnapshots } from './ui/providers/page-snapshots';
import { createSessionRuntime } from './ui/providers/session-runtime';
import type { ConnectivityTarget, ShellDeps } from './ui/providers/shell-deps';
import type { AppHistory } from './ui/shell/routing/app-history';

export interface AppEnvironment {
  client: GraphQLClient;
  persistence: BrowserPersistence;
  /** Raw storage the session reads an expired token from (window.localStorage; memory on the server). */
  storage: Pick<Storage, 'getItem'>;
  cookies: CookieJar;
  reload: () => void;
  loadPage: (path: string) => void;
  isOnline: () => boolean;
  /** The window's events: online and offline, and other tabs' storage (sign-in elsewhere). */
  events: ConnectivityTarget;
  isBot: () => boolean;
  /** Analytics (GTM dataLayer). */
  pushEvent: (event: Record<string, unknown>) => void;
  /** The router's navigate for the cart's feedback (View Cart); absent on the server, where nothing navigates. */
  navigate?: (to: string) => void;
  /** false for a server render: the actors render their first state and never run. */
  start: boolean;
}

export interface AppParts {
  deps: ShellDeps;
  /** The page view's shop system (cart, add-to-cart feedback, toast area) and session, wired into the layout. */
  routeOptions: ReturnType<typeof storefrontRouteOptions>;
}

export function createAppParts(env: AppEnvironment): AppParts {
  // One shop system: the header's count and every cart view read it.
  const cart = createCartRuntime(env.client, env.persistence, { start: env.start, navigate: env.navigate });
  // One session actor: it tells the cart actor about sign-in (merge) and sign-out (reset).
  const session = createSessionRuntime({
    client: env.client,
    persistence: env.persistence,
    storage: env.storage,
    cart: cart.cart,
    reload: env.reload,
    events: env.events,
    pushEvent: env.pushEvent,
    start: env.start,
  });
  const deps: ShellDeps = {
    client: env.client,
    persistence: env.persistence,
    cookies: env.cookies,
    reload: env.reload,
    loadPage: env.loadPage,
    isOnline: env.isOnline,
    connectivityTarget: env.events,
    isBot: env.isBot,
    cartCount: cart.countSource,
    pushEvent: env.pushEvent,
    // The shell's toast area is the shop system's, so the cart's notices and the shell's reach one actor.
    toasts: cart.toasts,
  };
  return { deps, routeOptions: storefrontRouteOptions(cart, session) };
}

export interface AppTreeProps {
  parts: AppParts;
  /** The server's recorded snapshots (a server render records them; a hydrating browser reads them), else null. */
  snapshots: PageSnapshots | null;
  locale: AppLocale;
  address: AppHistory;
  /** The server's static router; the browser's router is the app's own. */
  renderRouter?: (routes: ReactNode) => ReactNode;
  /** What only the server render puts around the app (what it records for the browser). */
  around?: (app: ReactNode) => ReactNode;
}

/** The tree both entries render: the same on both sides, so a server-rendered page hydrates. */
export function appTree({ parts, snapshots, locale, address, renderRouter, around = (app) => app }: AppTreeProps): ReactNode {
  return (
    <StrictMode>
      <PageSnapshotsProvider value={snapshots}>
        {around(<App deps={parts.deps} startupLocale={locale} address={address} renderRouter={renderRouter} routeOptions={parts.routeOptions} />)}
      </PageSnapshotsProvider>
    </StrictMode>
  );
}
