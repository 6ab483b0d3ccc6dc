import { describe, expect, it, vi } from 'vitest';
import type { FirebaseApp } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';
import { FIREBASE_APP_NAME, firebasePushProvider, whenActive, type FirebaseMessagingSdk } from './firebase-push-provider';

// Firebase mode's token: Google's messaging SDK (handed in here; the journey tests/e2e/push-firebase.spec.ts runs the
// real one) is initialised once with the shop's web app settings under the shop's own app name, and asked for a
// token with the project's VAPID key and the Firebase worker's registration, once that worker is active.

const CONFIG = {
  provider: 'firebase' as const,
  vapidPublicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  firebase: { apiKey: 'AIzaSy-test', projectId: 'talat-test', messagingSenderId: '1234567890', appId: '1:1234567890:web:abc' },
};

function fakeSdk(token = 'fcm-token') {
  const apps: FirebaseApp[] = [];
  const messaging = { kind: 'messaging' } as unknown as Messaging;
  const sdk = {
    getApps: vi.fn(() => apps),
    initializeApp: vi.fn((options: object, name: string) => {
      const app = { name, options, automaticDataCollectionEnabled: false } as unknown as FirebaseApp;
      apps.push(app);
      return app;
    }),
    getMessaging: vi.fn(() => messaging),
    getToken: vi.fn(() => Promise.resolve(token)),
  };
  return { sdk: sdk as FirebaseMessagingSdk & typeof sdk, messaging };
}

/** A registration whose worker is installing, and activates when told. */
function installingRegistration() {
  const worker = Object.assign(new EventTarget(), { state: 'installing' });
  const registration = { active: null, installing: worker, waiting: null, scope: 'https://shop.example/firebase-cloud-messaging-push-scope' } as unknown as ServiceWorkerRegistration;
  const moveTo = (state: ServiceWorkerState) => {
    worker.state = state;
    worker.dispatchEvent(new Event('statechange'));
  };
  return { registration, moveTo };
}

const activeRegistration = () => ({ active: {}, scope: 'https://shop.example/firebase-cloud-messaging-push-scope' }) as unknown as ServiceWorkerRegistration;

describe('Firebase push token', () => {
  it('asks the SDK for a token with the VAPID key and the Firebase worker registration', async () => {
    const { sdk, messaging } = fakeSdk('fcm:APA91b-token');
    const registration = activeRegistration();
    await expect(firebasePushProvider(CONFIG, () => Promise.resolve(sdk)).getToken(registration)).resolves.toBe('fcm:APA91b-token');
    expect(sdk.initializeApp).toHaveBeenCalledWith(CONFIG.firebase, FIREBASE_APP_NAME);
    expect(sdk.getMessaging).toHaveBeenCalledWith(sdk.initializeApp.mock.results[0]!.value);
    expect(sdk.getToken).toHaveBeenCalledWith(messaging, { vapidKey: CONFIG.vapidPublicKey, serviceWorkerRegistration: registration });
  });

  it('initialises the app once per page, however often a token is asked for', async () => {
    const { sdk } = fakeSdk();
    const provider = firebasePushProvider(CONFIG, () => Promise.resolve(sdk));
    await provider.getToken(activeRegistration());
    await provider.getToken(activeRegistration());
    expect(sdk.initializeApp).toHaveBeenCalledOnce();
    expect(sdk.getToken).toHaveBeenCalledTimes(2);
  });

  it('waits for a worker that is still installing before the SDK subscribes with it', async () => {
    const { sdk } = fakeSdk();
    const { registration, moveTo } = installingRegistration();
    const token = firebasePushProvider(CONFIG, () => Promise.resolve(sdk)).getToken(registration);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sdk.getToken).not.toHaveBeenCalled();
    moveTo('installed');
    moveTo('activated');
    await expect(token).resolves.toBe('fcm-token');
  });

  it('passes on the SDK\'s refusal and a worker that failed to install (the chart logs them)', async () => {
    const { sdk } = fakeSdk();
    sdk.getToken.mockRejectedValueOnce(new Error('Messaging: A problem occurred while subscribing the user to FCM (messaging/token-subscribe-failed).'));
    await expect(firebasePushProvider(CONFIG, () => Promise.resolve(sdk)).getToken(activeRegistration())).rejects.toThrow('token-subscribe-failed');
    const { registration, moveTo } = installingRegistration();
    const waiting = whenActive(registration);
    moveTo('redundant');
    await expect(waiting).rejects.toThrow('failed to install');
    await expect(whenActive({ active: null, installing: null, waiting: null } as unknown as ServiceWorkerRegistration)).rejects.toThrow('neither active nor installing');
  });
});
