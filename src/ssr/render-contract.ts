// What the server (server/render/page-render.ts) and React's server entry (src/entry-server.tsx) agree on. The
// server imports only this folder of the storefront (and src/lib): it loads the entry as built code at run time.
import { resolveLocale, type AppLocale } from '../i18n/locale';
import type { HydrationData } from './hydration-data';
import type { ServerRoute } from './server-route';

export type { RouteAnswer, ServerRoute } from './server-route';

/** fetch as the storefront's transport calls it (src/api/graphql-client.ts FetchLike). */
export type RenderFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderInput {
  /** Path and query as requested, with the store prefix ("/en/rice.html?page=2"). */
  url: string;
  /** The /th or /en prefix of the URL, null without one. */
  prefix: string | null;
  /** Store view and locale the page is rendered in. */
  storeCode: string;
  locale: AppLocale;
  /** The request's Cookie header (delivery area, popups). */
  cookie: string;
  /** GraphQL over the server's own schema, in this process. The render records the answers for the page. */
  fetch: RenderFetch;
  /**
   * The path (without prefix) the route-resolution machine resolves on the server, with the server's one `route`
   * answer for it, which the render is answered with instead of asking again; null for the shell's own pages.
   */
  route: ServerRoute | null;
  /** The response's Content-Security-Policy nonce for React's inline streaming scripts. */
  nonce?: string;
}

export interface RenderedPage {
  /** Writes the HTML of #root's content as React streams it. */
  pipe<W extends NodeJS.WritableStream>(destination: W): W;
  abort(reason?: unknown): void;
  /** Resolves when everything (every Suspense boundary) has been rendered. */
  allReady: Promise<void>;
  /**
   * Resolves when no request the render made is still answering. Parts of the app that are not rendered on the
   * server start requests too (the cookie consent loads its groups); the page carries their answers only if the
   * hydration data is written after they arrive, or the browser asks again.
   */
  requestsSettled(): Promise<void>;
  /** What the browser hydrates with; complete once `allReady` and `requestsSettled` have resolved. */
  hydrationData(): HydrationData;
}

export interface ServerEntry {
  render(input: RenderInput, onError: (error: unknown) => void): Promise<RenderedPage>;
}

/** The app locale of a store view's Magento locale (th_TH → th-TH); throws for one without a catalogue. */
export function renderLocale(magentoLocale: string): AppLocale {
  return resolveLocale(magentoLocale);
}

export { hydrationScript } from './hydration-data';
