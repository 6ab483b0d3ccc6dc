import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mergeChoice, pendingConsentsMachine, type PendingConsentsContext } from '../../src/machines/pending-consents.machine';
import { describeModel } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PendingConsentsContext;
const policy = { code: 'privacy_policy', agreed: true, location: 'registration' };
const news = { code: 'marketing_messages', agreed: true, location: 'registration' };

describeModel('pending consents machine', {
  machine: pendingConsentsMachine,
  inputs: [
    { pending: [], signedIn: false },
    { pending: [policy], signedIn: true },
  ],
  events: () => [
    { type: 'consents.choose', choice: policy },
    { type: 'consents.choose', choice: news },
    // Answers sent with a guest's checkout: kept for sign-in; a customer's were recorded with the order.
    { type: 'consents.given', choices: [{ ...policy, location: 'checkout' }, { ...news, location: 'checkout', agreed: false }] },
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    { type: 'xstate.done.actor.submitConsents', output: undefined },
    { type: 'xstate.error.actor.submitConsents', error: new Error('offline') },
  ],
  key: (snapshot) => [snapshot.value, ctx(snapshot).pending.map((c) => c.code).join()],
  promiseActors: ['submitConsents'],
  recordedActions: ['persistPending'],
  states: {
    deciding: () => {},
    'signedIn.checking': () => {},
    signedOut: (snapshot, sut) => {
      // A guest's choices wait, stored in the browser as they are made.
      const last = sut.calls.at(-1)?.params as { pending: unknown[] } | undefined;
      if (last && last.pending.length > 0) expect(last).toEqual({ pending: ctx(snapshot).pending });
      expect(snapshot.can({ type: 'consents.choose', choice: policy })).toBe(true);
      expect(snapshot.can({ type: 'consents.given', choices: [policy] })).toBe(true);
    },
    'signedIn.submitting': (snapshot, sut) => {
      expect(sut.promises.submitConsents!.lastInput).toEqual({ choices: ctx(snapshot).pending });
      expect(ctx(snapshot).pending.length).toBeGreaterThan(0);
    },
    'signedIn.idle': (snapshot, sut) => {
      // Sent once, then emptied whatever the answer (errors are ignored).
      expect(ctx(snapshot).pending).toEqual([]);
      expect(snapshot.can({ type: 'consents.given', choices: [policy] })).toBe(false);
      if (sut.promises.submitConsents!.inputs.length > 0) expect(sut.calls.at(-1)).toEqual({ name: 'persistPending', params: { pending: [] } });
    },
  },
});

describe('pending consent choices', () => {
  it('keeps the latest answer per consent', () => {
    expect(mergeChoice([policy, news], { ...policy, agreed: false })).toEqual([news, { ...policy, agreed: false }]);
  });
});
