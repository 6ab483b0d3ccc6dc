import { and, assign, setup } from 'xstate';
import { unprovidedAction, unprovidedPromise } from './unprovided';

// Currency switching (storefront spec section 4, account spec section 4): only codes from the store's
// available_currency_codes are accepted; the choice is stored (store_view_currency) and the page reloads so
// every price is fetched again with the Content-Currency header. The codes arrive from the `currency` query, which
// the chart asks itself (the invoked `loadCurrencies`, supplied by the app); without an answer nothing is offered.

export interface CurrencySwitchInput {
  /** store_view_currency from storage, else the store's default display currency; null until known. */
  currencyCode: string | null;
  availableCodes: readonly string[];
}

export interface CurrencySwitchContext {
  currencyCode: string | null;
  availableCodes: readonly string[];
}

/** What the `currency` query answered. */
export interface CurrencyCodes {
  currencyCode: string | null;
  availableCodes: readonly string[];
}

export type CurrencySwitchEvent = { type: 'currency.switch'; code: string };

export const currencySwitchMachine = setup({
  types: {
    context: {} as CurrencySwitchContext,
    events: {} as CurrencySwitchEvent,
    input: {} as CurrencySwitchInput,
  },
  actors: {
    loadCurrencies: unprovidedPromise<CurrencyCodes, void>('loadCurrencies'),
  },
  guards: {
    isAvailableCurrency: ({ context, event }) =>
      event.type === 'currency.switch' && context.availableCodes.includes(event.code),
    isOtherCurrency: ({ context, event }) => event.type === 'currency.switch' && event.code !== context.currencyCode,
  },
  actions: {
    /** The `currency` query answered. */
    assignAvailable: assign((_, params: CurrencyCodes) => ({ currencyCode: params.currencyCode, availableCodes: params.availableCodes })),
    /** Writes store_view_currency to browser storage. */
    persistCurrency: unprovidedAction<{ code: string }>('persistCurrency'),
    reloadPage: unprovidedAction('reloadPage'),
  },
}).createMachine({
  id: 'currencySwitch',
  context: ({ input }) => ({ currencyCode: input.currencyCode, availableCodes: input.availableCodes }),
  initial: 'loading',
  states: {
    /** The `currency` query is being asked; nothing can be switched yet. */
    loading: {
      invoke: {
        id: 'loadCurrencies',
        src: 'loadCurrencies',
        onDone: { target: 'ready', actions: { type: 'assignAvailable', params: ({ event }) => event.output } },
        // No answer: nothing more is offered, and the switcher stays hidden when nothing was (prices still show in
        // the store's currency).
        onError: { target: 'ready' },
      },
    },
    ready: {
      on: {
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
