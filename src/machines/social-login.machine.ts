import { assign, setup } from 'xstate';
import { defineMessages, type DisplayMessage } from './messages';
import { unprovidedAction, unprovidedCallback } from './unprovided';

// Social login (account spec section 4 "Social login flow", section 3 "Social login message payload", section 8).
// The shopper presses a provider's button: the provider's authorise page opens in a popup and the chart waits,
// busy, for the message the callback page (/tsociallogin/social/login/type/{type}/) posts to this window (the
// `listenForResult` actor checks its origin). A result that arrives while already signed in is ignored. With
// update set, the account data is stored and the shopper goes to /social/account/update. With result 1 and a token,
// the token goes to the session (which stores it and has the cart actor drop the guest cart into the customer's
// cart, then loads user and cart) and the shopper goes to the return location, else /customer/account. Otherwise
// the first message is shown as an error. Closing the popup ends the wait.

export const SOCIAL_UPDATE_PATH = '/social/account/update';

export const socialLoginMessages = defineMessages({
  // Shown when a failed result carries no message of its own.
  failed: { id: 'account.social.failed', defaultMessage: 'Social sign-in did not succeed. Please try again.' },
});

/** The message the callback page posts (section 3). */
export interface SocialLoginPayload {
  token?: string | null;
  result: number;
  messages?: string[] | null;
  redirect_data?: { redirectWithError?: boolean } | null;
  update?: boolean | number | null;
  customer_expiration?: number | null;
  type?: string | null;
  action?: string | null;
  enable_gtm?: string | null;
  enable_gtm_ga4?: string | null;
}

export interface SocialLoginContext {
  error: DisplayMessage | null;
  /** The result asked to redirect with the error (redirect_data.redirectWithError). */
  redirectWithError: boolean;
}

export type SocialLoginEvent =
  | { type: 'social.start'; url: string; provider: string }
  /** From the listener: the callback page's message; signedIn is the session's state when it arrived. */
  | { type: 'social.message'; payload: SocialLoginPayload; signedIn: boolean }
  | { type: 'social.popupClosed' }
  | { type: 'social.dismissError' };

export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
  },
  actors: {
    /** window 'message' events from the popup (origin checked) and the popup being closed. */
    listenForResult: unprovidedCallback<SocialLoginEvent>('listenForResult'),
  },
  guards: {
    isSignedIn: ({ event }) => event.type === 'social.message' && event.signedIn,
    needsUpdate: ({ event }) => event.type === 'social.message' && !!event.payload.update,
    isSuccess: ({ event }) => event.type === 'social.message' && event.payload.result === 1 && !!event.payload.token,
  },
  actions: {
    openPopup: unprovidedAction<{ url: string }>('openPopup'),
    closePopup: unprovidedAction('closePopup'),
    /** Hands the token to the session actor (session.signIn). */
    signIn: unprovidedAction<{ payload: SocialLoginPayload }>('signIn'),
    /** Stores the account data of an update result locally. */
    storeUpdateData: unprovidedAction<{ payload: SocialLoginPayload }>('storeUpdateData'),
    goToReturnLocation: unprovidedAction('goToReturnLocation'),
    goToUpdate: unprovidedAction('goToUpdate'),
    clearError: assign({ error: null, redirectWithError: false }),
    assignFirstMessage: assign(({ event }) => {
      if (event.type !== 'social.message') return {};
      const first = event.payload.messages?.find((message) => message.trim() !== '');
      return {
        error: first ? { text: first } : socialLoginMessages.failed,
        redirectWithError: !!event.payload.redirect_data?.redirectWithError,
      };
    }),
  },
}).createMachine({
  id: 'socialLogin',
  context: { error: null, redirectWithError: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'social.start': {
          target: 'waiting',
          actions: ['clearError', { type: 'openPopup', params: ({ event }) => ({ url: event.url }) }],
        },
        'social.dismissError': { actions: 'clearError' },
      },
    },
    waiting: {
      tags: ['busy'],
      invoke: { id: 'listenForResult', src: 'listenForResult' },
      on: {
        'social.message': [
          // Already signed in (another tab, or a second result): the result is ignored.
          { guard: 'isSignedIn', target: 'idle', actions: 'closePopup' },
          {
            guard: 'needsUpdate',
            target: 'idle',
            actions: ['closePopup', { type: 'storeUpdateData', params: ({ event }) => ({ payload: event.payload }) }, 'goToUpdate'],
          },
          {
            guard: 'isSuccess',
            target: 'idle',
            actions: ['closePopup', { type: 'signIn', params: ({ event }) => ({ payload: event.payload }) }, 'goToReturnLocation'],
          },
          { target: 'idle', actions: ['closePopup', 'assignFirstMessage'] },
        ],
        'social.popupClosed': 'idle',
        // Another provider's button: the same popup window goes to that provider.
        'social.start': { actions: { type: 'openPopup', params: ({ event }) => ({ url: event.url }) } },
      },
    },
  },
});
