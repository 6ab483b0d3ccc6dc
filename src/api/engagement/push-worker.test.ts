import { describe, expect, it, vi } from 'vitest';
import { FIREBASE_WORKER_SCOPE, FIREBASE_WORKER_URL, pushWorkerFor, type PushWorkerContainer } from './push-worker';

// The push mode decides the worker: Firebase's at its own scope (never /, the shop's worker), or the shop's /sw.js
// for Web Push with any Firebase worker left from an earlier setup unregistered.

function registration(scopePath: string) {
  return { scope: `https://shop.example${scopePath}`, unregister: vi.fn().mockResolvedValue(true) } as unknown as ServiceWorkerRegistration & { unregister: ReturnType<typeof vi.fn> };
}

function container(existing: ServiceWorkerRegistration | undefined) {
  const shopWorker = registration('/');
  const firebaseWorker = registration(FIREBASE_WORKER_SCOPE);
  const fake = {
    register: vi.fn().mockResolvedValue(firebaseWorker),
    getRegistration: vi.fn().mockResolvedValue(existing),
    ready: Promise.resolve(shopWorker),
  };
  return { fake: fake as unknown as PushWorkerContainer & typeof fake, shopWorker, firebaseWorker };
}

describe('the push mode\'s service worker', () => {
  it('in Firebase mode registers /firebase-messaging-sw.js at Firebase\'s scope and makes tokens with it', async () => {
    const { fake, firebaseWorker } = container(undefined);
    await expect(pushWorkerFor('firebase', fake)).resolves.toBe(firebaseWorker);
    expect(fake.register).toHaveBeenCalledWith(FIREBASE_WORKER_URL, { scope: '/firebase-cloud-messaging-push-scope', updateViaCache: 'none' });
    expect(FIREBASE_WORKER_URL).toBe('/firebase-messaging-sw.js');
  });

  it('in Web Push mode uses the shop\'s own worker and registers nothing', async () => {
    const { fake, shopWorker } = container(registration('/'));
    await expect(pushWorkerFor('webpush', fake)).resolves.toBe(shopWorker);
    expect(fake.register).not.toHaveBeenCalled();
    expect(fake.getRegistration).toHaveBeenCalledWith(FIREBASE_WORKER_SCOPE);
    // The registration answered for that URL was the shop's (scope /): it is kept.
    expect((await fake.getRegistration.mock.results[0]!.value as ReturnType<typeof registration>).unregister).not.toHaveBeenCalled();
  });

  it('in Web Push mode unregisters a Firebase worker left from an earlier setup', async () => {
    const leftover = registration(FIREBASE_WORKER_SCOPE);
    const { fake, shopWorker } = container(leftover);
    await expect(pushWorkerFor('webpush', fake)).resolves.toBe(shopWorker);
    expect((leftover as unknown as { unregister: ReturnType<typeof vi.fn> }).unregister).toHaveBeenCalledOnce();
    expect(fake.register).not.toHaveBeenCalled();
  });

  it('passes a failed registration on (the caller logs it)', async () => {
    const { fake } = container(undefined);
    fake.register.mockRejectedValueOnce(new DOMException('The script has an unsupported MIME type', 'SecurityError'));
    await expect(pushWorkerFor('firebase', fake)).rejects.toThrow('unsupported MIME type');
  });
});
