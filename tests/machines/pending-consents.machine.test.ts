import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { mergeChoice, pendingConsentsMachine, type PendingConsentsContext } from '../../src/machines/pending-consents.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

// Account spec section 4, "Consent and cookies": choices made while signed out wait (latest answer per consent);
// once signed in they are submitted once, and the pending list is emptied whatever the answer (errors ignored).
// A signed-in shopper's choice is submitted at once, and every choice reaches the server: one made while another
// is being sent waits (apart from what is in flight) and is sent when that send settles.
type Choice = { code: string; agreed: boolean; location: string };
interface ExpectedConsents {
  state: 'signedOut' | 'idle' | 'submitting';
  pending: Choice[];
  inFlight: Choice[];
}
const latestPerCode = (pending: Choice[], choice: Choice) => [...pending.filter((c) => c.code !== choice.code), choice];
// Signed in, whatever waits is sent at once (and nothing waits behind it yet).
const signedInWith = (pending: Choice[]): ExpectedConsents =>
  pending.length > 0 ? { state: 'submitting', pending: [], inFlight: pending } : { state: 'idle', pending: [], inFlight: [] };

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PendingConsentsContext;
const policy = { code: 'privacy_policy', agreed: true, location: 'registration' };
const news = { code: 'marketing_messages', agreed: true, location: 'registration' };

// Sign-in and sign-out arrive through the chart's own followSession actor (no view forwards them): the test sends
// them through that actor, so a chart that stopped following the session fails here.
const viaFollowSession = (event: { type: string }, sut: Sut) => sut.callbacks.followSession!.emit(event);

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
  key: (snapshot) => [snapshot.value, ctx(snapshot).pending.map((c) => c.code).join(), ctx(snapshot).inFlight.map((c) => c.code).join()],
  promiseActors: ['submitConsents'],
  callbackActors: ['followSession'],
  perform: { 'session.signedIn': viaFollowSession, 'session.signedOut': viaFollowSession },
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
      // What is sent is kept apart; a choice made meanwhile is accepted and waits its turn.
      expect(sut.promises.submitConsents!.lastInput).toEqual({ choices: ctx(snapshot).inFlight });
      expect(ctx(snapshot).inFlight.length).toBeGreaterThan(0);
      expect(snapshot.can({ type: 'consents.choose', choice: news })).toBe(true);
    },
    'signedIn.idle': (snapshot, sut) => {
      // Sent once, then emptied whatever the answer (errors are ignored).
      expect(ctx(snapshot).pending).toEqual([]);
      expect(ctx(snapshot).inFlight).toEqual([]);
      expect(snapshot.can({ type: 'consents.given', choices: [policy] })).toBe(false);
      if (sut.promises.submitConsents!.inputs.length > 0) expect(sut.calls.at(-1)).toEqual({ name: 'persistPending', params: { pending: [] } });
    },
  },
  expected: expectation<ExpectedConsents>({
    initial: (input) => {
      const { pending, signedIn } = input as { pending: Choice[]; signedIn: boolean };
      return signedIn ? signedInWith(pending) : { state: 'signedOut', pending, inFlight: [] };
    },
    next: (model, event) => {
      const { state, pending, inFlight } = model;
      const chosen = () => latestPerCode(pending, (event as unknown as { choice: Choice }).choice);
      if (state === 'signedOut') {
        if (event.type === 'consents.choose') return { ...model, pending: chosen() };
        if (event.type === 'consents.given') return { ...model, pending: (event as unknown as { choices: Choice[] }).choices.reduce(latestPerCode, pending) };
        if (event.type === 'session.signedIn') return signedInWith(pending);
      } else {
        // Signing out mid-send: the send may not have arrived, so its choices wait again (later answers win).
        if (event.type === 'session.signedOut') return { state: 'signedOut', pending: pending.reduce(latestPerCode, inFlight), inFlight: [] };
        if (state === 'idle' && event.type === 'consents.choose') return signedInWith(chosen());
        // Chosen while a send is under way: kept for the next send.
        if (state === 'submitting' && event.type === 'consents.choose') return { ...model, pending: chosen() };
        // Settled (errors ignored): what was chosen meanwhile is sent next.
        if (state === 'submitting' && ['xstate.done.actor.submitConsents', 'xstate.error.actor.submitConsents'].includes(event.type)) return signedInWith(pending);
      }
      throw new Error(`no expectation for ${event.type} in ${state}`);
    },
    check: (snapshot, { state, pending, inFlight }, sut) => {
      expect(snapshot.value).toEqual(state === 'signedOut' ? 'signedOut' : { signedIn: state });
      expect(ctx(snapshot).pending).toEqual(pending);
      expect(ctx(snapshot).inFlight).toEqual(inFlight);
      if (state === 'submitting') expect(sut.promises.submitConsents!.lastInput).toEqual({ choices: inFlight });
    },
  }),
});

describe('pending consent choices', () => {
  it('keeps the latest answer per consent', () => {
    expect(mergeChoice([policy, news], { ...policy, agreed: false })).toEqual([news, { ...policy, agreed: false }]);
  });
});
