// The app-wide session: one session actor for the page view, started outside React beside the cart actor so the
// header, the drawer, guarded routes and the account pages share it. Its side effects (storage, the cart actor,
// analytics, reloads, other tabs, GraphQL calls) are supplied here through machine.provide(); the cart is told
// about sign-in and sign-out by explicit messages to its actor.
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { GraphQLClient } from '../../api/graphql-client';
import { expiresAt, storageKey, type BrowserPersistence, type PersistedEntry } from '../../lib/browser-persistence';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine';
import type { CartActor } from '../cart/cart-runtime';
import { fetchCustomer, revokeToken } from '../../api/account/session-calls-deferred';
import { inspected } from './inspection';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * Storage keys of checkout data that belong to the signed-in customer (cleared on sign-out): the last order, and the
 * stored checkout data (checkout-runtime.ts STORED_KEYS, written out here so a first visit does not load the
 * checkout's code), whose delivery address a customer keeps after an order.
 */
const CHECKOUT_KEYS = [
  'lastCartId', 'cartIdRepayment', 'redirectOrderNumber', 'lastOrderNumber', 'lastOrderToken', 'split_cart_new_cart_id',
  'shipping_address', 'billing_address', 'shippingMethod', 'paymentMethod', 'availableShippingMethods', 'checkoutCartId',
] as const;

export interface SessionRuntimeDeps {
  client: GraphQLClient;
  persistence: BrowserPersistence;
  /** window.localStorage (read raw so a token that expired while the page was closed can still be cleared). */
  storage: Pick<Storage, 'getItem'>;
  cart: CartActor;
  reload(): void;
  /** Storage events from other tabs (window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Analytics (GTM dataLayer). */
  pushEvent(event: Record<string, unknown>): void;
  /** false when server rendering: the actor renders its first state and never runs. Default true. */
  start?: boolean;
}

function rawTokenEntry(storage: Pick<Storage, 'getItem'>): PersistedEntry<string> | undefined {
  try {
    const raw = storage.getItem(storageKey('signin_token'));
    const entry: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof entry === 'object' && entry !== null && 'value' in entry && 'timestamp' in entry) return entry as PersistedEntry<string>;
  } catch {
    // Unreadable storage or a damaged entry: treated as signed out.
  }
  return undefined;
}

export function createSessionRuntime(deps: SessionRuntimeDeps): SessionActor {
  const { client, persistence, cart } = deps;
  const machine = sessionMachine.provide({
    actors: {
      revokeToken: fromPromise(() => revokeToken(client)),
      fetchUser: fromPromise(async () => {
        const { email, firstname, lastname } = await fetchCustomer(client);
        return { email, firstname, lastname };
      }),
      readStoredToken: fromPromise(async ({ input }) => persistence.get('signin_token') === input.token),
      watchOtherTabs: fromCallback<SessionEvent>(({ sendBack }) => {
        const key = storageKey('signin_token');
        const onStorage = (event: StorageEvent) => {
          if (event.key !== key && event.key !== null) return;
          sendBack({ type: event.newValue ? 'session.signedInElsewhere' : 'session.signedOutElsewhere' });
        };
        deps.events.addEventListener('storage', onStorage as EventListener);
        return () => deps.events.removeEventListener('storage', onStorage as EventListener);
      }),
    },
    actions: {
      storeToken: (_, params) => persistence.set('signin_token', params.token, params.ttlSeconds),
      removeStoredToken: () => persistence.remove('signin_token'),
      clearRecentlyViewed: () => persistence.remove('recent_viewed'),
      signInCart: () => cart.send({ type: 'cart.signIn' }),
      resetCart: () => {
        cart.send({ type: 'cart.session', signedIn: false });
        cart.send({ type: 'cart.reset' });
      },
      clearCheckoutData: () => CHECKOUT_KEYS.forEach((key) => persistence.remove(key)),
      // The account pages keep no customer data in memory (each loads on arrival); what is stored is this id.
      clearCustomerCaches: () => persistence.remove('magento_cache_id'),
      pushSignInEvent: () => deps.pushEvent({ event: 'login', method: 'email' }),
      reloadPage: () => deps.reload(),
    },
  });
  const entry = rawTokenEntry(deps.storage);
  const actor = createActor(machine, inspected({
    input: { token: entry?.value ?? null, expiresAt: entry ? (expiresAt(entry) ?? null) : null, now: Date.now() },
  }));
  if (deps.start !== false) actor.start();
  return actor;
}
