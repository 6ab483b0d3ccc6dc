import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { expect, it } from 'vitest';
import {
  ADDED_TOAST_TIMEOUT_MS,
  addToCartFeedbackMachine,
  SUCCESS_POPUP_TIMEOUT_MS,
  type AddToCartFeedbackContext,
} from '../../src/machines/add-to-cart-feedback.machine';
import { describeModel } from './support/model-test';

const rice = { product: { sku: 'rice-5kg', name: 'Jasmine rice 5 kg' }, quantity: 1 };
const eggs = { product: { sku: 'eggs-30', name: 'Eggs (30)' }, quantity: 2 };
const ctx = (snapshot: AnyMachineSnapshot) => snapshot.context as AddToCartFeedbackContext;

describeModel('add-to-cart-feedback machine', {
  machine: addToCartFeedbackMachine,
  events: () => [
    { type: 'feedback.itemAdded', item: rice, popupEnabled: true },
    { type: 'feedback.itemAdded', item: eggs, popupEnabled: true },
    { type: 'feedback.itemAdded', item: rice, popupEnabled: false },
    { type: 'feedback.close' },
    { type: 'feedback.continueShopping' },
    { type: 'feedback.viewCart' },
    { type: 'xstate.after.popupTimeout.addToCartFeedback.popup' },
  ],
  recordedActions: ['navigate'],
  states: {
    hidden: (snapshot, sut) => {
      expect(ctx(snapshot).item).toBeNull();
      const last = sut.emitted.at(-1);
      if (last) {
        expect(last).toEqual({
          type: 'toast.request',
          toast: { type: 'success', message: { id: 'cart.added', defaultMessage: 'You added {name} to cart', values: { name: 'Jasmine rice 5 kg' } }, timeout: 7000 },
        });
      }
    },
    popup: (snapshot, sut) => {
      expect(ctx(snapshot).item).not.toBeNull();
      expect(sut.calls).toEqual([]);
    },
  },
});

it('closes the popup after 10 s, restarted by a new add, and View Cart goes to /checkout/cart', () => {
  const clock = new SimulatedClock();
  const navigations: unknown[] = [];
  const emitted: AnyEventObject[] = [];
  const actor = createActor(
    addToCartFeedbackMachine.provide({ actions: { navigate: (_, params) => void navigations.push(params) } }),
    { clock },
  );
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  actor.send({ type: 'feedback.itemAdded', item: rice, popupEnabled: true });
  clock.increment(SUCCESS_POPUP_TIMEOUT_MS - 1);
  actor.send({ type: 'feedback.itemAdded', item: eggs, popupEnabled: true });
  clock.increment(SUCCESS_POPUP_TIMEOUT_MS - 1);
  expect(actor.getSnapshot().context.item).toEqual(eggs);
  clock.increment(1);
  expect(actor.getSnapshot().value).toBe('hidden');
  actor.send({ type: 'feedback.itemAdded', item: rice, popupEnabled: true });
  actor.send({ type: 'feedback.viewCart' });
  expect(navigations).toEqual([{ to: '/checkout/cart' }]);
  expect(emitted).toEqual([]);
  expect(ADDED_TOAST_TIMEOUT_MS).toBe(7000);
});
