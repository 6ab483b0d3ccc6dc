import { assign, setup } from 'xstate';
import { errorMessage } from '../domain/api-error';
import type { DisplayMessage } from './messages';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';
import type { SessionUser, SignInResult } from '../domain/account-types';

// The sign-in session (account spec section 4 "Sign-in session", section 9; storefront spec section 6).
// - A token (stored under signin_token with a timestamp and a ttl, 3600 s by default) means signed in.
// - While signed in, a sign-out is scheduled for the moment the token expires (`untilExpiry`), and every
//   `expiryCheck` (1000 ms) the stored token is read again: gone, replaced or expired means the session is over.
//   Expiry clears the session and reloads the page. A token already expired at start signs out at once.
// - Signing in stores the token, clears the recently viewed list, has the cart actor merge the guest cart into the
//   customer's cart, and pushes an analytics event only when the GTM or GA4 flag is '1'.
// - Signing out revokes the token (a failure is ignored), then clears the token, the user, checkout data, cached
//   customer/wishlist/dynamic-block data and the cart.
// - Other tabs: the `watchOtherTabs` actor reports a sign-in or sign-out made in another tab; this tab reloads, so
//   every tab shows the same session (and the same cart).
// User details are loaded only while signed in (a region beside the expiry watch).
// Storage, the cart actor, analytics, reloads and the network are named actions and actors the app supplies.

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
export const EXPIRY_CHECK_MS = 1000;

export interface SessionInput {
  /** The stored token, even when its ttl has passed (so an expired one can be cleared). */
  token: string | null;
  /** Epoch ms at which the stored token expires. */
  expiresAt: number | null;
  /** Epoch ms when the app started. */
  now: number;
}

export interface SessionContext {
  token: string | null;
  expiresAt: number | null;
  /** The stored token had expired before the app started. */
  expiredAtStart: boolean;
  user: SessionUser | null;
  userError: DisplayMessage | null;
}

export type SessionEvent =
  | ({ type: 'session.signIn' } & SignInResult)
  | { type: 'session.signOut' }
  | { type: 'session.refreshUser' }
  | { type: 'session.userUpdated'; user: SessionUser }
  | { type: 'session.signedInElsewhere' }
  | { type: 'session.signedOutElsewhere' };

export interface StoredTokenInput {
  token: string;
}

/** When the token runs out, in ms from now (never negative). */
export function msUntil(expiresAt: number | null, now: number): number {
  return expiresAt === null ? 0 : Math.max(0, expiresAt - now);
}

function ttlOf(event: SessionEvent): number {
  return event.type === 'session.signIn' && event.ttlSeconds && event.ttlSeconds > 0 ? event.ttlSeconds : DEFAULT_TOKEN_TTL_SECONDS;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Revokes the token on the server (revokeCustomerToken). */
    revokeToken: unprovidedPromise<void, StoredTokenInput>('revokeToken'),
    /** Loads the signed-in customer. */
    fetchUser: unprovidedPromise<SessionUser, void>('fetchUser'),
    /** Whether the stored token is still this one and not expired. */
    readStoredToken: unprovidedPromise<boolean, StoredTokenInput>('readStoredToken'),
    /** Storage events / BroadcastChannel: another tab signed in or out. */
    watchOtherTabs: unprovidedCallback<SessionEvent>('watchOtherTabs'),
  },
  delays: {
    /** The scheduled sign-out: the token's remaining lifetime. */
    untilExpiry: ({ context }) => msUntil(context.expiresAt, Date.now()),
    expiryCheck: EXPIRY_CHECK_MS,
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    expiredAtStart: ({ context }) => context.expiredAtStart,
    /** The sign-in result asks for the analytics event (flag '1'). */
    wantsAnalytics: ({ event }) => event.type === 'session.signIn' && (event.enableGtm === '1' || event.enableGtmGa4 === '1'),
    isTokenStillStored: ({ event }) => 'output' in event && event.output === true,
  },
  actions: {
    assignToken: assign(({ event }) =>
      event.type === 'session.signIn' ? { token: event.token, expiresAt: Date.now() + ttlOf(event) * 1000, expiredAtStart: false } : {},
    ),
    /** Stores the token under signin_token with its ttl in seconds. */
    storeToken: unprovidedAction<{ token: string; ttlSeconds: number }>('storeToken'),
    removeStoredToken: unprovidedAction('removeStoredToken'),
    clearRecentlyViewed: unprovidedAction('clearRecentlyViewed'),
    /** Tells the cart actor: signed in, merge the guest cart into the customer's cart. */
    signInCart: unprovidedAction('signInCart'),
    /** Tells the cart actor: signed out, forget the customer's cart and start a guest one. */
    resetCart: unprovidedAction('resetCart'),
    clearCheckoutData: unprovidedAction('clearCheckoutData'),
    clearCustomerCaches: unprovidedAction('clearCustomerCaches'),
    pushSignInEvent: unprovidedAction('pushSignInEvent'),
    reloadPage: unprovidedAction('reloadPage'),
    clearSession: assign({ token: null, expiresAt: null, expiredAtStart: false, user: null, userError: null }),
    assignUser: assign({
      user: ({ context, event }) =>
        event.type === 'session.userUpdated' ? event.user : 'output' in event ? (event.output as SessionUser) : context.user,
      userError: null,
    }),
    clearUserError: assign({ userError: null }),
    assignUserError: assign({ userError: ({ event }) => ({ text: errorMessage('error' in event ? event.error : event) }) }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    expiresAt: input.expiresAt,
    expiredAtStart: input.token !== null && input.expiresAt !== null && input.now >= input.expiresAt,
    user: null,
    userError: null,
  }),
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  initial: 'starting',
  states: {
    starting: {
      always: [
        {
          guard: 'expiredAtStart',
          target: 'signedOut',
          actions: ['removeStoredToken', 'clearSession', 'clearCheckoutData', 'clearCustomerCaches', 'resetCart'],
        },
        { guard: 'hasToken', target: 'signedIn' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      on: {
        'session.signIn': [
          {
            guard: 'wantsAnalytics',
            target: 'signedIn',
            actions: [
              'assignToken',
              { type: 'storeToken', params: ({ event }) => ({ token: event.token, ttlSeconds: ttlOf(event) }) },
              'clearRecentlyViewed',
              'signInCart',
              'pushSignInEvent',
            ],
          },
          {
            target: 'signedIn',
            actions: [
              'assignToken',
              { type: 'storeToken', params: ({ event }) => ({ token: event.token, ttlSeconds: ttlOf(event) }) },
              'clearRecentlyViewed',
              'signInCart',
            ],
          },
        ],
        'session.signedInElsewhere': 'reloading',
      },
    },
    signedIn: {
      type: 'parallel',
      after: { untilExpiry: '#session.expired' },
      on: {
        'session.signOut': 'signingOut',
        // A fresh token for the same customer (after a password change): kept, the timers start again. Setting a
        // token clears the recently viewed list (account spec section 4), this one too.
        'session.signIn': {
          target: 'signedIn',
          reenter: true,
          actions: ['assignToken', { type: 'storeToken', params: ({ event }) => ({ token: event.token, ttlSeconds: ttlOf(event) }) }, 'clearRecentlyViewed'],
        },
        'session.signedOutElsewhere': { target: 'reloading', actions: 'clearSession' },
      },
      states: {
        expiry: {
          initial: 'watching',
          states: {
            watching: { after: { expiryCheck: 'checking' } },
            checking: {
              invoke: {
                id: 'readStoredToken',
                src: 'readStoredToken',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [{ guard: 'isTokenStillStored', target: 'watching' }, { target: '#session.expired' }],
                onError: 'watching',
              },
            },
          },
        },
        user: {
          initial: 'loading',
          on: { 'session.userUpdated': { target: '.loaded', actions: 'assignUser' } },
          states: {
            loading: {
              entry: 'clearUserError',
              invoke: {
                id: 'fetchUser',
                src: 'fetchUser',
                onDone: { target: 'loaded', actions: 'assignUser' },
                onError: { target: 'failed', actions: 'assignUserError' },
              },
            },
            loaded: { on: { 'session.refreshUser': 'loading' } },
            failed: { on: { 'session.refreshUser': 'loading' } },
          },
        },
      },
    },
    signingOut: {
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token ?? '' }),
        // A failed revocation is ignored (account spec section 8): the local session ends either way.
        onDone: {
          target: 'signedOut',
          actions: ['removeStoredToken', 'clearSession', 'clearCheckoutData', 'clearCustomerCaches', 'resetCart'],
        },
        onError: {
          target: 'signedOut',
          actions: ['removeStoredToken', 'clearSession', 'clearCheckoutData', 'clearCustomerCaches', 'resetCart'],
        },
      },
    },
    /** The token ran out while the page was open: sign out and reload. */
    expired: {
      entry: ['removeStoredToken', 'clearSession', 'clearCheckoutData', 'clearCustomerCaches', 'resetCart'],
      always: 'reloading',
    },
    /** Waiting for the page to reload (after expiry, or another tab's sign-in or sign-out). */
    reloading: { entry: 'reloadPage' },
  },
});
