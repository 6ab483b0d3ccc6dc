import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { companyCreditMachine, type CompanyCreditContext } from '../../src/machines/company-credit.machine';
import type { CreditOverview } from '../../src/domain/credit-types';
import { describeModel, transitionTable } from './support/model-test';

// Credit is requested only while signed in; the footer panel state (withCredit) only when the answer has credit
// information; signing out forgets it; refresh and retry load again.

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CompanyCreditContext;
const withCredit: CreditOverview = {
  info: { balance: 4500, bePaid: 500, creditBalance: 4500, issuedCredit: 5000, currency: 'THB' },
  application: { id: 7, status: 'approved', companyName: 'Krua Thai', requestedLimit: 5000, createdAt: '2026-11-24 07:00:00', decidedAt: '2026-11-24 07:05:00' },
};
const pending: CreditOverview = {
  info: null,
  application: { id: 8, status: 'pending', companyName: 'Krua Thai', requestedLimit: 5000, createdAt: '2026-11-24 07:00:00', decidedAt: null },
};

describeModel('company credit machine', {
  machine: companyCreditMachine,
  events: () => [
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    { type: 'credit.refresh' },
    { type: 'credit.retry' },
    { type: 'xstate.done.actor.loadCredit', output: withCredit },
    { type: 'xstate.done.actor.loadCredit', output: pending },
    { type: 'xstate.error.actor.loadCredit', error: new Error('Network down') },
  ],
  key: (snapshot) => [ctx(snapshot).overview?.info !== null && ctx(snapshot).overview !== null, ctx(snapshot).overview === null, ctx(snapshot).error !== null],
  promiseActors: ['loadCredit'],
  callbackActors: ['followSession'],
  states: {
    signedOut: (snapshot) => {
      expect(ctx(snapshot)).toEqual({ overview: null, error: null });
      expect(snapshot.can({ type: 'credit.refresh' })).toBe(false);
    },
    loading: (_snapshot, sut) => expect(sut.promises.loadCredit!.inputs.length).toBeGreaterThan(0),
    withCredit: (snapshot) => expect(ctx(snapshot).overview).toEqual(withCredit),
    withoutCredit: (snapshot) => expect(ctx(snapshot).overview).toEqual(pending),
    failed: (snapshot) => {
      expect(ctx(snapshot).error).toEqual(new Error('Network down'));
      expect(snapshot.can({ type: 'credit.retry' })).toBe(true);
    },
  },
  // Account spec sections 4 and 6: credit is asked only once signed in; the panel (withCredit) only when credit
  // information exists; signing out, from anywhere, forgets it. Refresh and retry ask again.
  expected: transitionTable('signedOut', {
    signedOut: { 'session.signedIn': 'loading', 'session.signedOut': 'signedOut' },
    loading: {
      'xstate.done.actor.loadCredit': (event) =>
        (event as unknown as { output: CreditOverview }).output.info !== null ? 'withCredit' : 'withoutCredit',
      'xstate.error.actor.loadCredit': 'failed',
      'session.signedOut': 'signedOut',
    },
    withCredit: { 'credit.refresh': 'loading', 'session.signedOut': 'signedOut' },
    withoutCredit: { 'credit.refresh': 'loading', 'session.signedOut': 'signedOut' },
    failed: { 'credit.retry': 'loading', 'credit.refresh': 'loading', 'session.signedOut': 'signedOut' },
  }),
});
