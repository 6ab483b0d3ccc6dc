import type { AnyMachineSnapshot } from 'xstate';
import { expect } from 'vitest';
import { catalogResourceMachine, type ResourceContext } from '../../src/machines/catalog-resource.machine';
import { describeModel, transitionTable } from './support/model-test';

const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as ResourceContext;
const product = { sku: 'RICE-5KG' };

describeModel('catalogue resource machine', {
  machine: catalogResourceMachine,
  events: () => [
    { type: 'retry' },
    { type: 'reload' },
    { type: 'xstate.done.actor.load', output: product },
    { type: 'xstate.done.actor.load', output: null },
    { type: 'xstate.error.actor.load', error: new Error('Service unavailable') },
  ],
  key: (snapshot) => [ctx(snapshot).data !== null, ctx(snapshot).error !== null],
  promiseActors: ['load'],
  states: {
    loading: (snapshot) => {
      expect(snapshot.can({ type: 'retry' })).toBe(false);
      expect(snapshot.can({ type: 'reload' })).toBe(false);
    },
    ready: (snapshot) => {
      expect(ctx(snapshot).data).toEqual(product);
      expect(snapshot.can({ type: 'reload' })).toBe(true);
    },
    missing: (snapshot) => expect(ctx(snapshot).data).toBeNull(),
    failed: (snapshot) => {
      expect(ctx(snapshot).error).toEqual(new Error('Service unavailable'));
      expect(snapshot.can({ type: 'retry' })).toBe(true);
    },
  },
  // Storefront spec section 2, "Generic route resolution": a placeholder while loading, then the page when
  // found, the not-found view when there is nothing, "Something went wrong" on an error (with a retry); a page
  // that changed its data loads it again.
  expected: transitionTable('loading', {
    loading: {
      'xstate.done.actor.load': (event) => ((event as { output?: unknown }).output == null ? 'missing' : 'ready'),
      'xstate.error.actor.load': 'failed',
    },
    ready: { reload: 'loading' },
    failed: { retry: 'loading' },
  }),
});
