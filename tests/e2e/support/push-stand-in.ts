// The browser vendor's part of a push subscription, played by the journeys: headless Chromium refuses
// PushManager.subscribe (and its push service, Google's, is unreachable here), so PushManager answers with a
// subscription at a stand-in endpoint whose keys the test holds. Everything above it (the shop's code, Firebase's
// SDK) uses it as the browser's own.
import type { Page } from '@playwright/test';

/** The browser's push subscription at the stand-in push service, with keys the test holds. */
export async function usePushServiceStandIn(page: Page, endpoint: string, keys: { p256dh: string; auth: string }): Promise<void> {
  await page.addInitScript(({ endpoint, p256dh, auth }) => {
    const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const base64url = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    let current: PushSubscription | null = null;
    const w = window as unknown as { pushApplicationServerKey?: string };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const buffer = key instanceof ArrayBuffer ? key : key && typeof key !== 'string' ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength).slice().buffer : null;
      if (!buffer) throw new DOMException('applicationServerKey is required', 'InvalidAccessError');
      w.pushApplicationServerKey = base64url(buffer);
      current = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: buffer },
        getKey: (name: PushEncryptionKeyName) => bytes(name === 'p256dh' ? p256dh : auth).buffer,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  }, { endpoint, ...keys });
}
