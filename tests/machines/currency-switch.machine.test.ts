import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { currencySwitchMachine, type CurrencySwitchContext } from '../../src/machines/currency-switch.machine';
import { describeModel, expectation } from './support/model-test';

// Storefront spec section 4, "Currency switch": only codes in the available list are accepted; a choice is
// stored and the page reloads. The list comes from the currency query (THB and USD here); without an answer
// the codes known at start stay.
interface ExpectedCurrency {
  state: 'loading' | 'ready' | 'reloading';
  current: string | null;
  available: readonly string[];
}

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
  expected: expectation<ExpectedCurrency>({
    initial: (input) => {
      const { currencyCode, availableCodes } = input as { currencyCode: string | null; availableCodes: string[] };
      return { state: 'loading', current: currencyCode, available: availableCodes };
    },
    next: (model, event) => {
      if (model.state === 'loading' && event.type === 'xstate.done.actor.loadCurrencies') {
        return { state: 'ready', current: 'THB', available: ['THB', 'USD'] };
      }
      if (model.state === 'loading' && event.type === 'xstate.error.actor.loadCurrencies') return { ...model, state: 'ready' };
      if (model.state === 'ready' && event.type === 'currency.switch') {
        const code = (event as unknown as { code: string }).code;
        return model.available.includes(code) && code !== model.current ? { ...model, state: 'reloading' } : model;
      }
      throw new Error(`no expectation for ${event.type} in ${model.state}`);
    },
    check: (snapshot, model) => {
      expect(snapshot.value).toBe(model.state);
      expect([ctx(snapshot).currencyCode, ctx(snapshot).availableCodes]).toEqual([model.current, model.available]);
    },
  }),
});
