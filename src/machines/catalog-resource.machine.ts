import { assign, setup } from 'xstate';
import { unprovidedPromise } from './unprovided';

// One catalogue page's data (product page, CMS page, home and landing, brand list and brand): loading (shimmer)
// → ready, missing (the 404 view) or failed ("Something went wrong", with a retry). The app supplies `load`;
// its output null means "no such thing". A page whose subject changes (another url key) starts a new actor.
// `reload` loads again after the page changed the data itself (an address deleted from the address book).

export interface ResourceContext<T = unknown> {
  data: T | null;
  error: unknown;
}

export type ResourceEvent = { type: 'retry' } | { type: 'reload' };

export const catalogResourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
  },
  actors: {
    load: unprovidedPromise<unknown, void>('load'),
  },
  guards: {
    isMissing: (_, params: { output: unknown }) => params.output === null || params.output === undefined,
  },
  actions: {
    assignData: assign((_, params: { output: unknown }) => ({ data: params.output, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forget: assign({ data: null, error: null }),
  },
}).createMachine({
  id: 'catalogResource',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ output: event.output }) }, target: 'missing' },
          { target: 'ready', actions: { type: 'assignData', params: ({ event }) => ({ output: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: { on: { reload: { target: 'loading', actions: 'forget' } } },
    missing: {},
    failed: { on: { retry: 'loading' } },
  },
});
