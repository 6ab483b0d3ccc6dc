import { createActor, SimulatedClock } from 'xstate';
import { expect, it } from 'vitest';
import { PAGE_LOADING_DONE_HOLD_MS, pageLoadingMachine } from '../../src/machines/page-loading.machine';
import { describeModel, transitionTable } from './support/model-test';

describeModel('page-loading machine', {
  machine: pageLoadingMachine,
  events: () => [
    { type: 'pageLoading.start' },
    { type: 'pageLoading.stop' },
    { type: 'xstate.after.doneHold.pageLoading.done' },
  ],
  states: {
    off: (snapshot) => {
      expect(snapshot.can({ type: 'pageLoading.start' })).toBe(true);
      expect(snapshot.can({ type: 'pageLoading.stop' })).toBe(false);
    },
    loading: (snapshot) => {
      expect(snapshot.can({ type: 'pageLoading.stop' })).toBe(true);
      expect(snapshot.can({ type: 'pageLoading.start' })).toBe(false);
    },
    done: (snapshot) => {
      expect(snapshot.can({ type: 'pageLoading.start' })).toBe(true);
      expect(snapshot.can({ type: 'pageLoading.stop' })).toBe(false);
    },
  },
  // Storefront spec section 2, "Layout": off, loading, done; done stays 750 ms, then goes off. A page that starts
  // loading again while done shows loading again.
  expected: transitionTable('off', {
    off: { 'pageLoading.start': 'loading' },
    loading: { 'pageLoading.stop': 'done' },
    done: { 'pageLoading.start': 'loading', 'xstate.after.doneHold.pageLoading.done': 'off' },
  }),
});

it('stays done for exactly 750 ms', () => {
  const clock = new SimulatedClock();
  const actor = createActor(pageLoadingMachine, { clock }).start();
  actor.send({ type: 'pageLoading.start' });
  actor.send({ type: 'pageLoading.stop' });
  clock.increment(PAGE_LOADING_DONE_HOLD_MS - 1);
  expect(actor.getSnapshot().value).toBe('done');
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('off');
  expect(PAGE_LOADING_DONE_HOLD_MS).toBe(750);
});
