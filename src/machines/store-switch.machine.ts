import { and, setup } from 'xstate';
import { DEFAULT_STORE_CODE } from '../lib/store-path';
import { unprovidedAction } from './unprovided';

// Store view switching (storefront spec section 2). A path may start with a store code (th or en). When that
// code differs from the stored store view, the stored view changes and the page reloads, so every query, the
// catalogues and the currency are loaded again for the new view. The store switcher does the same with the
// path it rebuilt (/{storeCode}/... with that view's URL suffixes), loaded as a full page.

export interface StoreSwitchInput {
  /** store_view_code from browser storage (default th). */
  storeCode: string;
  availableStoreCodes: readonly string[];
}

export interface StoreSwitchContext {
  storeCode: string;
  availableStoreCodes: readonly string[];
}

export type StoreSwitchEvent =
  | { type: 'store.prefix.detected'; storeCode: string }
  | { type: 'store.switch'; storeCode: string; path: string };

export const storeSwitchMachine = setup({
  types: {
    context: {} as StoreSwitchContext,
    events: {} as StoreSwitchEvent,
    input: {} as StoreSwitchInput,
  },
  guards: {
    isAvailableStore: ({ context, event }) => context.availableStoreCodes.includes(event.storeCode),
    isOtherStore: ({ context, event }) => event.storeCode !== context.storeCode,
  },
  actions: {
    /** Writes store_view_code to browser storage. */
    persistStoreCode: unprovidedAction<{ storeCode: string }>('persistStoreCode'),
    reloadPage: unprovidedAction('reloadPage'),
    /** A full page load of the switcher's rebuilt path. */
    loadPath: unprovidedAction<{ path: string }>('loadPath'),
  },
}).createMachine({
  id: 'storeSwitch',
  context: ({ input }) => ({
    storeCode: input.storeCode || DEFAULT_STORE_CODE,
    availableStoreCodes: input.availableStoreCodes,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'store.prefix.detected': {
          guard: and(['isAvailableStore', 'isOtherStore']),
          target: 'reloading',
          actions: [
            { type: 'persistStoreCode', params: ({ event }) => ({ storeCode: event.storeCode }) },
            'reloadPage',
          ],
        },
        'store.switch': {
          guard: and(['isAvailableStore', 'isOtherStore']),
          target: 'reloading',
          actions: [
            { type: 'persistStoreCode', params: ({ event }) => ({ storeCode: event.storeCode }) },
            {
              type: 'loadPath',
              params: ({ event }) => ({ path: event.type === 'store.switch' ? event.path : '/' }),
            },
          ],
        },
      },
    },
    /** The page is going away; nothing more happens here. */
    reloading: { type: 'final' },
  },
});
