import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pushRegistrationMachine, TOKEN_REFRESH_MS, type PushPermission, type PushRegistrationContext, type PushRegistrationInput } from '../../src/machines/push-registration.machine';
import { describeModel, expectation } from './support/model-test';

// Registration happens only with the worker active, permission granted, signed in and no stored token; the token
// is stored only after the server took it; it is refreshed after 7 days; the permission is asked for only on the
// shopper's push.enable; signing out forgets the token; errors are logged and nothing is stored.

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PushRegistrationContext;
const SIX_DAYS = 6 * 24 * 60 * 60 * 1000;

/**
 * Account spec section 4 "Push notifications" (and section 8: errors only logged), written out by hand: the four
 * conditions decide, after every change, whether to register (worker active, permission granted, signed in, no
 * token stored), whether registration is done (granted, signed in, token stored) or whether to wait. A token is
 * obtained, sent, stored only once the server took it, and forgotten after 7 days, on sign-out or when the
 * permission is taken away. The permission is asked for only when a signed-in shopper who may still be asked says so.
 */
type PushState = 'unsupported' | 'waiting' | 'askingPermission' | 'registering.gettingToken' | 'registering.sendingToken' | 'registered' | 'failed';
interface PushExpected {
  state: PushState;
  permission: PushPermission;
  signedIn: boolean;
  worker: boolean;
  token: boolean;
  calls: string[];
}

function decide(m: Omit<PushExpected, 'state'>): PushExpected {
  if (m.permission === 'unsupported') return { ...m, state: 'unsupported' };
  if (m.worker && m.permission === 'granted' && m.signedIn && !m.token) return { ...m, state: 'registering.gettingToken' };
  if (m.permission === 'granted' && m.signedIn && m.token) return { ...m, state: 'registered' };
  return { ...m, state: 'waiting' };
}
const forget = (m: PushExpected): PushExpected => ({ ...m, token: false, calls: [...m.calls, 'clearToken'] });
const logged = (m: PushExpected): PushExpected => ({ ...m, calls: [...m.calls, 'logError'] });

function nextPush(m: PushExpected, event: { type: string; permission?: PushPermission; output?: unknown }): PushExpected {
  const { state } = m;
  switch (event.type) {
    case 'worker.active':
      return decide({ ...m, worker: true });
    case 'permission.changed': {
      const changed = { ...m, permission: event.permission! };
      return decide(event.permission === 'granted' ? changed : forget(changed));
    }
    case 'session.signedIn':
      if (!m.signedIn) return decide({ ...m, signedIn: true });
      break;
    case 'session.signedOut':
      if (m.signedIn) return decide(forget({ ...m, signedIn: false }));
      break;
  }
  if (state === 'waiting' && event.type === 'push.enable' && m.permission === 'default' && m.signedIn) return { ...m, state: 'askingPermission' };
  if (state === 'askingPermission' && event.type === 'xstate.done.actor.requestPermission') return decide({ ...m, permission: event.output as PushPermission });
  if (state === 'askingPermission' && event.type === 'xstate.error.actor.requestPermission') return decide(logged(m));
  if (state === 'registering.gettingToken' && event.type === 'xstate.done.actor.getToken') return { ...m, state: 'registering.sendingToken' };
  if (state === 'registering.sendingToken' && event.type === 'xstate.done.actor.sendToken') return { ...m, state: 'registered', token: true, calls: [...m.calls, 'storeToken'] };
  if (state.startsWith('registering.') && event.type.startsWith('xstate.error.actor.')) return { ...logged(m), state: 'failed' };
  if (state === 'registered' && event.type.startsWith('xstate.after.tokenRefresh.')) return decide(forget(m));
  if (state === 'failed' && event.type === 'push.retry') return decide(m);
  throw new Error(`the test says nothing of ${event.type} in ${state}`);
}

describeModel('push registration machine', {
  machine: pushRegistrationMachine,
  inputs: [
    { permission: 'default', signedIn: false, storedToken: null },
    { permission: 'granted', signedIn: true, storedToken: 'stored-token', storedTokenAgeMs: SIX_DAYS },
    { permission: 'unsupported', signedIn: true, storedToken: null },
  ],
  events: () => [
    { type: 'worker.active' },
    { type: 'session.signedIn' },
    { type: 'session.signedOut' },
    { type: 'push.enable' },
    { type: 'push.retry' },
    { type: 'permission.changed', permission: 'denied' },
    { type: 'permission.changed', permission: 'granted' },
    { type: 'xstate.done.actor.requestPermission', output: 'granted' },
    { type: 'xstate.done.actor.requestPermission', output: 'denied' },
    { type: 'xstate.error.actor.requestPermission', error: new Error('prompt dismissed') },
    { type: 'xstate.done.actor.getToken', output: 'fresh-token' },
    { type: 'xstate.error.actor.getToken', error: new Error('push service unreachable') },
    { type: 'xstate.done.actor.sendToken', output: undefined },
    { type: 'xstate.error.actor.sendToken', error: new Error('graphql-input') },
    { type: 'xstate.after.tokenRefresh.pushRegistration.registered' },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return [c.permission, c.signedIn, c.workerActive, c.storedToken !== null];
  },
  promiseActors: ['requestPermission', 'getToken', 'sendToken'],
  callbackActors: ['followSession'],
  recordedActions: ['storeToken', 'clearToken', 'logError'],
  states: {
    checking: () => {},
    unsupported: (snapshot) => {
      expect(ctx(snapshot).permission).toBe('unsupported');
      expect(snapshot.can({ type: 'push.enable' })).toBe(false);
    },
    waiting: (snapshot) => {
      const c = ctx(snapshot);
      // Some condition of the spec is missing, and the browser is asked only for a signed-in shopper who may still be asked.
      expect(c.workerActive && c.permission === 'granted' && c.signedIn && c.storedToken === null).toBe(false);
      expect(c.permission === 'granted' && c.signedIn && c.storedToken !== null).toBe(false);
      expect(snapshot.can({ type: 'push.enable' })).toBe(c.permission === 'default' && c.signedIn);
    },
    askingPermission: (snapshot, sut) => {
      expect(sut.promises.requestPermission!.inputs.length).toBeGreaterThan(0);
      expect(ctx(snapshot).signedIn).toBe(true);
    },
    'registering.gettingToken': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect([c.workerActive, c.permission, c.signedIn]).toEqual([true, 'granted', true]);
      expect(c.storedToken).toBeNull();
      expect(sut.promises.getToken!.inputs.length).toBeGreaterThan(0);
    },
    'registering.sendingToken': (snapshot, sut) => {
      expect(sut.promises.sendToken!.lastInput).toEqual({ token: 'fresh-token' });
      // Not stored before the server took it.
      expect(ctx(snapshot).storedToken).toBeNull();
    },
    registered: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.storedToken).not.toBeNull();
      expect([c.permission, c.signedIn]).toEqual(['granted', true]);
      // Every token stored was one the server accepted.
      const stored = sut.calls.filter((call) => call.name === 'storeToken');
      for (const call of stored) expect(sut.promises.sendToken!.inputs).toContainEqual(call.params);
    },
    failed: (snapshot, sut) => {
      expect(ctx(snapshot).storedToken).toBeNull();
      expect(sut.calls.at(-1)?.name).toBe('logError');
      expect(snapshot.can({ type: 'push.retry' })).toBe(true);
    },
  },
  expected: expectation<PushExpected>({
    // A token kept from an earlier visit counts only for the signed-in shopper (the machine's reading: whoever
    // signs in next registers for themselves).
    initial: (input) => {
      const { permission, signedIn, storedToken } = input as PushRegistrationInput;
      return decide({ permission, signedIn, worker: false, token: signedIn && storedToken !== null, calls: [] });
    },
    next: nextPush,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      const c = ctx(snapshot);
      expect([c.permission, c.signedIn, c.workerActive, c.storedToken !== null]).toEqual([m.permission, m.signedIn, m.worker, m.token]);
      expect(sut.calls.map((call) => call.name)).toEqual(m.calls);
    },
  }),
});

describe('push token refresh', () => {
  it('is 7 days (604800000 ms), counted from when the stored token was stored', () => {
    expect(TOKEN_REFRESH_MS).toBe(604_800_000);
    const delay = pushRegistrationMachine.implementations.delays.tokenRefresh as (args: { context: Pick<PushRegistrationContext, 'refreshInMs'> }) => number;
    expect(delay({ context: { refreshInMs: TOKEN_REFRESH_MS - SIX_DAYS } })).toBe(24 * 60 * 60 * 1000);
  });
});
