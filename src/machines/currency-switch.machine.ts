import { and, assign, setup } from 'xstate';
import { unprovidedAction } from './unprovided';

// Currency switching (storefront spec section 4, account spec section 4): only codes from the store's
// available_currency_codes are accepted; the choice is stored (store_view_currency) and the page reloads so
// every price is fetched again with the Content-Currency header.

export interface CurrencySwitchInput {
  /** store_view_currency from storage, else the store's default display currency; null until known. */
  currencyCode: string | null;
  availableCodes: readonly string[];
}

export interface CurrencySwitchContext {
  currencyCode: string | null;
  availableCodes: readonly string[];
}

export type CurrencySwitchEvent =
  | { type: 'currency.available'; currencyCode: string | null; availableCodes: readonly string[] }
  | { type: 'currency.switch'; code: string };

export const currencySwitchMachine = setup({
  types: {
    context: {} as CurrencySwitchContext,
    events: {} as CurrencySwitchEvent,
    input: {} as CurrencySwitchInput,
  },
  guards: {
    isAvailableCurrency: ({ context, event }) =>
      event.type === 'currency.switch' && context.availableCodes.includes(event.code),
    isOtherCurrency: ({ context, event }) => event.type === 'currency.switch' && event.code !== context.currencyCode,
  },
  actions: {
    /** The `currency` query answered (it can arrive after the machine started). */
    assignAvailable: assign(({ context, event }) =>
      event.type === 'currency.available'
        ? { currencyCode: event.currencyCode, availableCodes: event.availableCodes }
        : context,
    ),
    /** Writes store_view_currency to browser storage. */
    persistCurrency: unprovidedAction<{ code: string }>('persistCurrency'),
    reloadPage: unprovidedAction('reloadPage'),
  },
}).createMachine({
  id: 'currencySwitch',
  context: ({ input }) => ({ currencyCode: input.currencyCode, availableCodes: input.availableCodes }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'currency.available': { actions: 'assignAvailable' },
        'currency.switch': {
          guard: and(['isAvailableCurrency', 'isOtherCurrency']),
          target: 'reloading',
          actions: [
            { type: 'persistCurrency', params: ({ event }) => ({ code: event.type === 'currency.switch' ? event.code : '' }) },
            'reloadPage',
          ],
        },
      },
    },
    /** The page is going away; nothing more happens here. */
    reloading: { type: 'final' },
  },
});
