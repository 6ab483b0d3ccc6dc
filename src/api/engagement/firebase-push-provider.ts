// The push token in Firebase mode (docs/decisions/push-notifications.md): Firebase Cloud Messaging's registration
// token, made by Google's own messaging SDK (the `firebase` package, modular API) with the registration of
// /firebase-messaging-sw.js, so FCM's pushes reach that worker. The SDK subscribes the registration's PushManager
// with the Firebase project's VAPID key, registers the subscription with Firebase (installations and FCM
// registrations APIs; the shop's CSP allows them in this mode) and keeps the token in IndexedDB, renewing it
// weekly itself. This module and the SDK are loaded only in Firebase mode (push-provider.ts imports it
// dynamically), so no page of a Web Push shop carries them.
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { GetTokenOptions, Messaging } from 'firebase/messaging';
import type { PushProviderConfig, PushTokenProvider } from './push-calls';

/** The parts of the SDK used here; tests hand in their own. */
export interface FirebaseMessagingSdk {
  getApps(): FirebaseApp[];
  initializeApp(options: FirebaseOptions, name: string): FirebaseApp;
  getMessaging(app: FirebaseApp): Messaging;
  getToken(messaging: Messaging, options: GetTokenOptions): Promise<string>;
}

/** The shop's own app name, so another Firebase app on the page (none today) is never reused by mistake. */
export const FIREBASE_APP_NAME = 'talat-push';

export async function loadFirebaseSdk(): Promise<FirebaseMessagingSdk> {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  return { getApps: app.getApps, initializeApp: app.initializeApp, getMessaging: messaging.getMessaging, getToken: messaging.getToken };
}

/**
 * PushManager.subscribe needs an active worker, and the Firebase worker's registration may have been made a moment
 * ago (push-worker.ts): wait until it is activated. (The SDK waits only for a registration it makes itself.)
 */
export function whenActive(registration: ServiceWorkerRegistration, timeoutMs = 30_000): Promise<void> {
  if (registration.active) return Promise.resolve();
  const incoming = registration.installing ?? registration.waiting;
  if (!incoming) return Promise.reject(new Error('The Firebase messaging worker is neither active nor installing'));
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      incoming.removeEventListener('statechange', check);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (incoming.state === 'activated') done();
      else if (incoming.state === 'redundant') done(new Error('The Firebase messaging worker failed to install'));
    };
    const timer = setTimeout(() => done(new Error('The Firebase messaging worker did not activate in time')), timeoutMs);
    incoming.addEventListener('statechange', check);
    // It may have moved on between the first look and the listener.
    check();
  });
}

export function firebasePushProvider(config: Extract<PushProviderConfig, { provider: 'firebase' }>, loadSdk: () => Promise<FirebaseMessagingSdk> = loadFirebaseSdk): PushTokenProvider {
  return {
    async getToken(registration) {
      const [sdk] = await Promise.all([loadSdk(), whenActive(registration)]);
      const { apiKey, projectId, messagingSenderId, appId } = config.firebase;
      const app = sdk.getApps().find((candidate) => candidate.name === FIREBASE_APP_NAME) ?? sdk.initializeApp({ apiKey, projectId, messagingSenderId, appId }, FIREBASE_APP_NAME);
      // getToken (not the newer installation-id register()): the registration token is what FCM HTTP v1's
      // message.token takes, and what subscribeFirebase stores.
      return sdk.getToken(sdk.getMessaging(app), { vapidKey: config.vapidPublicKey, serviceWorkerRegistration: registration });
    },
  };
}
