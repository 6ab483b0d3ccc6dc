// Server rendering entry (built by `vite build --ssr`, loaded by server/render/page-render.ts; in development
// through Vite's ssrLoadModule). It renders the same app as src/main.tsx for one request: a guest in the URL's
// store view, the request's cookies, GraphQL answered in-process by the server (`fetch`), the router static at
// the request's URL. Everything is created here per call: no client, cache or actor outlives the request.
import { JSDOM } from 'jsdom';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createGraphQLClient, type FetchLike, type GraphQLClient } from './api/graphql-client';
import { appTree, createAppParts, type AppEnvironment } from './app-parts';
import { createBrowserPersistence, createMemoryStorage } from './lib/browser-persistence';
import { redirectValueOfCookies } from './lib/redirect-cookie';
import type { RenderedPage, RenderInput } from './ssr/render-contract';
import { asksRouteOf, routeDataOf } from './ssr/server-route';
import type { ContentTree } from './ui/content/parse/content-node';
import { createServerSnapshots } from './ui/providers/page-snapshots';
import { RenderedModulesContext } from './ui/common/lazy-module';
import { fixedAddress } from './ui/shell/routing/app-history';
import { installContentWindow, type ContentWindow } from './ui/common/dom-window';
import { sanitizeHtml } from './ui/common/sanitize/sanitize-html';
import { parseContent } from './ui/content/parse/parse-content';
import { provideParser } from './ui/content/parse/parser-loader';
import { provideSanitizer } from './ui/common/sanitizer-loader';
import { sanitizedAhead } from './ui/common/sanitized-ahead';
import { parsedAhead } from './ui/content/render/parsed-ahead';
import { popupsAhead } from './ui/engagement/popups-ahead';

// Page Builder content is parsed and stored HTML sanitised with a DOM; on the server that is jsdom's (one for
// the process: a parser keeps nothing of a request).
installContentWindow(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as ContentWindow);
// The browser loads the sanitiser and the content parser on demand; a server render has them at once, so its HTML
// is final.
provideSanitizer(sanitizeHtml);
provideParser(parseContent);

export type { RenderInput, RenderedPage } from './ssr/render-contract';

/**
 * A server render's surroundings: nothing here can reload, navigate or listen to a window. Storage is a guest's,
 * empty but for the data-id-redirect the cookie carries ("/" is home or the landing page by it).
 */
function serverEnvironment(input: RenderInput, client: GraphQLClient, redirect: string): AppEnvironment {
  const persistence = createBrowserPersistence(createMemoryStorage());
  if (redirect) persistence.set('data-id-redirect', redirect);
  return {
    client,
    persistence,
    storage: createMemoryStorage(),
    cookies: { cookie: input.cookie },
    reload: () => undefined,
    loadPage: () => undefined,
    isOnline: () => true,
    events: { addEventListener: () => undefined, removeEventListener: () => undefined },
    isBot: () => false,
    pushEvent: () => undefined,
    start: false,
  };
}

export async function render(input: RenderInput, onError: (error: unknown) => void): Promise<RenderedPage> {
  const responses: Record<string, unknown> = {};
  const inFlight = new Set<Promise<unknown>>();
  const { route } = input;
  const recordingFetch: FetchLike = (url, init) => {
    const answered = (async () => {
      // The path the server resolved is not resolved again: its answer is getRouteData's (ssr/server-route.ts).
      const response = route && asksRouteOf(url, route, input.storeCode)
        ? new Response(JSON.stringify(routeDataOf(route.answer)), { status: 200, headers: { 'content-type': 'application/json' } })
        : await input.fetch(url, init);
      if ((init.method ?? 'GET') === 'GET' && response.ok) {
        const body: unknown = await response.clone().json().catch(() => undefined);
        if (body !== undefined) responses[url] = body;
      }
      return response;
    })();
    const tracked = answered.catch(() => undefined).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return answered;
  };
  // The page's popups fetched and parsed beside the render (set once the client exists, below).
  let ahead: Promise<void> = Promise.resolve();
  // An answer may start another request (a machine moving on): settled once none is left.
  const requestsSettled = async (): Promise<void> => {
    await ahead;
    while (inFlight.size > 0) await Promise.all(inFlight);
  };
  const client = createGraphQLClient({
    fetch: recordingFetch,
    session: () => ({ storeCode: input.storeCode, currency: null, token: null, pathname: new URL(input.url, 'http://local').pathname }),
    isOnline: () => true,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random: () => Math.random(),
  });
  const redirect = redirectValueOfCookies(input.cookie);
  const parts = createAppParts(serverEnvironment(input, client, redirect));
  const basename = input.prefix ? `/${input.prefix}` : undefined;
  // The router and the address read the same path (the URL as requested, normalised once).
  const requested = new URL(input.url, 'http://local');
  const location = `${requested.pathname}${requested.search}${requested.hash}`;
  const address = fixedAddress(location, basename);
  // Only "/" depends on the data-id-redirect value (home or landing): another page carries nothing of it, so its
  // HTML is every guest's and a shared cache may keep it (src/ssr/hydration-fit.ts reads the value only at "/").
  const pagePath = requested.pathname.slice(basename?.length ?? 0) || '/';
  const renderedRedirect = pagePath === '/' ? redirect : '';
  const snapshots = createServerSnapshots(route?.path ?? null);
  // The lazily loaded pages this render renders: the browser loads them before hydrating (common/lazy-module.ts).
  const renderedPages = new Set<string>();
  // Stored HTML sanitised for parts only the browser renders (the cookie bar's text): sent with the page's data.
  const sanitized = new Map<string, string>();
  // Page Builder content with scripts of its own, parsed: the browser hydrates it without the parser.
  const parsed = new Map<string, ContentTree>();
  // A step of the page table for kinds whose popup type the path tells (engagement/popups-ahead.ts).
  ahead = popupsAhead({ client, path: pagePath, redirectValue: redirect, parse: parseContent, sanitize: sanitizeHtml, parsed, sanitized });

  const app = appTree({
    parts,
    snapshots,
    locale: input.locale,
    address,
    renderRouter: (routes) => (
      <StaticRouter location={location} basename={basename}>
        {routes}
      </StaticRouter>
    ),
    around: (tree) => (
      <RenderedModulesContext.Provider value={renderedPages}>
        <sanitizedAhead.Context.Provider value={sanitized}>
          <parsedAhead.Context.Provider value={parsed}>{tree}</parsedAhead.Context.Provider>
        </sanitizedAhead.Context.Provider>
      </RenderedModulesContext.Provider>
    ),
  });

  return new Promise<RenderedPage>((resolve, reject) => {
    let resolveAll: () => void = () => undefined;
    const allReady = new Promise<void>((done) => (resolveAll = done));
    const stream = renderToPipeableStream(app, {
      onShellReady: () =>
        resolve({
          pipe: (destination) => stream.pipe(destination),
          abort: (reason) => stream.abort(reason),
          allReady,
          requestsSettled,
          hydrationData: () => ({ storeCode: input.storeCode, locale: input.locale, responses, snapshots: snapshots.records(), pages: [...renderedPages], sanitized: Object.fromEntries(sanitized), parsed: Object.fromEntries(parsed), redirect: renderedRedirect }),
        }),
      onShellError: reject,
      nonce: input.nonce,
      // The page is piped once every part is ready (server/render/page-render.ts), so each Suspense boundary is
      // written in place. React's default (12.8 KB) would still write a large ready boundary as its fallback plus
      // a hidden copy that an inline script swaps in later, throttled: the search results' swap alone was a
      // layout shift of 0.47, and the swap delayed the largest paint on every page.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => resolveAll(),
      onError,
    });
  });
}
