import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// Consents chosen while signed out (account spec section 4): kept (and stored in the browser) until the shopper
// signs in, then submitted once; the pending list is emptied whatever the answer, and errors are ignored.
// A signed-in shopper's choice is submitted at once. Answers sent with a form (checkout, contact, newsletter:
// `consents.given`) were recorded by the server with it for a customer; a guest's wait here for sign-in.

export interface ConsentChoice {
  code: string;
  agreed: boolean;
  location: string;
}

export interface PendingConsentsInput {
  pending: ConsentChoice[];
  signedIn: boolean;
}

export interface PendingConsentsContext {
  pending: ConsentChoice[];
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
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
    isSignedIn: ({ context }) => context.signedIn,
  },
  actions: {
    addChoice: assign(({ context, event }) => (event.type === 'consents.choose' ? { pending: mergeChoice(context.pending, event.choice) } : {})),
    addChoices: assign(({ context, event }) => (event.type === 'consents.given' ? { pending: event.choices.reduce(mergeChoice, context.pending) } : {})),
    clearPending: assign({ pending: [] }),
    markSignedIn: assign({ signedIn: true }),
    markSignedOut: assign({ signedIn: false }),
    /** Writes the pending list to browser storage (so a reload before sign-in keeps it). */
    persistPending: unprovidedAction<{ pending: ConsentChoice[] }>('persistPending'),
  },
}).createMachine({
  id: 'pendingConsents',
  context: ({ input }) => ({ pending: input.pending, signedIn: input.signedIn }),
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
      on: { 'session.signedOut': { target: 'signedOut', actions: 'markSignedOut' } },
      states: {
        checking: {
          always: [{ guard: 'hasPending', target: 'submitting' }, { target: 'idle' }],
        },
        idle: {
          on: { 'consents.choose': { target: 'submitting', actions: 'addChoice' } },
        },
        submitting: {
          invoke: {
            id: 'submitConsents',
            src: 'submitConsents',
            input: ({ context }) => ({ choices: context.pending }),
            onDone: { target: 'idle', actions: ['clearPending', { type: 'persistPending', params: () => ({ pending: [] }) }] },
            onError: { target: 'idle', actions: ['clearPending', { type: 'persistPending', params: () => ({ pending: [] }) }] },
          },
        },
      },
    },
  },
});
