// The app's start (loaded by src/boot.ts, the page's script entry): pick the store view and locale from the path
// prefix and storage, and start the app with the browser's real dependencies. A /th or /en prefix the page was
// loaded with becomes the router's basename, so in-app links keep it. A page the server rendered
// (src/entry-server.tsx) is hydrated with the data it carries; otherwise, or when this browser's session would
// render it differently, the app renders afresh.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { browserEnvironment } from './api/browser-session';
import { createGraphQLClient } from './api/graphql-client';
import { loadMessages } from './i18n/load-messages';
import { fetchCatalogSettings } from './api/catalog/catalog-settings-api';
import { languageOf } from './i18n/locale';
import { startupStore } from './i18n/startup-locale';
import { browserPersistence } from './lib/browser-persistence';
import { parseStorePrefix } from './lib/store-path';
import { readHydrationData, seededFetch } from './ssr/hydration-data';
import { rendersLikeServer } from './ssr/hydration-fit';
import { appTree, createAppParts } from './app-parts';
import { createClientSnapshots } from './ui/providers/page-snapshots';
import { isBotWindow } from './ui/shell/bot-flag';
import { loadRenderedModules } from './ui/common/lazy-module';
import { movingAddress } from './ui/shell/routing/app-history';
import { sanitizedAhead } from './ui/common/sanitized-ahead';
import { parsedAhead } from './ui/content/render/parsed-ahead';
import { browserServiceWorkerHost, keepRenderedAnswers, registerServiceWorker, reloadOnStaleChunks } from './lib/service-worker';

// Builds load React Aria's strings with its string code (scripts/vite-react-aria-strings.ts); Vite's development
// server pre-bundles React Aria, where that plugin does not reach, so development installs them at start.
if (import.meta.env.DEV) void import('./i18n/react-aria-strings');

const persistence = browserPersistence();
const { locale } = startupStore(persistence, window.location.pathname);
document.documentElement.lang = languageOf(locale);
const prefix = parseStorePrefix(window.location.pathname).storeCode;

// Hydrated only when this browser would render the same page (src/ssr/hydration-fit.ts).
const rendered = readHydrationData(document);
const hydrate = rendered !== null && rendersLikeServer(rendered, persistence, window.location.pathname);
// HTML the server sanitised for parts only the browser renders (the cookie bar): shown without the sanitiser.
sanitizedAhead.provide(rendered?.sanitized);
// Page Builder content the server parsed: hydrated without the parser and the sanitiser.
parsedAhead.provide(rendered?.parsed);
const seeds = seededFetch(hydrate ? rendered.responses : {}, browserEnvironment.fetch);
// One GraphQL client for the page view (not a module-level one: the server makes one per request).
const graphqlClient = createGraphQLClient({ ...browserEnvironment, fetch: seeds.fetch });

// The page view's address: the router runs on it, and the feedback's View Cart navigates through it.
const address = movingAddress(UNSAFE_createBrowserHistory({ window, v5Compat: true }), prefix ? `/${prefix}` : undefined);
// After the first move to another page the server's answers are no longer the page's: fetch afresh (heard before
// React renders the new page). A #fragment (the skip link, an anchor in content) stays on the page; it may be
// followed before hydration, when dropping the answers would make the first render fetch and suspend.
const { pathname: renderedPath, search: renderedSearch } = address.location();
const renderedAt = `${renderedPath}${renderedSearch}`;
const releaseSeeds = address.subscribe(() => {
  const { pathname, search } = address.location();
  if (`${pathname}${search}` === renderedAt) return;
  seeds.release();
  releaseSeeds();
});
// The page view's parts (src/app-parts.tsx), in the browser's surroundings.
const parts = createAppParts({
  client: graphqlClient,
  persistence,
  storage: window.localStorage,
  cookies: document,
  reload: () => window.location.reload(),
  loadPage: (path) => window.location.assign(path),
  isOnline: () => navigator.onLine,
  events: window,
  isBot: () => isBotWindow(window),
  pushEvent: (event) => {
    const w = window as unknown as { dataLayer?: Record<string, unknown>[] };
    (w.dataLayer ??= []).push(event);
  },
  navigate: (to) => address.navigate(to),
  start: true,
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = appTree({ parts, snapshots: hydrate ? createClientSnapshots(rendered.snapshots) : null, locale, address });

const start = () => {
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (one long task on a phone); a press on a part not hydrated yet makes React
    // hydrate that part first.
    startTransition(() => {
      hydrateRoot(container, app, {
        // A mismatch React recovered from (it rendered that part afresh) is logged, never a broken page.
        onRecoverableError: (error) => console.warn('talat: server-rendered HTML was replaced while hydrating', error),
      });
    });
  } else {
    if (rendered) container.replaceChildren();
    createRoot(container).render(app);
  }
};

// Hydrating is one long task on a phone. When the scripts arrive as fast as the HTML (a warm cache, a fast
// network), that task would run before the browser has painted the server's HTML, holding the first paint back
// until hydration ends; waiting for the next frame lets the page paint first. A client render has nothing to show.
//
// Hydration also waits for what the page's first render reads and could otherwise suspend on: the store view's
// catalogue, the page module the server rendered and the catalogue settings (answered from the page's data). A
// press on a part React has not hydrated yet makes React hydrate that part at once; if the part suspends, React
// drops its server HTML and renders it afresh, and the link pressed is gone before the browser could follow it (a
// tap lost, and a flash: docs/decisions/hydration-tap-race.md). Until hydrateRoot the page is plain HTML, whose
// links and forms work as they are.
if (hydrate) {
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const firstReads = [loadMessages(locale), loadRenderedModules(rendered.pages ?? []), fetchCatalogSettings(graphqlClient)];
  Promise.all(firstReads).then(afterPaint, afterPaint);
} else start();

// The service worker: offline use of what was seen, and a clean switch to each new release (src/sw/sw.ts).
if (import.meta.env.PROD) {
  void registerServiceWorker(browserServiceWorkerHost(window));
  if (hydrate && 'serviceWorker' in navigator) void keepRenderedAnswers(navigator.serviceWorker.ready, rendered.responses);
}
reloadOnStaleChunks(window, window.sessionStorage);
