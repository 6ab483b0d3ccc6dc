// The page view's address, as everything outside React's rendering follows it: the listing chart's URL watcher, the
// popup chart's page follower, the hydration seeds (dropped at the first move) and the cart's "View cart", which
// navigates from a machine. React Router's own history accepts a single listener (its router's), so this shares
// one history among them; each listener hears a move before React renders it, as the router's own does.
// The browser makes one over the window's history (src/main.tsx), tests over a memory history, and a server render
// has a fixed address that never moves.
import type { HistoryRouterProps } from 'react-router';

/** React Router's history (browser or memory), as <unstable_HistoryRouter> takes it. */
export type RouterHistory = HistoryRouterProps['history'];

/** The address as the app's routes see it: without the router's basename (the store prefix). */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** "default" until the first move of this page view. */
  key: string;
}

export interface AppHistory {
  /** The history the router runs on; null for an address that never moves (a server render). */
  readonly history: RouterHistory | null;
  /** The store prefix ("/en"), or undefined. */
  readonly basename: string | undefined;
  readonly location: () => AppLocation;
  /** Calls back after each move of the address, before React renders it; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Goes to an app path (the basename added), as a link to it would. */
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
}

type Listener = Parameters<RouterHistory['listen']>[0];

/** The path under the basename, as React Router's own matching reads it (case-insensitive, on a segment boundary). */
function withoutBasename(pathname: string, basename: string | undefined): string {
  const base = (basename ?? '').replace(/\/$/, '');
  if (!base || !pathname.toLowerCase().startsWith(base.toLowerCase())) return pathname;
  const rest = pathname.slice(base.length);
  if (rest !== '' && !rest.startsWith('/')) return pathname;
  return rest || '/';
}

/** An app path under the basename ("/" is the basename itself, as React Router writes it). */
function withBasename(to: string, basename: string | undefined): string {
  const base = (basename ?? '').replace(/\/$/, '');
  if (!base || !to.startsWith('/')) return to;
  return to === '/' ? base : `${base}${to}`;
}

/** React Router's history shared by many listeners (its own keeps one), each told of every move. */
function sharedHistory(inner: RouterHistory): RouterHistory {
  const listeners = new Set<Listener>();
  let stop: (() => void) | null = null;
  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => inner.push(to, state),
    replace: (to, state) => inner.replace(to, state),
    go: (delta) => inner.go(delta),
    listen(listener) {
      listeners.add(listener);
      stop ??= inner.listen((update) => {
        for (const each of [...listeners]) each(update);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop) {
          stop();
          stop = null;
        }
      };
    },
  };
}

/** The address of a page view that moves: React Router's history (made with `v5Compat: true`, so pushes are heard). */
export function movingAddress(inner: RouterHistory, basename?: string): AppHistory {
  const history = sharedHistory(inner);
  return {
    history,
    basename,
    location: () => {
      const { pathname, search, hash, key } = history.location;
      return { pathname: withoutBasename(pathname, basename), search, hash, key };
    },
    subscribe: (listener) => history.listen(() => listener()),
    navigate: (to, options) => {
      const path = withBasename(to, basename);
      if (options?.replace) history.replace(path);
      else history.push(path);
    },
  };
}

/** The address of a server render: the request's URL, which never moves. */
export function fixedAddress(url: string, basename?: string): AppHistory {
  const { pathname, search, hash } = new URL(url, 'http://local');
  const location = { pathname: withoutBasename(pathname, basename), search, hash, key: 'default' };
  return { history: null, basename, location: () => location, subscribe: () => () => undefined, navigate: () => undefined };
}
