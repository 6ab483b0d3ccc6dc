import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { CookieAcceptance, CookieGroupsData } from '../../src/domain/privacy-types';
import { allows, cookieConsentMachine, type CookieConsentContext, type CookieConsentInput } from '../../src/machines/cookie-consent.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

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

/**
 * Account spec sections 2 and 4 ("Consent and cookies": the bar shows when enabled and no acceptance is stored;
 * accept-all or a custom choice stores the acceptance and hides the bar; essential is always checked and read-only)
 * and section 8 (a failed save is ignored), with docs/decisions/privacy-cookies.md (an acceptance stored against
 * another lastUpdate is void; bar off and nothing chosen: only essential scripts; the settings link reopens the
 * dialog), written out by hand. The dialog starts from the stored choice, else the server's ticks, essential always.
 */
type CookieState = 'checking' | 'undecided' | 'bar' | 'dialog.loading' | 'dialog.failed' | 'dialog.editing' | 'accepted.saving' | 'accepted.settled';
interface CookieExpected {
  state: CookieState;
  barEnabled: boolean;
  acceptance: CookieAcceptance | null;
  groups: CookieGroupsData['groups'] | null;
  lastUpdate: string | null;
  chosen: number[];
  calls: string[];
}

function decideCookies(m: CookieExpected): CookieExpected {
  const a = m.acceptance;
  const valid = a !== null && (m.lastUpdate === null || a.lastUpdate === null || a.lastUpdate === m.lastUpdate);
  if (valid) return { ...m, state: 'accepted.settled', calls: [...m.calls, 'applyConsent'] };
  return { ...m, state: m.barEnabled ? 'bar' : 'undecided' };
}
function editing(m: CookieExpected, groups: CookieGroupsData['groups']): CookieExpected {
  const a = m.acceptance;
  const ticked = groups.filter((g) => g.isEssential || (a ? a.all || a.codes.includes(g.code) : g.checked));
  return { ...m, state: 'dialog.editing', groups, chosen: ticked.map((g) => g.groupId) };
}
const openDialog = (m: CookieExpected): CookieExpected => (m.groups ? editing(m, m.groups) : { ...m, state: 'dialog.loading' });
function accept(m: CookieExpected, all: boolean): CookieExpected {
  const groups = m.groups ?? [];
  const codes = groups.filter((g) => all || m.chosen.includes(g.groupId)).map((g) => g.code);
  return { ...m, state: 'accepted.saving', acceptance: { all, codes, lastUpdate: m.lastUpdate }, calls: [...m.calls, 'applyConsent', 'persistAcceptance'] };
}

function nextCookies(m: CookieExpected, event: { type: string; output?: unknown; groupId?: number }): CookieExpected {
  const { state } = m;
  const { type } = event;
  const loaded = event.output as CookieGroupsData;
  if (state === 'checking' && type === 'xstate.done.actor.loadGroups') return decideCookies({ ...m, groups: loaded.groups, lastUpdate: loaded.lastUpdate });
  if (state === 'checking' && type === 'xstate.error.actor.loadGroups') return decideCookies(m);
  if ((state === 'undecided' || state === 'bar' || state.startsWith('accepted.')) && type === 'cookies.openSettings') return openDialog(m);
  if (state === 'bar' && type === 'cookies.customize') return openDialog(m);
  if (state === 'bar' && type === 'cookies.acceptAll') return accept(m, true);
  if (state.startsWith('dialog.') && type === 'cookies.close') return decideCookies(m);
  if (state === 'dialog.loading' && type === 'xstate.done.actor.loadGroups') return editing({ ...m, lastUpdate: loaded.lastUpdate }, loaded.groups);
  if (state === 'dialog.loading' && type === 'xstate.error.actor.loadGroups') return { ...m, state: 'dialog.failed' };
  if (state === 'dialog.failed' && type === 'cookies.retry') return { ...m, state: 'dialog.loading' };
  if (state === 'dialog.editing' && type === 'cookies.toggle' && m.groups!.some((g) => g.groupId === event.groupId && !g.isEssential)) {
    const id = event.groupId!;
    return { ...m, chosen: m.chosen.includes(id) ? m.chosen.filter((c) => c !== id) : [...m.chosen, id] };
  }
  if (state === 'dialog.editing' && type === 'cookies.agree') return accept(m, false);
  if (state === 'dialog.editing' && type === 'cookies.acceptAll') return accept(m, true);
  // The server's copy may fail: the shopper does not hear of it.
  if (state === 'accepted.saving' && type.startsWith('xstate.') && type.endsWith('.saveChoice')) return { ...m, state: 'accepted.settled' };
  throw new Error(`the test says nothing of ${type} in ${state}`);
}

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
  expected: expectation<CookieExpected>({
    initial: (input) => {
      const { barEnabled, stored: acceptance } = input as CookieConsentInput;
      return { state: 'checking', barEnabled, acceptance, groups: null, lastUpdate: null, chosen: [], calls: [] };
    },
    next: nextCookies,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.state)).toBe(true);
      const c = ctx(snapshot);
      expect(c.acceptance).toEqual(m.acceptance);
      if (m.state === 'dialog.editing') expect([...c.chosen].sort()).toEqual([...m.chosen].sort());
      expect(sut.calls.map((call) => call.name)).toEqual(m.calls);
    },
  }),
});

describe('cookie consent choices', () => {
  it('allows a group only when accepted (all, or by code)', () => {
    expect(allows(null, 'analytics')).toBe(false);
    expect(allows(stored, 'analytics')).toBe(false);
    expect(allows(stored, 'marketing')).toBe(true);
    expect(allows({ all: true, codes: [], lastUpdate: null }, 'analytics')).toBe(true);
  });
});
