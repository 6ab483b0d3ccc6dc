// The page's script entry (index.html): it decides when the app (src/main.tsx) starts and loads nothing else.
//
// A page the server rendered is on screen before any script runs. On a phone's network its styles, fonts and
// above-the-fold images should have the bandwidth before ~200 KB of scripts, and its first paint should not wait
// behind evaluating them (docs/decisions/web-speed-scripts-after-paint.md). So for such a page the app's scripts
// are fetched once the browser reports its first contentful paint and the page has loaded (each wait capped).
// Until then the server's HTML works as a web page: links and the search form work, and buttons that need the
// app show as disabled. A page the browser renders itself, or renders afresh, starts at once.
import './i18n/thai-font.css';
import { browserPersistence } from './lib/browser-persistence';
import { followRedirectLinks, mirrorRedirectCookie } from './lib/redirect-cookie';
import { readRenderedIn } from './ssr/hydration-data';
import { rendersLikeServer } from './ssr/hydration-fit';
import { DEFERRED_CHUNKS_ID } from './ssr/deferred-chunks';
import { APP_STEPS } from './boot-steps';
import { STEP_RUNS } from './boot-step-runs';

/** The longest a server-rendered page waits for its first paint to be reported (a hidden tab paints nothing). */
const PAINT_AT_MOST_MS = 3_000;
/** The longest it waits for its load event (a slow image must not keep the shop's buttons disabled for long). */
const LOAD_AT_MOST_MS = 1_500;

/** The app's and the route's chunks the server listed, fetched in parallel (not evaluated yet). */
function preloadPageChunks(): void {
  const text = document.getElementById(DEFERRED_CHUNKS_ID)?.textContent;
  if (!text) return;
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/** A task boundary: the browser may handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startApp(): Promise<void> {
  preloadPageChunks();
  // The chunks are already on their way (preloaded above, or hinted on a page the browser renders).
  for (const [index, step] of APP_STEPS.entries()) {
    if (index > 0) await nextTask();
    await STEP_RUNS[step]();
  }
}

/** Resolves when the browser reports the first contentful paint (on screen, not only drawn), or after `atMost` ms. */
function firstContentfulPaint(atMost: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, atMost);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing in this browser: the load event alone decides.
      done();
    }
  });
}

/** Resolves after the page's load event, or `atMost` ms after this runs. */
function pageLoaded(atMost: number): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, atMost);
  });
}

// The server renders "/" with the cookie's data-id-redirect, which follows what is stored; a link that stores a
// business choice stores it even when followed before the app has started (src/lib/redirect-cookie.ts).
const persistence = browserPersistence();
mirrorRedirectCookie(persistence, document);
followRedirectLinks(document, persistence);

// A page this browser will render afresh (signed in, another currency) starts at once: its server HTML is
// replaced anyway, and the sooner the better.
const rendered = readRenderedIn(document);
if (rendered && rendersLikeServer(rendered, persistence, window.location.pathname)) {
  void Promise.all([firstContentfulPaint(PAINT_AT_MOST_MS), pageLoaded(LOAD_AT_MOST_MS)]).then(startApp);
} else void startApp();
