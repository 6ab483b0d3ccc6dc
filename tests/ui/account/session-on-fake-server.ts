// The signed-in areas' views on the real shell need a session actor over the same fake GraphQL server as the
// shell, and a cart for the session to tell about sign-ins: a cart that only listens (its calls never settle).
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createGraphQLClient } from '../../../src/api/graphql-client';
import type { CartDetails } from '../../../src/domain/cart-types';
import { createBrowserPersistence, createMemoryStorage } from '../../../src/lib/browser-persistence';
import { cartMachine, type CartIdInput, type CreateCartInput, type MergeGuestCartInput } from '../../../src/machines/cart.machine';
import { createSessionRuntime } from '../../../src/ui/providers/session-runtime';
import { fakeGraphQLServer, type Handler } from '../shell/shell-test-kit';

/** Storage, the fake server and its client, a listening cart and the session actor; signed in with a stored token. */
export function sessionOnFakeServer(handlers: Record<string, Handler>, signedIn: boolean) {
  const storage = createMemoryStorage();
  const persistence = createBrowserPersistence(storage);
  if (signedIn) persistence.set('signin_token', 'tok-0', 3600);
  const server = fakeGraphQLServer(handlers);
  const client = createGraphQLClient({
    fetch: server.fetch,
    session: () => ({ storeCode: 'en', currency: null, token: persistence.get('signin_token') ?? null, pathname: '/' }),
    isOnline: () => true,
    sleep: async () => undefined,
    random: () => 0,
  });
  const never = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => undefined));
  const cart = createActor(
    cartMachine.provide({
      actors: { createCart: never<string, CreateCartInput>(), fetchCart: never<CartDetails, CartIdInput>(), mergeGuestCart: never<string, MergeGuestCartInput>() },
      actions: { persistCartId: () => undefined, removeStoredCartId: () => undefined, clearSplitCartId: () => undefined },
    }),
    { input: { storedCartId: 'guest-cart', splitCartId: null, signedIn } },
  ).start();
  const session = createSessionRuntime({ client, persistence, storage, cart, reload: vi.fn(), events: window, pushEvent: vi.fn() });
  return { storage, persistence, server, client, cart, session };
}
