import { assign, setup } from 'xstate';
import type { CreditOverview } from '../domain/credit-types';
import { unprovidedCallback, unprovidedPromise } from './unprovided';

// The signed-in customer's company credit (account spec sections 4 and 6): credit information is requested only
// when signed in, and the footer panel shows only when signed in and credit information exists (`withCredit`).
// The chart follows the session itself: its invoked `followSession` actor (supplied by the app, subscribed to the
// session actor) sends session.signedIn / session.signedOut at start and on each change; `credit.refresh` reloads after something moved
// the balance (an order paid with credit, an application sent). A failed load keeps the last overview and may be
// retried.

export interface CompanyCreditContext {
  overview: CreditOverview | null;
  error: unknown;
}

export type CompanyCreditEvent =
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' }
  | { type: 'credit.refresh' }
  | { type: 'credit.retry' };

export const companyCreditMachine = setup({
  types: {
    context: {} as CompanyCreditContext,
    events: {} as CompanyCreditEvent,
  },
  actors: {
    loadCredit: unprovidedPromise<CreditOverview, void>('loadCredit'),
    /** Reports the session now and on each change (session.signedIn / session.signedOut). */
    followSession: unprovidedCallback<CompanyCreditEvent>('followSession'),
  },
  guards: {
    hasCredit: (_, params: { overview: CreditOverview }) => params.overview.info !== null,
  },
  actions: {
    assignOverview: assign((_, params: { overview: CreditOverview }) => ({ overview: params.overview, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clear: assign({ overview: null, error: null }),
  },
}).createMachine({
  id: 'companyCredit',
  context: { overview: null, error: null },
  // followSession reports the session as it is at start and each change after (a signed-in start is one event).
  invoke: { id: 'followSession', src: 'followSession' },
  initial: 'signedOut',
  on: {
    'session.signedOut': { target: '.signedOut', actions: 'clear' },
  },
  states: {
    signedOut: {
      on: { 'session.signedIn': 'loading' },
    },
    loading: {
      invoke: {
        id: 'loadCredit',
        src: 'loadCredit',
        onDone: [
          {
            guard: { type: 'hasCredit', params: ({ event }) => ({ overview: event.output }) },
            target: 'withCredit',
            actions: { type: 'assignOverview', params: ({ event }) => ({ overview: event.output }) },
          },
          { target: 'withoutCredit', actions: { type: 'assignOverview', params: ({ event }) => ({ overview: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    withCredit: {
      on: { 'credit.refresh': 'loading' },
    },
    withoutCredit: {
      on: { 'credit.refresh': 'loading' },
    },
    failed: {
      on: { 'credit.retry': 'loading', 'credit.refresh': 'loading' },
    },
  },
});
