import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { socialLoginMachine, type SocialLoginContext } from '../../src/machines/social-login.machine';
import { describeModel, type Sut } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as SocialLoginContext;
const names = (sut: Sut) => sut.calls.map((call) => call.name);
const success = { token: 'tok', result: 1, messages: [], customer_expiration: 3600, type: 'line', enable_gtm: '0', enable_gtm_ga4: '0' };
const failure = { result: 0, messages: ['', 'The LINE account has no email address.', 'second'], redirect_data: { redirectWithError: true } };
const update = { result: 1, token: null, update: 1, type: 'line' };
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
});
