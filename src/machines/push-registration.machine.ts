import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';

// Push registration (account spec section 4, "Push notifications"): when the service worker is active, the
// notifications permission is granted, the customer is signed in and no push token is stored, a token is obtained
// from the provider (a standard Web Push subscription, or Firebase's token) and sent to the server
// (subscribeFirebase). It is stored (token_firebase) only when the server took it; it is refreshed after 7 days.
// The permission is asked for only when the shopper asks (the notifications control in the account): a page never
// pops the browser's prompt by itself. Errors are only logged (section 8); the control offers to try again.
// Signing out forgets the stored token, so the next customer to sign in on this browser registers it for themselves,
// and first asks the server to drop this browser's subscription (unsubscribeFirebase), so a signed-out browser gets
// no more of that customer's news. The session does not wait for it (it has already ended); the call is bounded by
// `unsubscribeTimeout`, its failure only logged, and token_firebase is removed only after it: a page closed meanwhile
// leaves the token stored, and the next page, signed out, sends it again.

/** Notification.permission, or unsupported where the browser has no notifications or push. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/** Account spec section 9: the push token is refreshed after 7 days. */
export const TOKEN_REFRESH_MS = 604_800_000;

/** How long the chart waits for the server to drop a signed-out browser's subscription (the spec says nothing). */
export const UNSUBSCRIBE_TIMEOUT_MS = 5_000;

export interface PushRegistrationInput {
  permission: PushPermission;
  signedIn: boolean;
  /** The stored token_firebase, if any. */
  storedToken: string | null;
  /** How long ago that token was stored (ms); it is refreshed 7 days after. */
  storedTokenAgeMs?: number;
}

export interface PushRegistrationContext {
  permission: PushPermission;
  signedIn: boolean;
  workerActive: boolean;
  storedToken: string | null;
  /** The provider's token on its way to the server (stored only once it is accepted). */
  pendingToken: string | null;
  /** A signed-out customer's token the server is asked to forget (this browser leaves their subscriptions). */
  leavingToken: string | null;
  /** When the stored token is next refreshed, from entering `registered`. */
  refreshInMs: number;
}

export type PushRegistrationEvent =
  | { type: 'worker.active' }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  /** The shopper turned notifications on (the browser's prompt follows). */
  | { type: 'push.enable' }
  /** The permission changed outside the page (browser settings). */
  | { type: 'permission.changed'; permission: PushPermission }
  /** The shopper tries again after a failure. */
  | { type: 'push.retry' };

export const pushRegistrationMachine = setup({
  types: {
    context: {} as PushRegistrationContext,
    events: {} as PushRegistrationEvent,
    input: {} as PushRegistrationInput,
  },
  actors: {
    /** Notification.requestPermission(), answering the new permission. */
    requestPermission: unprovidedPromise<PushPermission, void>('requestPermission'),
    /** The provider's token for this browser (PushManager.subscribe with the VAPID key, or Firebase's getToken). */
    getToken: unprovidedPromise<string, void>('getToken'),
    /** subscribeFirebase(token); rejects when the answer carries errors. */
    sendToken: unprovidedPromise<void, { token: string }>('sendToken'),
    /** unsubscribeFirebase(token): the server drops this browser's subscription; rejects on errors. */
    removeToken: unprovidedPromise<void, { token: string }>('removeToken'),
    /** Follows the session (supplied by the app): session.signedIn / session.signedOut now and on each change. */
    followSession: unprovidedCallback<PushRegistrationEvent>('followSession'),
  },
  delays: {
    /** 7 days after the token was stored (less when the stored one is already older). */
    tokenRefresh: ({ context }) => context.refreshInMs,
    /** The bound on removing a signed-out browser's subscription. */
    unsubscribeTimeout: UNSUBSCRIBE_TIMEOUT_MS,
  },
  guards: {
    isUnsupported: ({ context }) => context.permission === 'unsupported',
    mustLeave: ({ context }) => context.leavingToken !== null,
    /** Every condition of the spec: worker active, permission granted, signed in, no stored token. */
    mustRegister: ({ context }) => context.workerActive && context.permission === 'granted' && context.signedIn && context.storedToken === null,
    isRegistered: ({ context }) => context.permission === 'granted' && context.signedIn && context.storedToken !== null,
    isSignedIn: ({ context }) => context.signedIn,
    isSignedOut: ({ context }) => !context.signedIn,
    keepsPermission: ({ event }) => event.type === 'permission.changed' && event.permission === 'granted',
    /** The browser may still prompt, and only a signed-in customer registers. */
    mayAsk: ({ context }) => context.permission === 'default' && context.signedIn,
  },
  actions: {
    markWorkerActive: assign({ workerActive: true }),
    markSignedIn: assign({ signedIn: true }),
    markSignedOut: assign({ signedIn: false }),
    assignPermission: assign((_, permission: PushPermission) => ({ permission })),
    assignPendingToken: assign((_, token: string) => ({ pendingToken: token })),
    acceptToken: assign(({ context }) => ({ storedToken: context.pendingToken, pendingToken: null, refreshInMs: TOKEN_REFRESH_MS })),
    forgetToken: assign({ storedToken: null, pendingToken: null }),
    /** The signed-out customer's token (stored, or sent and not yet answered) is the one the server drops. */
    leaveWithToken: assign(({ context }) => ({ leavingToken: context.storedToken ?? context.pendingToken })),
    markLeft: assign({ leavingToken: null }),
    /** Writes token_firebase (with its 7-day lifetime). */
    storeToken: unprovidedAction<{ token: string }>('storeToken'),
    /** Removes token_firebase. */
    clearToken: unprovidedAction('clearToken'),
    /** Push errors are only logged (account spec section 8). */
    logError: unprovidedAction<{ error: unknown }>('logError'),
  },
}).createMachine({
  id: 'pushRegistration',
  context: ({ input }) => ({
    permission: input.permission,
    signedIn: input.signedIn,
    workerActive: false,
    // A token kept from an earlier visit counts only for a signed-in shopper (whoever signs in next registers anew).
    storedToken: input.signedIn ? input.storedToken : null,
    pendingToken: null,
    // ...and a token still stored while signed out is a customer's whose sign-out did not finish removing it.
    leavingToken: input.signedIn ? null : input.storedToken,
    refreshInMs: Math.max(0, TOKEN_REFRESH_MS - (input.storedTokenAgeMs ?? 0)),
  }),
  // The session reaches the chart through its own invoke (a repeat of what the input said changes nothing).
  invoke: { id: 'followSession', src: 'followSession' },
  initial: 'checking',
  on: {
    'worker.active': { target: '.checking', actions: 'markWorkerActive', reenter: true },
    'permission.changed': [
      { guard: 'keepsPermission', target: '.checking', actions: { type: 'assignPermission', params: ({ event }) => event.permission }, reenter: true },
      // Revoking the permission ends the browser's subscription: the stored token is no longer worth anything.
      { target: '.checking', actions: [{ type: 'assignPermission', params: ({ event }) => event.permission }, 'forgetToken', 'clearToken'], reenter: true },
    ],
    // Only a real change counts: the same news again must not restart a registration under way.
    'session.signedIn': { guard: 'isSignedOut', target: '.checking', actions: 'markSignedIn', reenter: true },
    'session.signedOut': { guard: 'isSignedIn', target: '.checking', actions: ['markSignedOut', 'leaveWithToken', 'forgetToken'], reenter: true },
  },
  states: {
    checking: {
      always: [
        { guard: 'mustLeave', target: 'unsubscribing' },
        { guard: 'isUnsupported', target: 'unsupported' },
        { guard: 'mustRegister', target: 'registering' },
        { guard: 'isRegistered', target: 'registered' },
        { target: 'waiting' },
      ],
    },
    /**
     * The customer signed out: the server drops this browser's subscription, then token_firebase goes. Whatever
     * happens meanwhile only updates the conditions; the next decision is made once this is over.
     */
    unsubscribing: {
      invoke: {
        id: 'removeToken',
        src: 'removeToken',
        input: ({ context }) => ({ token: context.leavingToken ?? '' }),
        onDone: { target: 'checking', actions: ['markLeft', 'clearToken'] },
        onError: { target: 'checking', actions: [{ type: 'logError', params: ({ event }) => ({ error: event.error }) }, 'markLeft', 'clearToken'] },
      },
      after: {
        unsubscribeTimeout: {
          target: 'checking',
          actions: [{ type: 'logError', params: () => ({ error: new Error('The server did not confirm removing the push subscription in time') }) }, 'markLeft', 'clearToken'],
        },
      },
      on: {
        'worker.active': { actions: 'markWorkerActive' },
        'permission.changed': { actions: { type: 'assignPermission', params: ({ event }) => event.permission } },
        'session.signedIn': { guard: 'isSignedOut', actions: 'markSignedIn' },
        'session.signedOut': { guard: 'isSignedIn', actions: 'markSignedOut' },
      },
    },
    /** No notifications or push in this browser: nothing to do. */
    unsupported: {},
    /** Some condition is missing: signed out, permission not (yet) granted, or the worker not active yet. */
    waiting: {
      on: {
        'push.enable': { guard: 'mayAsk', target: 'askingPermission' },
      },
    },
    askingPermission: {
      invoke: {
        id: 'requestPermission',
        src: 'requestPermission',
        onDone: { target: 'checking', actions: { type: 'assignPermission', params: ({ event }) => event.output } },
        onError: { target: 'checking', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    registering: {
      initial: 'gettingToken',
      states: {
        gettingToken: {
          invoke: {
            id: 'getToken',
            src: 'getToken',
            onDone: { target: 'sendingToken', actions: { type: 'assignPendingToken', params: ({ event }) => event.output } },
            onError: { target: '#pushRegistration.failed', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        sendingToken: {
          invoke: {
            id: 'sendToken',
            src: 'sendToken',
            input: ({ context }) => ({ token: context.pendingToken ?? '' }),
            onDone: {
              target: '#pushRegistration.registered',
              actions: [{ type: 'storeToken', params: ({ context }) => ({ token: context.pendingToken ?? '' }) }, 'acceptToken'],
            },
            onError: { target: '#pushRegistration.failed', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    registered: {
      after: {
        // Forgotten, then registered again as soon as every condition holds (the worker must be active again).
        tokenRefresh: { target: 'checking', actions: ['forgetToken', 'clearToken'] },
      },
    },
    /** Logged; nothing is stored. The shopper may try again from the control. */
    failed: {
      on: {
        'push.retry': 'checking',
      },
    },
  },
});
