// /firebase-messaging-sw.js (storefront spec section 7, "Other"): the worker Firebase Cloud Messaging's web SDK
// looks for. It shows push messages as notifications and opens their page on a click, for both payloads this shop
// can receive: its own ({ title, body, url, tag }, server/modules/push) and what FCM delivers for the shop's FCM HTTP v1
// messages (server/modules/push/fcm-send.ts): { notification: { title, body, tag, icon, click_action }, data: { url,
// tag }, fcmOptions: { link }, from, fcmMessageId }. Plain JavaScript served as it is: no build step, no imports, no
// third-party script (Firebase's own worker SDK is not needed to show these; the page's SDK only needs this
// registration's PushManager to make the token).
// The shop's main worker, /sw.js (src/sw/push-display.ts), handles the same pushes for standard Web Push.
'use strict';

// Only pages of this shop open: a path, or an absolute URL on this origin (FCM's links are absolute https URLs).
function shopPath(value) {
  if (typeof value !== 'string') return '/';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/';
  } catch (error) {
    return '/';
  }
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    const parsed = event.data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch (error) {
    return { body: event.data.text() };
  }
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const fcm = payload.notification && typeof payload.notification === 'object' ? payload.notification : null;
  const title = (fcm && fcm.title) || payload.title || 'talat';
  const body = (fcm && fcm.body) || payload.body || '';
  const data = payload.data && typeof payload.data === 'object' ? payload.data : {};
  const options = payload.fcmOptions || payload.fcm_options || {};
  const link = data.url || options.link || (fcm && fcm.click_action) || payload.url;
  const tag = (fcm && fcm.tag) || data.tag || payload.tag;
  event.waitUntil(
    self.registration.showNotification(String(title), {
      body: String(body),
      tag: typeof tag === 'string' ? tag : undefined,
      icon: '/favicon.svg',
      data: { url: shopPath(link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(shopPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then(() => open.navigate(url)).catch(() => undefined);
      return self.clients.openWindow(url);
    }),
  );
});
