import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { connectCurrencySwitcher } from './currency-switcher.connect';
import { currencySwitchMachine, type CurrencyCodes, type CurrencySwitchEvent } from '../machines/currency-switch.machine';

async function switcher(answer: CurrencyCodes | Error) {
  const machine = currencySwitchMachine.provide({
    actors: {
      loadCurrencies: fromPromise(async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { persistCurrency: () => undefined, reloadPage: () => undefined },
  });
  const actor = createActor(machine, { input: { currencyCode: null, availableCodes: [] } });
  actor.start();
  const loading = connectCurrencySwitcher(actor.getSnapshot(), () => undefined, 'Currency');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const sent: CurrencySwitchEvent[] = [];
  return { loading, sent, api: connectCurrencySwitcher(actor.getSnapshot(), (event) => void sent.push(event), 'Currency') };
}

describe('connectCurrencySwitcher', () => {
  it('stays hidden while the currency query is asked, then offers its codes with the current one named', async () => {
    const { loading, api } = await switcher({ currencyCode: 'THB', availableCodes: ['THB', 'USD'] });
    expect(loading.visible).toBe(false);
    expect(api.visible).toBe(true);
    expect(api.triggerProps).toEqual({ 'aria-label': 'Currency: THB' });
    expect(api.triggerText).toBe('THB ▾');
    expect(api.menuProps).toMatchObject({ 'aria-label': 'Currency', selectionMode: 'single', selectedKeys: ['THB'] });
    expect(api.items).toEqual([{ id: 'THB', label: 'THB' }, { id: 'USD', label: 'USD' }]);
  });

  it('is hidden when the store offers one currency or the query failed', async () => {
    expect((await switcher({ currencyCode: 'THB', availableCodes: ['THB'] })).api.visible).toBe(false);
    expect((await switcher(new Error('offline'))).api.visible).toBe(false);
  });

  it('turns a menu choice into the chart event', async () => {
    const { api, sent } = await switcher({ currencyCode: 'THB', availableCodes: ['THB', 'USD'] });
    api.menuProps.onAction('USD');
    expect(sent).toEqual([{ type: 'currency.switch', code: 'USD' }]);
  });
});
