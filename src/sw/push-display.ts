/// <reference lib="webworker" />
// Push messages in the service worker: the shop's payload ({ title, body, url, tag }, server/modules/push/push-outbox.ts)
// is shown as a notification; a click opens its page in a tab of the shop (an open one if there is one). Only paths of
// this shop are opened, whatever a payload says. public/firebase-messaging-sw.js does the same for the Firebase worker.

export interface ShownPush {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** A path of this shop, else the home page. */
export function shopPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** Reads a push payload (JSON from our server; plain text is shown as it is). */
export function notificationFor(text: string | null, fallbackTitle: string): ShownPush {
  let payload: { title?: unknown; body?: unknown; url?: unknown; tag?: unknown } = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (typeof parsed === 'object' && parsed !== null) payload = parsed;
  } catch {
    payload = { body: text };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : fallbackTitle;
  return {
    title,
    options: {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/favicon.svg',
      data: { url: shopPath(payload.url) },
    },
  };
}

export function listenForPushes(worker: ServiceWorkerGlobalScope, fallbackTitle = 'talat'): void {
  worker.addEventListener('push', (event: PushEvent) => {
    const shown = notificationFor(event.data ? event.data.text() : null, fallbackTitle);
    event.waitUntil(worker.registration.showNotification(shown.title, shown.options));
  });

  worker.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const url = new URL(shopPath((event.notification.data as { url?: unknown } | null)?.url), worker.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === worker.location.origin);
        if (open) {
          await open.focus();
          await open.navigate(url).catch(() => undefined);
          return;
        }
        await worker.clients.openWindow(url);
      })(),
    );
  });
}
