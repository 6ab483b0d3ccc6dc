// The page's side of the service worker (storefront spec section 7, "Other"; section 8 "Service worker not
// registered"): registration of /sw.js (scope /) once the page has loaded and is idle, so a first visit's own
// requests come first; a failed registration logs a warning. Messages go through a MessageChannel and reject
// with "SW Not Registered" when no worker controls the page.
import { SW_MESSAGES, type SwReply, type SwRequest } from '../sw/sw-protocol';

export const SW_NOT_REGISTERED = 'SW Not Registered';

/** What the functions below need from the browser (the real navigator/window, or fakes in tests). */
export interface ServiceWorkerHost {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'controller'>;
  whenIdle: (run: () => void) => void;
  warn: (message: string, error: unknown) => void;
}

export function registerServiceWorker(host: ServiceWorkerHost, url = '/sw.js'): Promise<ServiceWorkerRegistration | null> {
  const container = host.serviceWorker;
  if (!container) return Promise.resolve(null);
  return new Promise((resolve) => {
    host.whenIdle(() => {
      container.register(url, { scope: '/', updateViaCache: 'none' }).then(resolve, (error: unknown) => {
        host.warn('Service worker registration failed', error);
        resolve(null);
      });
    });
  });
}

export function sendMessageToSW(host: Pick<ServiceWorkerHost, 'serviceWorker'>, message: SwRequest, timeoutMs = 10_000): Promise<SwReply> {
  const controller = host.serviceWorker?.controller;
  if (!controller) return Promise.reject(new Error(SW_NOT_REGISTERED));
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      reject(new Error('The service worker did not answer'));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<SwReply>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data);
    };
    controller.postMessage(message, [channel.port2]);
  });
}

/** Asks the worker to store images a shopper is likely to open next (product images of a listing). */
export function prefetchImages(host: Pick<ServiceWorkerHost, 'serviceWorker'>, urls: readonly string[]): Promise<SwReply> {
  return sendMessageToSW(host, { type: SW_MESSAGES.prefetchImages, urls: [...urls] });
}

/**
 * Hands the GraphQL answers a server-rendered page arrived with to the worker's catalogue cache once a worker is
 * active: the browser never fetched them, so without this the page's data would be missing offline.
 */
export async function keepRenderedAnswers(ready: Promise<Pick<ServiceWorkerRegistration, 'active'>>, responses: Readonly<Record<string, unknown>>): Promise<void> {
  const entries = Object.entries(responses).map(([url, body]) => ({ url, body: JSON.stringify(body) }));
  if (entries.length === 0) return;
  const registration = await ready;
  const message: SwRequest = { type: SW_MESSAGES.keepData, entries };
  registration.active?.postMessage(message);
}

/** The browser's host: requestIdleCallback after the load event where there is one. */
export function browserServiceWorkerHost(win: Window & typeof globalThis): ServiceWorkerHost {
  return {
    serviceWorker: 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined,
    whenIdle: (run) => {
      const idle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 5000 }) : win.setTimeout(run, 1000));
      if (win.document.readyState === 'complete') idle();
      else win.addEventListener('load', idle, { once: true });
    },
    warn: (message, error) => console.warn(message, error),
  };
}

/**
 * After a release, a tab still running the previous build may ask for a route chunk that no longer exists:
 * Vite reports it as `vite:preloadError`; one full reload fetches the current build (only when online, at most
 * once a minute, so a chunk that is really broken cannot loop).
 */
export function reloadOnStaleChunks(win: Window & typeof globalThis, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  win.addEventListener('vite:preloadError', (event) => {
    // Offline, a chunk fails because there is no network, not because of a release: reloading would lose the page.
    if (!win.navigator.onLine) return;
    const last = Number(storage.getItem('talat-stale-chunk-reload') ?? 0);
    if (Date.now() - last < 60_000) return;
    storage.setItem('talat-stale-chunk-reload', String(Date.now()));
    event.preventDefault();
    win.location.reload();
  });
}
