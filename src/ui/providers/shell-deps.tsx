// Everything the shell touches outside React: the GraphQL client, browser storage, cookies, page loads and the
// window's online/offline events. main.tsx passes the browser's; tests pass a client on a fake fetch and memory
// storage. Views and machine wiring read them from this context only.
import { createContext, useContext, type ReactNode } from 'react';
import type { GraphQLClient } from '../../api/graphql-client';
import type { BrowserPersistence } from '../../lib/browser-persistence';
import type { CookieJar } from '../../lib/cookies';
import type { ActorRefFrom } from 'xstate';
import type { toastsMachine } from '../../machines/toasts.machine';
import type { CartCountSource } from './cart-count-source';

/** The window events the connectivity watcher listens to. */
export type ConnectivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface ShellDeps {
  client: GraphQLClient;
  persistence: BrowserPersistence;
  cookies: CookieJar;
  /** Reload the current page (store view, currency and render-error dismissal). */
  reload(): void;
  /** A full page load of an app path (store switcher). */
  loadPage(path: string): void;
  isOnline(): boolean;
  connectivityTarget: ConnectivityTarget;
  /** Bots and headless browsers get no cart trigger (docs/decisions/shell-bot-flag.md). */
  isBot(): boolean;
  cartCount: CartCountSource;
  /** Analytics (GTM dataLayer: sign-in, purchase); absent in tests. */
  pushEvent?: (event: Record<string, unknown>) => void;
  /**
   * The toast area when the shop system owns it (src/ui/cart/cart-runtime.ts), so the cart's notices and the
   * shell's reach the same actor by explicit messages; a shell without a shop (tests) makes its own.
   */
  toasts?: ActorRefFrom<typeof toastsMachine>;
}

const Context = createContext<ShellDeps | null>(null);

export function ShellDepsProvider({ value, children }: { value: ShellDeps; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useShellDeps(): ShellDeps {
  const deps = useContext(Context);
  if (!deps) throw new Error('The shell needs a <ShellDepsProvider> above it.');
  return deps;
}
