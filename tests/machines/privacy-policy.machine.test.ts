import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { privacyPolicyMachine, type PolicyText, type PrivacyPolicyContext } from '../../src/machines/privacy-policy.machine';
import { describeModel } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PrivacyPolicyContext;
const policy = (needShow: boolean, versionChanged = false): PolicyText => ({
  title: 'Privacy policy', content: '<p>…</p>', headerTitle: 'Privacy policy', headerDescription: null, needShow, version: '1.1', versionChanged, date: '2026-06-01T00:00:00.000Z',
});

describeModel('privacy policy machine', {
  machine: privacyPolicyMachine,
  // Nothing accepted in this browser, or this very version accepted already (then no prompt).
  inputs: [{ acceptedVersion: null }, { acceptedVersion: '1.1' }],
  events: () => [
    { type: 'policy.check' },
    { type: 'policy.open', location: 'registration' },
    { type: 'policy.open', location: 'checkout' },
    { type: 'policy.accept' },
    { type: 'policy.close' },
    { type: 'policy.retry' },
    { type: 'xstate.done.actor.loadPolicy', output: policy(true, true) },
    { type: 'xstate.done.actor.loadPolicy', output: policy(false) },
    { type: 'xstate.error.actor.loadPolicy', error: new Error('offline') },
    { type: 'xstate.done.actor.acceptPolicy', output: undefined },
    { type: 'xstate.error.actor.acceptPolicy', error: new Error('offline') },
  ],
  key: (snapshot) => [snapshot.value, ctx(snapshot).acceptedVersion, ctx(snapshot).policy?.needShow, ctx(snapshot).location],
  promiseActors: ['loadPolicy', 'acceptPolicy'],
  recordedActions: ['persistAcceptance'],
  states: {
    idle: () => {},
    checking: (_snapshot, sut) => {
      expect(sut.promises.loadPolicy!.inputs.length).toBeGreaterThan(0);
    },
    deciding: () => {},
    prompting: (snapshot) => {
      // Shown only for need_show and a version not accepted in this browser.
      expect(ctx(snapshot).policy?.needShow).toBe(true);
      expect(ctx(snapshot).acceptedVersion).not.toBe('1.1');
      expect(snapshot.can({ type: 'policy.accept' })).toBe(true);
    },
    'reading.loading': (_snapshot, sut) => {
      expect(sut.promises.loadPolicy!.inputs.length).toBeGreaterThan(0);
    },
    'reading.ready': (snapshot) => {
      // Registration shows the text without the accept button.
      expect(snapshot.can({ type: 'policy.accept' })).toBe(ctx(snapshot).location !== 'registration');
    },
    'reading.failed': (snapshot) => {
      expect(snapshot.can({ type: 'policy.accept' })).toBe(false);
    },
    accepting: (snapshot, sut) => {
      expect(sut.calls.at(-1)).toEqual({ name: 'persistAcceptance', params: { version: '1.1' } });
      expect(sut.promises.acceptPolicy!.lastInput).toEqual({ version: '1.1' });
      expect(ctx(snapshot).acceptedVersion).toBe('1.1');
    },
  },
});
