// Where a browser's push token comes from, behind one interface (docs/decisions/push-notifications.md):
// - webpush: the standard Push API. PushManager.subscribe with the shop's VAPID public key gives a subscription
//   (the browser vendor's push service URL and the keys to encrypt for it); its JSON is the token. No third party
//   beyond the browser's own push service.
// - firebase: Firebase Cloud Messaging's registration token, from Google's messaging SDK
//   (firebase-push-provider.ts), loaded on first use only in this mode so no Web Push page carries it.
import type { PushProviderConfig, PushTokenProvider } from './push-calls';

export type { PushTokenProvider } from './push-calls';

/** base64url (the VAPID key as the server gives it) to the bytes PushManager.subscribe wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

export function webPushProvider(vapidPublicKey: string): PushTokenProvider {
  const applicationServerKey = base64UrlToBytes(vapidPublicKey);
  return {
    async getToken(registration) {
      let subscription = await registration.pushManager.getSubscription();
      // A subscription made with another key (the shop's key changed) cannot be used: make a new one.
      if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
      return JSON.stringify(subscription.toJSON());
    },
  };
}

export function pushProviderFor(config: PushProviderConfig): PushTokenProvider {
  if (config.provider === 'webpush') return webPushProvider(config.vapidPublicKey);
  return {
    getToken: async (registration) => (await import('./firebase-push-provider')).firebasePushProvider(config).getToken(registration),
  };
}
