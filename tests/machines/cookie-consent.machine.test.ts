import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import { allows, cookieConsentMachine, type CookieAcceptance, type CookieConsentContext, type CookieGroupsData } from '../../src/machines/cookie-consent.machine';
import { describeModel, type Sut } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CookieConsentContext;
const LAST = '2026-06-01T00:00:00.000Z';
const data: CookieGroupsData = {
  lastUpdate: LAST,
  groups: [
    { groupId: 1, code: 'essential', name: 'Essential', description: null, isEssential: true, checked: true },
    { groupId: 2, code: 'analytics', name: 'Analytics', description: null, isEssential: false, checked: false },
    { groupId: 3, code: 'marketing', name: 'Marketing', description: null, isEssential: false, checked: false },
  ],
};
const stored: CookieAcceptance = { all: false, codes: ['essential', 'marketing'], lastUpdate: LAST };
const stale: CookieAcceptance = { all: true, codes: ['essential'], lastUpdate: '2025-01-01T00:00:00.000Z' };
const lastCall = (sut: Sut, name: string) => sut.calls.filter((c) => c.name === name).at(-1);

describeModel('cookie consent machine', {
  machine: cookieConsentMachine,
  inputs: [
    { barEnabled: true, stored: null },
    { barEnabled: true, stored },
    { barEnabled: true, stored: stale },
    { barEnabled: false, stored: null },
  ],
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadGroups', output: data },
    { type: 'xstate.error.actor.loadGroups', error: new Error('offline') },
    { type: 'xstate.done.actor.saveChoice', output: undefined },
    { type: 'xstate.error.actor.saveChoice', error: new Error('offline') },
    { type: 'cookies.acceptAll' },
    { type: 'cookies.customize' },
    { type: 'cookies.openSettings' },
    { type: 'cookies.toggle', groupId: 1 },
    ...(ctx(snapshot).chosen.includes(2) ? [] : [{ type: 'cookies.toggle', groupId: 2 }]),
    { type: 'cookies.agree' },
    { type: 'cookies.close' },
    { type: 'cookies.retry' },
  ],
  key: (snapshot) => [snapshot.value, ctx(snapshot).acceptance?.all, ctx(snapshot).acceptance?.codes.join(), ctx(snapshot).chosen.join(), ctx(snapshot).groups.length],
  promiseActors: ['loadGroups', 'saveChoice'],
  recordedActions: ['persistAcceptance', 'applyConsent'],
  states: {
    checking: (_snapshot, sut) => {
      expect(sut.promises.loadGroups!.inputs).toHaveLength(1);
      expect(sut.calls).toEqual([]);
    },
    // Passed through at once (eventless): never a resting state.
    deciding: () => {},
    'dialog.preparing': () => {},
    undecided: (snapshot, sut) => {
      // Bar off and no choice: nothing non-essential was started.
      expect(ctx(snapshot).barEnabled).toBe(false);
      expect(sut.calls.filter((c) => c.name === 'applyConsent')).toEqual([]);
    },
    bar: (snapshot, sut) => {
      expect(ctx(snapshot).barEnabled).toBe(true);
      // A stale acceptance (the groups changed since) does not count: the bar asks again, nothing started.
      expect(sut.calls.filter((c) => c.name === 'applyConsent')).toEqual([]);
    },
    'dialog.loading': (_snapshot, sut) => {
      // The first load failed: the dialog asks again.
      expect(sut.promises.loadGroups!.inputs.length).toBeGreaterThanOrEqual(2);
    },
    'dialog.failed': (snapshot) => {
      expect(snapshot.can({ type: 'cookies.agree' })).toBe(false);
    },
    'dialog.editing': (snapshot) => {
      // Essential is always ticked and cannot be unticked.
      expect(ctx(snapshot).chosen).toContain(1);
      expect(snapshot.can({ type: 'cookies.toggle', groupId: 1 })).toBe(false);
      expect(snapshot.can({ type: 'cookies.toggle', groupId: 2 })).toBe(true);
    },
    'accepted.saving': (snapshot, sut) => {
      const acceptance = ctx(snapshot).acceptance;
      expect(lastCall(sut, 'persistAcceptance')?.params).toEqual({ acceptance });
      expect(lastCall(sut, 'applyConsent')?.params).toEqual({ acceptance });
      expect(allows(acceptance, 'essential') || acceptance?.all).toBe(true);
      const save = sut.promises.saveChoice!.lastInput;
      const ids = data.groups.filter((g) => acceptance?.codes.includes(g.code)).map((g) => g.groupId);
      expect(save).toEqual(acceptance?.all ? { kind: 'all' } : { kind: 'custom', groupIds: ids });
    },
    'accepted.settled': (snapshot, sut) => {
      const acceptance = ctx(snapshot).acceptance;
      expect(lastCall(sut, 'applyConsent')?.params).toEqual({ acceptance });
      expect(acceptance).not.toBeNull();
    },
  },
});

describe('cookie consent choices', () => {
  it('allows a group only when accepted (all, or by code)', () => {
    expect(allows(null, 'analytics')).toBe(false);
    expect(allows(stored, 'analytics')).toBe(false);
    expect(allows(stored, 'marketing')).toBe(true);
    expect(allows({ all: true, codes: [], lastUpdate: null }, 'analytics')).toBe(true);
  });
});
