/// <reference lib="webworker" />
// The shop's service worker (/sw.js, scope /; storefront spec section 7, "Other"). Built by vite-plugin-pwa
// (injectManifest): the hashed scripts, styles and fonts of this build are precached, so the app starts offline.
// - Pages (navigations): network first, so an online shopper always gets the current release's HTML (the stale
//   app after a deploy, Venia's known complaint, comes from serving the shell cache-first); the pages seen are
//   kept for offline use, and a page never seen falls back to the client-rendered shell.
// - Catalogue data (GraphQL GET queries without a customer token): network first, the last answer when offline.
// - Images (/media): cache first with a bounded cache.
// - The image-prefetch channel: { type: 'PREFETCH_IMAGES', urls } stores those images and answers on the port.
// - Push: the shop's push messages are shown as notifications; a click opens the page they name (push-display.ts).
// - { type: 'KEEP_DATA', entries }: the catalogue answers a server-rendered page arrived with (the browser never
//   fetched them) go into the data cache, so that page's data is there offline too.
// A new build's worker activates at once and removes the previous build's precache.
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { listenForPushes } from './push-display';
import { CACHE_NAMES, SW_MESSAGES, isCatalogueQuery, type KeptAnswer, type SwRequest } from './sw-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The build id vite.config.ts sets for each build (VITE_BUILD_ID). */
const BUILD_ID: string = typeof import.meta.env.VITE_BUILD_ID === 'string' ? import.meta.env.VITE_BUILD_ID : 'dev';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only exact files: "/" must not be answered with the precached /index.html (the pages come from the network first).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

const DAY = 24 * 60 * 60;

registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY })],
  }),
);

const DATA_LIMITS = { maxEntries: 300, maxAgeSeconds: 7 * DAY };

registerRoute(
  ({ request, url }) => request.method === 'GET' && isCatalogueQuery(url, request.headers),
  new NetworkFirst({
    cacheName: CACHE_NAMES.data,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin(DATA_LIMITS)],
  }),
);

/** Same bounds as the route's plugin (both keep their timestamps per cache name, so they count together). */
const dataExpiration = new CacheExpiration(CACHE_NAMES.data, DATA_LIMITS);

async function keepData(entries: readonly KeptAnswer[]): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.data);
  for (const { url, body } of entries) {
    const target = new URL(url, self.location.origin);
    // Only what the data route itself would keep: our catalogue queries, never a shopper's own data.
    if (target.origin !== self.location.origin || !isCatalogueQuery(target, new Headers())) continue;
    await cache.put(target.href, new Response(body, { headers: { 'content-type': 'application/json' } }));
    await dataExpiration.updateTimestamp(target.href);
  }
  await dataExpiration.expireEntries();
}

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);

// Offline and never seen: the client-rendered shell (the app then shows what its cached data allows).
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});

async function prefetchImages(urls: readonly string[]): Promise<number> {
  const cache = await caches.open(CACHE_NAMES.images);
  const sameOrigin = urls.map((u) => new URL(u, self.location.origin)).filter((u) => u.origin === self.location.origin && u.pathname.startsWith('/media/'));
  const missing: URL[] = [];
  for (const url of sameOrigin) if (!(await cache.match(url.href))) missing.push(url);
  await Promise.all(missing.map((url) => cache.add(url.href).catch(() => undefined)));
  return missing.length;
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as SwRequest | null;
  const port = event.ports[0];
  if (message?.type === SW_MESSAGES.prefetchImages) {
    event.waitUntil(
      prefetchImages(message.urls.slice(0, 50)).then(
        (fetched) => port?.postMessage({ ok: true, fetched }),
        () => port?.postMessage({ ok: false }),
      ),
    );
  } else if (message?.type === SW_MESSAGES.keepData) {
    event.waitUntil(keepData(message.entries.slice(0, 50)).catch(() => undefined));
  } else if (message?.type === SW_MESSAGES.version) {
    port?.postMessage({ ok: true, version: BUILD_ID });
  }
});

listenForPushes(self);
