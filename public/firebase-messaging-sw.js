// /firebase-messaging-sw.js (storefront spec section 7, "Other"): the worker Firebase Cloud Messaging's web SDK
// looks for. It shows push messages as notifications and opens their page on a click, for both payloads this shop
// can receive: its own ({ title, body, url, tag }, server/modules/push) and FCM's ({ notification, data,
// fcm_options.link }). Plain JavaScript served as it is: no build step, no imports, no third-party script.
// The shop's main worker, /sw.js (src/sw/push-display.ts), handles the same pushes for standard Web Push.
'use strict';

function shopPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
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
  const link = (payload.fcm_options && payload.fcm_options.link) || (payload.data && payload.data.url) || payload.url;
  event.waitUntil(
    self.registration.showNotification(String(title), {
      body: String(body),
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
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
