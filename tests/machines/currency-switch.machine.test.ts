import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { currencySwitchMachine, type CurrencySwitchContext } from '../../src/machines/currency-switch.machine';
import { describeModel } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as CurrencySwitchContext;
const switchTo = (code: string) => ({ type: 'currency.switch', code });

describeModel('currency-switch machine', {
  machine: currencySwitchMachine,
  // Before the currency query answered (nothing to switch to), and with its answer given as input.
  inputs: [
    { currencyCode: null, availableCodes: [] },
    { currencyCode: 'THB', availableCodes: ['THB', 'USD'] },
  ],
  events: (snapshot) => [
    ...(ctx(snapshot).availableCodes.length === 0
      ? [{ type: 'currency.available', currencyCode: 'THB', availableCodes: ['THB', 'USD'] }]
      : []),
    switchTo('THB'),
    switchTo('USD'),
    switchTo('JPY'),
  ],
  recordedActions: ['persistCurrency', 'reloadPage'],
  states: {
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
