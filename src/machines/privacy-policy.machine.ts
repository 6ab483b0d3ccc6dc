import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedCallback, unprovidedPromise } from './unprovided';
import type { PolicyText } from '../domain/privacy-types';

// The privacy-policy modal (account spec sections 2 and 4): checked for a signed-in customer, shown when the
// server says need_show and no acceptance of that version is stored (am-privacy-policy-cookie-acceptance).
// Accepting stores the version and sends it; a failure is ignored. The modal also opens to be read from a
// consent link; at the registration location it has no accept button.
// The silent check runs at sign-in: the chart's invoked `followSession` actor (supplied by the app, subscribed to
// the session actor) sends session.signedIn at start when signed in and at each sign-in after, so no view does.

export interface PrivacyPolicyInput {
  acceptedVersion: string | null;
}

export interface PrivacyPolicyContext {
  acceptedVersion: string | null;
  policy: PolicyText | null;
  /** Where the reader opened it from (registration hides the accept button); null when prompted. */
  location: string | null;
}

export type PrivacyPolicyEvent =
  /** Signed in (at start or later): check silently whether the policy must be shown. */
  | { type: 'session.signedIn' }
  /** Signed out: nothing to check (the modal a shopper has open stays until closed). */
  | { type: 'session.signedOut' }
  | { type: 'policy.open'; location: string }
  | { type: 'policy.accept' }
  | { type: 'policy.close' }
  | { type: 'policy.retry' };

export const privacyPolicyMachine = setup({
  types: {
    context: {} as PrivacyPolicyContext,
    events: {} as PrivacyPolicyEvent,
    input: {} as PrivacyPolicyInput,
  },
  actors: {
    loadPolicy: unprovidedPromise<PolicyText | null, void>('loadPolicy'),
    acceptPolicy: unprovidedPromise<void, { version: string }>('acceptPolicy'),
    /** Reports the session now and on each change (session.signedIn / session.signedOut). */
    followSession: unprovidedCallback<PrivacyPolicyEvent>('followSession'),
  },
  guards: {
    mustShow: ({ context }) => context.policy !== null && context.policy.needShow && context.policy.version !== context.acceptedVersion,
    canAccept: ({ context }) => context.location !== 'registration' && context.policy?.version != null,
  },
  actions: {
    assignPolicy: assign((_, policy: PolicyText | null) => ({ policy })),
    assignLocation: assign(({ event }) => ({ location: event.type === 'policy.open' ? event.location : null })),
    clearLocation: assign({ location: null }),
    assignAccepted: assign(({ context }) => ({ acceptedVersion: context.policy?.version ?? context.acceptedVersion })),
    /** Writes am-privacy-policy-cookie-acceptance. */
    persistAcceptance: unprovidedAction<{ version: string }>('persistAcceptance'),
  },
}).createMachine({
  id: 'privacyPolicy',
  context: ({ input }) => ({ acceptedVersion: input.acceptedVersion, policy: null, location: null }),
  invoke: { id: 'followSession', src: 'followSession' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'session.signedIn': { target: 'checking', actions: 'clearLocation' },
        'policy.open': { target: 'reading', actions: 'assignLocation' },
      },
    },
    /**
     * Silent: a failure to load means no prompt this time. A consent link pressed meanwhile opens the policy to be
     * read at once (it loads the text itself), so the silent check gives way to it.
     */
    checking: {
      on: { 'policy.open': { target: 'reading', actions: 'assignLocation' } },
      invoke: {
        id: 'loadPolicy',
        src: 'loadPolicy',
        onDone: { target: 'deciding', actions: { type: 'assignPolicy', params: ({ event }) => event.output } },
        onError: 'idle',
      },
    },
    deciding: {
      always: [{ guard: 'mustShow', target: 'prompting' }, { target: 'idle' }],
    },
    prompting: {
      on: {
        'policy.accept': { guard: 'canAccept', target: 'accepting' },
        'policy.close': 'idle',
      },
    },
    reading: {
      initial: 'loading',
      on: { 'policy.close': 'idle' },
      states: {
        loading: {
          invoke: {
            id: 'loadPolicy',
            src: 'loadPolicy',
            onDone: { target: 'ready', actions: { type: 'assignPolicy', params: ({ event }) => event.output } },
            onError: 'failed',
          },
        },
        ready: {
          on: { 'policy.accept': { guard: 'canAccept', target: '#privacyPolicy.accepting' } },
        },
        failed: {
          on: { 'policy.retry': 'loading' },
        },
      },
    },
    accepting: {
      entry: ['assignAccepted', { type: 'persistAcceptance', params: ({ context }) => ({ version: context.policy?.version ?? '' }) }],
      invoke: {
        id: 'acceptPolicy',
        src: 'acceptPolicy',
        input: ({ context }) => ({ version: context.policy?.version ?? '' }),
        onDone: 'idle',
        onError: 'idle',
      },
    },
  },
});
