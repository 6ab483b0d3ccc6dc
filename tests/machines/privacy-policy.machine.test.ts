import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import type { PolicyText } from '../../src/domain/privacy-types';
import { privacyPolicyMachine, type PrivacyPolicyContext } from '../../src/machines/privacy-policy.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

// Account spec sections 2 and 4: the modal is shown when need_show is true and this version's acceptance is not
// stored; accepting stores the version and sends it (a failed send changes nothing for the shopper). Opened to be
// read from a consent link it loads the text (with a retry), and has no accept button at the registration location.
// The policy opens when its link is pressed, also while the silent check at sign-in is still running.
// The sign-in that starts the silent check arrives through the chart's own followSession actor (no view forwards
// it): the test sends it through that actor, so a chart that stopped following the session fails here.
type PolicyState = 'idle' | 'checking' | 'prompting' | 'reading.loading' | 'reading.ready' | 'reading.failed' | 'accepting';
interface ExpectedPolicy {
  state: PolicyState;
  accepted: string | null;
  location: string | null;
  policy: PolicyText | null;
}

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PrivacyPolicyContext;
const policy = (needShow: boolean, versionChanged = false): PolicyText => ({
  title: 'Privacy policy', content: '<p>…</p>', headerTitle: 'Privacy policy', headerDescription: null, needShow, version: '1.1', versionChanged, date: '2026-06-01T00:00:00.000Z',
});

/** A session change as the app's followSession reports it: through the invoked callback actor. */
const viaFollowSession = (event: { type: string }, sut: Sut) => sut.callbacks.followSession!.emit(event);

describeModel('privacy policy machine', {
  machine: privacyPolicyMachine,
  // Nothing accepted in this browser, or this very version accepted already (then no prompt).
  inputs: [{ acceptedVersion: null }, { acceptedVersion: '1.1' }],
  events: () => [
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
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
  callbackActors: ['followSession'],
  perform: { 'session.signedIn': viaFollowSession, 'session.signedOut': viaFollowSession },
  recordedActions: ['persistAcceptance'],
  states: {
    idle: () => {},
    checking: (snapshot, sut) => {
      expect(sut.promises.loadPolicy!.inputs.length).toBeGreaterThan(0);
      expect(snapshot.can({ type: 'policy.open', location: 'checkout' })).toBe(true);
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
  expected: expectation<ExpectedPolicy>({
    initial: (input) => ({ state: 'idle', accepted: (input as { acceptedVersion: string | null }).acceptedVersion, location: null, policy: null }),
    next: (model, event) => {
      const output = (event as unknown as { output: PolicyText }).output;
      const accept = (): ExpectedPolicy =>
        model.location !== 'registration' && model.policy?.version ? { ...model, state: 'accepting', accepted: model.policy.version } : model;
      const reading = model.state.startsWith('reading.');
      if (reading && event.type === 'policy.close') return { ...model, state: 'idle' };
      switch (`${model.state} ${event.type}`) {
        case 'idle session.signedIn':
          return { ...model, state: 'checking', location: null };
        case 'idle policy.open':
        case 'checking policy.open':
          return { ...model, state: 'reading.loading', location: (event as unknown as { location: string }).location };
        case 'checking xstate.done.actor.loadPolicy':
          return { ...model, policy: output, state: output.needShow && output.version !== model.accepted ? 'prompting' : 'idle' };
        case 'checking xstate.error.actor.loadPolicy':
          return { ...model, state: 'idle' };
        case 'prompting policy.accept':
        case 'reading.ready policy.accept':
          return accept();
        case 'prompting policy.close':
          return { ...model, state: 'idle' };
        case 'reading.loading xstate.done.actor.loadPolicy':
          return { ...model, policy: output, state: 'reading.ready' };
        case 'reading.loading xstate.error.actor.loadPolicy':
          return { ...model, state: 'reading.failed' };
        case 'reading.failed policy.retry':
          return { ...model, state: 'reading.loading' };
        case 'accepting xstate.done.actor.acceptPolicy':
        case 'accepting xstate.error.actor.acceptPolicy':
          return { ...model, state: 'idle' };
        default:
          throw new Error(`no expectation for ${event.type} in ${model.state}`);
      }
    },
    check: (snapshot, model, sut) => {
      expect(snapshot.matches(model.state), `expected ${model.state}, is ${JSON.stringify(snapshot.value)}`).toBe(true);
      expect([ctx(snapshot).acceptedVersion, ctx(snapshot).location, ctx(snapshot).policy]).toEqual([model.accepted, model.location, model.policy]);
      const stored = sut.calls.filter((call) => call.name === 'persistAcceptance');
      if (model.accepted !== null && stored.length > 0) expect(stored.at(-1)).toEqual({ name: 'persistAcceptance', params: { version: model.accepted } });
    },
  }),
});
