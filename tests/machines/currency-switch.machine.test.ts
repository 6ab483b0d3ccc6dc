import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { currencySwitchMachine, type CurrencySwitchContext } from '../../src/machines/currency-switch.machine';
import { describeModel } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CurrencySwitchContext;
const switchTo = (code: string) => ({ type: 'currency.switch', code });

describeModel('currency-switch machine', {
  machine: currencySwitchMachine,
  // Nothing known yet, and a stored choice with codes already known (the query is still asked).
  inputs: [
    { currencyCode: null, availableCodes: [] },
    { currencyCode: 'THB', availableCodes: ['THB', 'USD'] },
  ],
  events: (snapshot) => [
    ...(snapshot.matches('loading')
      ? [
          { type: 'xstate.done.actor.loadCurrencies', output: { currencyCode: 'THB', availableCodes: ['THB', 'USD'] } },
          { type: 'xstate.error.actor.loadCurrencies', error: new Error('offline') },
        ]
      : []),
    switchTo('THB'),
    switchTo('USD'),
    switchTo('JPY'),
  ],
  recordedActions: ['persistCurrency', 'reloadPage'],
  // The currency query the chart asks at start: answered (codes arrive), or failed (nothing offered).
  promiseActors: ['loadCurrencies'],
  states: {
    loading: (snapshot, sut) => {
      expect(sut.calls).toEqual([]);
      expect(snapshot.can(switchTo('USD'))).toBe(false);
    },
    ready: (snapshot, sut) => {
      expect(sut.calls).toEqual([]);
      // Codes outside the available list, and the current one, are refused.
      expect(snapshot.can(switchTo('JPY'))).toBe(false);
      expect(snapshot.can(switchTo('THB'))).toBe(false);
      expect(snapshot.can(switchTo('USD'))).toBe(ctx(snapshot).availableCodes.includes('USD'));
    },
    reloading: (snapshot, sut) => {
      expect(snapshot.status).toBe('done');
      expect(sut.calls).toEqual([
        { name: 'persistCurrency', params: { code: 'USD' } },
        { name: 'reloadPage', params: undefined },
      ]);
    },
  },
});
