import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';
import type { ConsentChoice } from '../domain/privacy-types';

// Consents chosen while signed out (account spec section 4): kept (and stored in the browser) until the shopper
// signs in, then submitted once; the pending list is emptied whatever the answer, and errors are ignored.
// A signed-in shopper's choice is submitted at once; choices made while a submission is under way wait in
// `pending` (what is being sent is kept apart in `inFlight`) and are sent as soon as it settles, so none is lost.
// Answers sent with a form (checkout, contact, newsletter:
// `consents.given`) were recorded by the server with it for a customer; a guest's wait here for sign-in.
// The chart follows the session itself: its invoked `followSession` actor (supplied by the app, subscribed to the
// session actor) sends session.signedIn / session.signedOut at start and on each change, so no view forwards them.

export interface PendingConsentsInput {
  pending: ConsentChoice[];
  signedIn: boolean;
}

export interface PendingConsentsContext {
  /** Choices not sent yet. */
  pending: ConsentChoice[];
  /** Choices of the submission under way (empty when none is). */
  inFlight: ConsentChoice[];
  signedIn: boolean;
}

export type PendingConsentsEvent =
  | { type: 'consents.choose'; choice: ConsentChoice }
  /** Answers a guest sent with a form: kept for their account (a customer's were recorded with the form). */
  | { type: 'consents.given'; choices: ConsentChoice[] }
  | { type: 'session.signedIn' }
  | { type: 'session.signedOut' };

/** The latest choice per consent code wins. */
export function mergeChoice(pending: ConsentChoice[], choice: ConsentChoice): ConsentChoice[] {
  return [...pending.filter((c) => c.code !== choice.code), choice];
}

export const pendingConsentsMachine = setup({
  types: {
    context: {} as PendingConsentsContext,
    events: {} as PendingConsentsEvent,
    input: {} as PendingConsentsInput,
  },
  actors: {
    submitConsents: unprovidedPromise<void, { choices: ConsentChoice[] }>('submitConsents'),
    /** Reports the session now and on each change (session.signedIn / session.signedOut). */
    followSession: unprovidedCallback<PendingConsentsEvent>('followSession'),
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    isSignedIn: ({ context }) => context.signedIn,
  },
  actions: {
    addChoice: assign(({ context, event }) => (event.type === 'consents.choose' ? { pending: mergeChoice(context.pending, event.choice) } : {})),
    addChoices: assign(({ context, event }) => (event.type === 'consents.given' ? { pending: event.choices.reduce(mergeChoice, context.pending) } : {})),
    /** The pending choices become the submission under way; later ones collect in `pending` meanwhile. */
    takePending: assign(({ context }) => ({ inFlight: context.pending, pending: [] })),
    clearInFlight: assign({ inFlight: [] }),
    /** A submission cut short by sign-out may not have arrived: its choices wait again (later answers win). */
    returnInFlight: assign(({ context }) => ({ pending: context.pending.reduce(mergeChoice, context.inFlight), inFlight: [] })),
    markSignedIn: assign({ signedIn: true }),
    markSignedOut: assign({ signedIn: false }),
    /** Writes the pending list to browser storage (so a reload before sign-in keeps it). */
    persistPending: unprovidedAction<{ pending: ConsentChoice[] }>('persistPending'),
  },
}).createMachine({
  id: 'pendingConsents',
  context: ({ input }) => ({ pending: input.pending, inFlight: [], signedIn: input.signedIn }),
  // The session as it is at start (already the input: a repeat changes nothing) and each change after.
  invoke: { id: 'followSession', src: 'followSession' },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isSignedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'consents.choose': { actions: ['addChoice', { type: 'persistPending', params: ({ context }) => ({ pending: context.pending }) }] },
        'consents.given': { actions: ['addChoices', { type: 'persistPending', params: ({ context }) => ({ pending: context.pending }) }] },
        'session.signedIn': { target: 'deciding', actions: 'markSignedIn' },
      },
    },
    signedIn: {
      initial: 'checking',
      on: { 'session.signedOut': { target: 'signedOut', actions: ['returnInFlight', 'markSignedOut'] } },
      states: {
        checking: {
          always: [{ guard: 'hasPending', target: 'submitting' }, { target: 'idle' }],
        },
        idle: {
          on: { 'consents.choose': { target: 'submitting', actions: 'addChoice' } },
        },
        submitting: {
          entry: 'takePending',
          on: { 'consents.choose': { actions: 'addChoice' } },
          invoke: {
            id: 'submitConsents',
            src: 'submitConsents',
            input: ({ context }) => ({ choices: context.inFlight }),
            // Sent (or failed, which is ignored): the browser keeps only what is still unsent, which goes next.
            onDone: { target: 'checking', actions: ['clearInFlight', { type: 'persistPending', params: ({ context }) => ({ pending: context.pending }) }] },
            onError: { target: 'checking', actions: ['clearInFlight', { type: 'persistPending', params: ({ context }) => ({ pending: context.pending }) }] },
          },
        },
      },
    },
  },
});
