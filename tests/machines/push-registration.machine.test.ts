import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pushRegistrationMachine, TOKEN_REFRESH_MS, type PushRegistrationContext } from '../../src/machines/push-registration.machine';
import { describeModel } from './support/model-test';

// Registration happens only with the worker active, permission granted, signed in and no stored token; the token
// is stored only after the server took it; it is refreshed after 7 days; the permission is asked for only on the
// shopper's push.enable; signing out forgets the token; errors are logged and nothing is stored.

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as PushRegistrationContext;
const SIX_DAYS = 6 * 24 * 60 * 60 * 1000;

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
});

describe('push token refresh', () => {
  it('is 7 days (604800000 ms), counted from when the stored token was stored', () => {
    expect(TOKEN_REFRESH_MS).toBe(604_800_000);
    const delay = pushRegistrationMachine.implementations.delays.tokenRefresh as (args: { context: Pick<PushRegistrationContext, 'refreshInMs'> }) => number;
    expect(delay({ context: { refreshInMs: TOKEN_REFRESH_MS - SIX_DAYS } })).toBe(24 * 60 * 60 * 1000);
  });
});
