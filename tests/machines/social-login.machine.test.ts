import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { socialLoginMachine, type SocialLoginContext } from '../../src/machines/social-login.machine';
import { describeModel, expectation, type Sut } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as SocialLoginContext;
const names = (sut: Sut) => sut.calls.map((call) => call.name);
const success = { token: 'tok', result: 1, messages: [], customer_expiration: 3600, type: 'line', enable_gtm: '0', enable_gtm_ga4: '0' };
const failure = { result: 0, messages: ['', 'The LINE account has no email address.', 'second'], redirect_data: { redirectWithError: true } };
const update = { result: 1, token: null, update: 1, type: 'line' };

/**
 * Account spec section 4 "Social login flow" and section 8, written out by hand: where each event leaves the flow,
 * what is shown and which effects the app has been asked for, in order. A result while signed in is ignored (the
 * wait ends, nothing else); update set: store the data, go to /social/account/update; result 1 with a token: the
 * session signs in, then the return location; otherwise the first message is shown (with redirectWithError).
 */
interface SocialExpected {
  state: 'idle' | 'waiting';
  error: string | null;
  redirectWithError: boolean;
  calls: string[];
}
type Payload = { result: number; token?: string | null; update?: number; messages?: string[]; redirect_data?: { redirectWithError?: boolean } };
const FALLBACK = 'account.social.failed';

function afterMessage(model: SocialExpected, payload: Payload, signedIn: boolean): SocialExpected {
  const done = { ...model, state: 'idle' as const, calls: [...model.calls, 'closePopup'] };
  if (signedIn) return done;
  if (payload.update) return { ...done, calls: [...done.calls, 'storeUpdateData', 'goToUpdate'] };
  if (payload.result === 1 && payload.token) return { ...done, calls: [...done.calls, 'signIn', 'goToReturnLocation'] };
  const first = (payload.messages ?? []).find((message) => message.trim() !== '');
  return { ...done, error: first ?? FALLBACK, redirectWithError: !!payload.redirect_data?.redirectWithError };
}

// Messages arrive through the listener actor (the window's message events), as the real page delivers them.
const viaListener = (event: { type: string }, sut: Sut) => sut.callbacks.listenForResult!.emit(event);

describeModel('social login machine', {
  machine: socialLoginMachine,
  events: () => [
    { type: 'social.start', url: 'http://127.0.0.1/oidc/authorize?client_id=x', provider: 'line' },
    { type: 'social.message', payload: success, signedIn: false },
    { type: 'social.message', payload: success, signedIn: true },
    { type: 'social.message', payload: failure, signedIn: false },
    { type: 'social.message', payload: { result: 0 }, signedIn: false },
    { type: 'social.message', payload: update, signedIn: false },
    { type: 'social.popupClosed' },
    { type: 'social.dismissError' },
  ],
  callbackActors: ['listenForResult'],
  recordedActions: ['openPopup', 'closePopup', 'signIn', 'storeUpdateData', 'goToReturnLocation', 'goToUpdate'],
  perform: { 'social.message': viaListener, 'social.popupClosed': viaListener },
  states: {
    idle: (snapshot, sut) => {
      expect(snapshot.hasTag('busy')).toBe(false);
      expect(sut.callbacks.listenForResult!.running).toBe(0);
      const calls = names(sut);
      const error = ctx(snapshot).error;
      if (calls.at(-1) === 'goToReturnLocation') {
        // Success: the session got the token first, then the shopper moved on.
        expect(calls.slice(-3)).toEqual(['closePopup', 'signIn', 'goToReturnLocation']);
        expect(sut.calls.at(-2)!.params).toEqual({ payload: success });
      }
      if (calls.at(-1) === 'goToUpdate') expect(calls.slice(-3)).toEqual(['closePopup', 'storeUpdateData', 'goToUpdate']);
      if (error && 'text' in error) {
        // The first non-empty message is the one shown.
        expect(error).toEqual({ text: 'The LINE account has no email address.' });
        expect(ctx(snapshot).redirectWithError).toBe(true);
      }
    },
    waiting: (snapshot, sut) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(sut.callbacks.listenForResult!.running).toBe(1);
      expect(sut.calls.at(-1)).toEqual({ name: 'openPopup', params: { url: 'http://127.0.0.1/oidc/authorize?client_id=x' } });
      expect(ctx(snapshot).error).toBeNull();
      // While busy no result has been handed to the session without a popup being opened first.
      expect(names(sut).filter((name) => name === 'signIn').length).toBeLessThanOrEqual(names(sut).filter((name) => name === 'openPopup').length);
    },
  },
  expected: expectation<SocialExpected>({
    initial: () => ({ state: 'idle', error: null, redirectWithError: false, calls: [] }),
    next: (model, event) => {
      const { state } = model;
      if (event.type === 'social.start') {
        // Pressing a provider's button opens its page (in the open popup when already waiting) and clears the error.
        return { state: 'waiting', error: null, redirectWithError: false, calls: [...model.calls, 'openPopup'] };
      }
      if (event.type === 'social.dismissError' && state === 'idle') return { ...model, error: null, redirectWithError: false };
      if (event.type === 'social.popupClosed' && state === 'waiting') return { ...model, state: 'idle' };
      if (event.type === 'social.message' && state === 'waiting') {
        const { payload, signedIn } = event as unknown as { payload: Payload; signedIn: boolean };
        return afterMessage(model, payload, signedIn);
      }
      throw new Error(`the test says nothing of ${event.type} in ${state}`);
    },
    check: (snapshot, model, sut) => {
      expect(snapshot.matches(model.state)).toBe(true);
      const error = ctx(snapshot).error;
      const shown = error === null ? null : 'text' in error ? error.text : error.id;
      expect(shown).toBe(model.error);
      expect(ctx(snapshot).redirectWithError).toBe(model.redirectWithError);
      expect(names(sut)).toEqual(model.calls);
    },
  }),
});
