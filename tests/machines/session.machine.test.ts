import { createActor, fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOKEN_TTL_SECONDS, sessionMachine, type SessionContext, type SessionInput } from '../../src/machines/session.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

// Date is frozen (fake timers) so the scheduled sign-out's delay, computed from the token's expiry and Date.now(),
// is the same when the chart schedules it and when the test advances the simulated clock by it.
const NOW = Date.UTC(2026, 0, 1, 3, 0, 0);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => void vi.useRealTimers());

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as SessionContext;
const names = (sut: Sut) => sut.calls.map((call) => call.name);
const CLEARING = ['removeStoredToken', 'clearCheckoutData', 'clearCustomerCaches', 'resetCart'];
const user = { email: 'somchai@example.com', firstname: 'Somchai', lastname: 'Jaidee' };

const inputs: SessionInput[] = [
  // A guest.
  { token: null, expiresAt: null, now: NOW },
  // Signed in, 30 s left (the check runs every second, the scheduled sign-out fires at 30 s).
  { token: 'stored', expiresAt: NOW + 30_000, now: NOW },
  // A token that expired while the page was closed.
  { token: 'stale', expiresAt: NOW - 1, now: NOW },
];

/**
 * Account spec section 4 "Sign-in session" (and sections 6, 8, 9), written out by hand: a stored token means signed
 * in (one already expired at start signs out at once); signing in stores the token (3600 s unless the answer says
 * otherwise), clears the recently viewed list, has the cart merged, and pushes the analytics event only with a GTM
 * or GA4 flag of '1'; user details load only while signed in (a failure is kept, a refresh tries again); the
 * scheduled expiry or the 1000 ms check finding the token gone signs out and reloads; signing out revokes the token
 * (its failure ignored) and clears token, user, checkout data, customer caches and the cart. A sign-in or sign-out in
 * another tab reloads this one (so every tab shows one session).
 */
type SessionTop = 'signedOut' | 'signedIn' | 'signingOut' | 'reloading';
interface SessionExpected {
  top: SessionTop;
  expiry: 'watching' | 'checking';
  user: 'loading' | 'loaded' | 'failed';
  token: boolean;
  firstname: string | null;
  userError: boolean;
  calls: string[];
}
type SessionEventLike = { type: string; enableGtm?: string | null; enableGtmGa4?: string | null; user?: { firstname: string }; output?: unknown };
const SIGN_OUT_CLEARS = ['removeStoredToken', 'clearCheckoutData', 'clearCustomerCaches', 'resetCart'];
const freshSession = (m: SessionExpected, calls: string[]): SessionExpected => ({ ...m, top: 'signedIn', expiry: 'watching', user: 'loading', token: true, userError: false, calls: [...m.calls, ...calls] });
const ended = (m: SessionExpected, top: SessionTop, calls: string[]): SessionExpected => ({ ...m, top, token: false, firstname: null, userError: false, calls: [...m.calls, ...calls] });

function nextSession(m: SessionExpected, event: SessionEventLike): SessionExpected {
  const { type } = event;
  if (m.top === 'signedOut') {
    if (type === 'session.signIn') {
      const analytics = event.enableGtm === '1' || event.enableGtmGa4 === '1' ? ['pushSignInEvent'] : [];
      return freshSession(m, ['storeToken', 'clearRecentlyViewed', 'signInCart', ...analytics]);
    }
    if (type === 'session.signedInElsewhere') return { ...m, top: 'reloading', calls: [...m.calls, 'reloadPage'] };
  }
  if (m.top === 'signedIn') {
    const expire = () => ended(m, 'reloading', [...SIGN_OUT_CLEARS, 'reloadPage']);
    if (type === 'session.signOut') return { ...m, top: 'signingOut' };
    // A fresh token while signed in (after a password change): stored, the session goes on. Setting a token clears
    // the recently viewed list, whichever way it comes.
    if (type === 'session.signIn') return freshSession(m, ['storeToken', 'clearRecentlyViewed']);
    if (type === 'session.signedOutElsewhere') return ended(m, 'reloading', ['reloadPage']);
    if (type.startsWith('xstate.after.untilExpiry.')) return expire();
    if (m.expiry === 'watching' && type.startsWith('xstate.after.expiryCheck.')) return { ...m, expiry: 'checking' };
    if (m.expiry === 'checking' && type === 'xstate.done.actor.readStoredToken') return event.output === true ? { ...m, expiry: 'watching' } : expire();
    if (m.expiry === 'checking' && type === 'xstate.error.actor.readStoredToken') return { ...m, expiry: 'watching' };
    if (type === 'session.userUpdated') return { ...m, user: 'loaded', firstname: event.user!.firstname, userError: false };
    if (m.user === 'loading' && type === 'xstate.done.actor.fetchUser') return { ...m, user: 'loaded', firstname: (event.output as { firstname: string }).firstname, userError: false };
    if (m.user === 'loading' && type === 'xstate.error.actor.fetchUser') return { ...m, user: 'failed', userError: true };
    if (m.user !== 'loading' && type === 'session.refreshUser') return { ...m, user: 'loading', userError: false };
  }
  // Revocation failing or not, the local session ends.
  if (m.top === 'signingOut' && type.endsWith('.revokeToken')) return ended(m, 'signedOut', SIGN_OUT_CLEARS);
  throw new Error(`the test says nothing of ${type} in ${m.top}`);
}

const viaListener = (event: { type: string }, sut: Sut) => sut.callbacks.watchOtherTabs!.emit(event);

describeModel('session machine', {
  machine: sessionMachine,
  inputs,
  events: () => [
    { type: 'session.signIn', token: 'fresh', ttlSeconds: 3600, enableGtm: '1', enableGtmGa4: '0' },
    { type: 'session.signIn', token: 'fresh', ttlSeconds: null, enableGtm: '0', enableGtmGa4: null },
    { type: 'session.signOut' },
    { type: 'session.refreshUser' },
    { type: 'session.userUpdated', user: { ...user, firstname: 'Somsak' } },
    { type: 'session.signedInElsewhere' },
    { type: 'session.signedOutElsewhere' },
    { type: 'xstate.after.untilExpiry.session.signedIn' },
    { type: 'xstate.after.expiryCheck.session.signedIn.expiry.watching' },
    { type: 'xstate.done.actor.readStoredToken', output: true },
    { type: 'xstate.done.actor.readStoredToken', output: false },
    { type: 'xstate.error.actor.readStoredToken', error: new Error('storage unavailable') },
    { type: 'xstate.done.actor.fetchUser', output: user },
    { type: 'xstate.error.actor.fetchUser', error: new Error('The current customer isn\'t authorized.') },
    { type: 'xstate.done.actor.revokeToken', output: undefined },
    { type: 'xstate.error.actor.revokeToken', error: new Error('network down') },
  ],
  key: (snapshot) => {
    const c = ctx(snapshot);
    return { signedIn: c.token !== null, user: c.user?.firstname ?? null, userError: c.userError !== null };
  },
  promiseActors: ['revokeToken', 'fetchUser', 'readStoredToken'],
  callbackActors: ['watchOtherTabs'],
  recordedActions: [
    'storeToken',
    'removeStoredToken',
    'clearRecentlyViewed',
    'signInCart',
    'resetCart',
    'clearCheckoutData',
    'clearCustomerCaches',
    'pushSignInEvent',
    'reloadPage',
  ],
  perform: { 'session.signedInElsewhere': viaListener, 'session.signedOutElsewhere': viaListener },
  states: {
    starting: () => expect.unreachable('starting is transient'),
    expired: () => expect.unreachable('expired is transient'),
    signedOut: (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.token).toBeNull();
      expect(c.user).toBeNull();
      expect(sut.callbacks.watchOtherTabs!.running).toBe(1);
      // Arriving here from a session (sign-out or a token expired at start) cleared every trace of it.
      const calls = names(sut);
      if (calls.includes('removeStoredToken')) expect(calls.slice(-CLEARING.length)).toEqual(CLEARING);
      expect(calls).not.toContain('reloadPage');
    },
    'signedIn.expiry.watching': (snapshot, sut) => {
      const c = ctx(snapshot);
      expect(c.token).not.toBeNull();
      expect(c.expiresAt).toBeGreaterThan(Date.now());
      const signIn = sut.calls.filter((call) => call.name === 'storeToken').at(-1);
      if (signIn) {
        // Stored with its ttl: 3600 s unless the server said otherwise.
        expect(signIn.params).toEqual({ token: 'fresh', ttlSeconds: DEFAULT_TOKEN_TTL_SECONDS });
        expect(c.expiresAt).toBe(NOW + DEFAULT_TOKEN_TTL_SECONDS * 1000);
        // Every sign-in cleared the recently viewed list right after storing the token.
        const calls = names(sut);
        calls.forEach((name, i) => name === 'storeToken' && expect(calls[i + 1]).toBe('clearRecentlyViewed'));
      }
    },
    'signedIn.expiry.checking': (snapshot, sut) => {
      expect(sut.promises.readStoredToken!.lastInput).toEqual({ token: ctx(snapshot).token });
    },
    'signedIn.user.loading': (snapshot) => {
      expect(ctx(snapshot).userError).toBeNull();
    },
    'signedIn.user.loaded': (snapshot) => {
      expect(ctx(snapshot).user).not.toBeNull();
    },
    'signedIn.user.failed': (snapshot) => {
      expect(ctx(snapshot).userError).toEqual({ text: "The current customer isn't authorized." });
    },
    signingOut: (snapshot, sut) => {
      expect(sut.promises.revokeToken!.lastInput).toEqual({ token: ctx(snapshot).token });
    },
    reloading: (snapshot, sut) => {
      expect(names(sut).at(-1)).toBe('reloadPage');
    },
  },
  expected: expectation<SessionExpected>({
    initial: (input) => {
      const { token, expiresAt, now } = input as SessionInput;
      const start: SessionExpected = { top: 'signedOut', expiry: 'watching', user: 'loading', token: false, firstname: null, userError: false, calls: [] };
      if (token !== null && expiresAt !== null && now >= expiresAt) return ended(start, 'signedOut', SIGN_OUT_CLEARS);
      return token !== null ? { ...start, top: 'signedIn', token: true } : start;
    },
    next: nextSession,
    check: (snapshot, m, sut) => {
      expect(snapshot.matches(m.top === 'signedIn' ? { signedIn: { expiry: m.expiry, user: m.user } } : m.top)).toBe(true);
      const c = ctx(snapshot);
      expect([c.token !== null, c.user?.firstname ?? null, c.userError !== null]).toEqual([m.token, m.firstname, m.userError]);
      expect(names(sut)).toEqual(m.calls);
    },
  }),
});

// Named journeys on a real actor.
function start(input: SessionInput) {
  const calls: string[] = [];
  const record = Object.fromEntries(
    ['storeToken', 'removeStoredToken', 'clearRecentlyViewed', 'signInCart', 'resetCart', 'clearCheckoutData', 'clearCustomerCaches', 'pushSignInEvent', 'reloadPage'].map(
      (name) => [name, () => void calls.push(name)],
    ),
  );
  const actor = createActor(
    sessionMachine.provide({
      actions: record,
      actors: {
        watchOtherTabs: fromCallback(() => () => undefined),
        fetchUser: fromPromise(async () => user),
        revokeToken: fromPromise<void, { token: string }>(async () => {}),
        readStoredToken: fromPromise(async () => true),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

describe('session journeys', () => {
  it('pushes the analytics event only when the GTM or GA4 flag is 1', () => {
    for (const [gtm, ga4, pushed] of [['1', '0', true], ['0', '1', true], ['0', '0', false], [null, null, false]] as const) {
      const { actor, calls } = start(inputs[0]!);
      actor.send({ type: 'session.signIn', token: 't', ttlSeconds: 3600, enableGtm: gtm, enableGtmGa4: ga4 });
      expect(calls.includes('pushSignInEvent')).toBe(pushed);
      actor.stop();
    }
  });

  it('a token expired before the start signs out at once, without reloading', () => {
    const { actor, calls } = start(inputs[2]!);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual(CLEARING);
  });

  it('signs out and reloads when the scheduled expiry comes (3600 s after sign-in)', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    const { actor, calls } = start(inputs[0]!);
    actor.send({ type: 'session.signIn', token: 't', ttlSeconds: null, enableGtm: null, enableGtmGa4: null });
    vi.advanceTimersByTime(3600 * 1000 - 1);
    expect(calls).not.toContain('reloadPage');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(calls.slice(-5)).toEqual([...CLEARING, 'reloadPage']);
    actor.stop();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
});
