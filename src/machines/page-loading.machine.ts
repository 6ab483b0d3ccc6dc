import { setup } from 'xstate';

// The page loading indicator (storefront spec section 2, "Layout"): off, loading, done. It stays done for
// 750 ms, then goes off. A new start while done shows loading again.

export type PageLoadingEvent = { type: 'pageLoading.start' } | { type: 'pageLoading.stop' };

export const PAGE_LOADING_DONE_HOLD_MS = 750;

export const pageLoadingMachine = setup({
  types: {
    events: {} as PageLoadingEvent,
  },
  delays: {
    doneHold: PAGE_LOADING_DONE_HOLD_MS,
  },
}).createMachine({
  id: 'pageLoading',
  initial: 'off',
  states: {
    off: {
      on: { 'pageLoading.start': 'loading' },
    },
    loading: {
      on: { 'pageLoading.stop': 'done' },
    },
    done: {
      after: { doneHold: 'off' },
      on: { 'pageLoading.start': 'loading' },
    },
  },
});
