// Which service worker receives this shop's pushes, by the push mode (docs/decisions/push-worker-registration.md):
// - webpush: /sw.js (scope /), the app's own worker, subscribes and shows pushes; a Firebase worker left from an
//   earlier Firebase setup is unregistered (its push subscription ends with it), so no push is shown twice.
// - firebase: /firebase-messaging-sw.js (storefront spec section 7 "Service workers registered") at the scope
//   Firebase's SDK uses for it, never /, which would replace /sw.js and with it the offline shop.
import type { PushProviderConfig } from './push-calls';

export const FIREBASE_WORKER_URL = '/firebase-messaging-sw.js';
/** Firebase messaging's default worker scope (its DEFAULT_SW_SCOPE), which its getToken looks for. */
export const FIREBASE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

export type PushWorkerContainer = Pick<ServiceWorkerContainer, 'register' | 'getRegistration'> & {
  readonly ready: Promise<ServiceWorkerRegistration>;
};

function isFirebaseWorker(registration: ServiceWorkerRegistration | undefined): registration is ServiceWorkerRegistration {
  return registration !== undefined && new URL(registration.scope).pathname === FIREBASE_WORKER_SCOPE;
}

/** Registers (or keeps) the mode's worker and answers its registration, the one the push token is made with. */
export async function pushWorkerFor(mode: PushProviderConfig['provider'], container: PushWorkerContainer): Promise<ServiceWorkerRegistration> {
  if (mode === 'firebase') return container.register(FIREBASE_WORKER_URL, { scope: FIREBASE_WORKER_SCOPE, updateViaCache: 'none' });
  // getRegistration answers the registration controlling that URL: / (the shop's worker) when no Firebase one exists.
  const leftover = await container.getRegistration(FIREBASE_WORKER_SCOPE);
  if (isFirebaseWorker(leftover)) await leftover.unregister();
  return container.ready;
}
