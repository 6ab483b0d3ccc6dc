import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mergeChoice, pendingConsentsMachine, type PendingConsentsContext } from '../../src/machines/pending-consents.machine';
import { describeModel, expectation } from './support/model-test';

// Account spec section 4, "Consent and cookies": choices made while signed out wait (latest answer per consent);
// once signed in they are submitted once, and the pending list is emptied whatever the answer (errors ignored).
// A signed-in shopper's choice is submitted at once.
type Choice = { code: string; agreed: boolean; location: string };
interface ExpectedConsents {
  state: 'signedOut' | 'idle' | 'submitting';
  pending: Choice[];
}
const latestPerCode = (pending: Choice[], choice: Choice) => [...pending.filter((c) => c.code !== choice.code), choice];
const signedInWith = (pending: Choice[]): ExpectedConsents => ({ state: pending.length > 0 ? 'submitting' : 'idle', pending });

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
  expected: expectation<ExpectedConsents>({
    initial: (input) => {
      const { pending, signedIn } = input as { pending: Choice[]; signedIn: boolean };
      return signedIn ? signedInWith(pending) : { state: 'signedOut', pending };
    },
    next: (model, event) => {
      const { state, pending } = model;
      if (state === 'signedOut') {
        if (event.type === 'consents.choose') return { state, pending: latestPerCode(pending, (event as unknown as { choice: Choice }).choice) };
        if (event.type === 'consents.given') return { state, pending: (event as unknown as { choices: Choice[] }).choices.reduce(latestPerCode, pending) };
        if (event.type === 'session.signedIn') return signedInWith(pending);
      } else {
        if (event.type === 'session.signedOut') return { state: 'signedOut', pending };
        if (state === 'idle' && event.type === 'consents.choose') return signedInWith(latestPerCode(pending, (event as unknown as { choice: Choice }).choice));
        if (state === 'submitting' && ['xstate.done.actor.submitConsents', 'xstate.error.actor.submitConsents'].includes(event.type)) return { state: 'idle', pending: [] };
      }
      throw new Error(`no expectation for ${event.type} in ${state}`);
    },
    check: (snapshot, { state, pending }) => {
      expect(snapshot.value).toEqual(state === 'signedOut' ? 'signedOut' : { signedIn: state });
      expect(ctx(snapshot).pending).toEqual(pending);
    },
  }),
});

describe('pending consent choices', () => {
  it('keeps the latest answer per consent', () => {
    expect(mergeChoice([policy, news], { ...policy, agreed: false })).toEqual([news, { ...policy, agreed: false }]);
  });
});
