import { createActor, SimulatedClock, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { expect, it } from 'vitest';
import {
  ADDED_TOAST_TIMEOUT_MS,
  addToCartFeedbackMachine,
  SUCCESS_POPUP_TIMEOUT_MS,
  type AddToCartFeedbackContext,
} from '../../src/machines/add-to-cart-feedback.machine';
import { describeModel, expectation } from './support/model-test';

// Storefront spec section 4, "Success feedback after add to cart": with the popup enabled, a popup with the item
// opens and closes after 10 s or on a click (Continue Shopping, View Cart to /checkout/cart); otherwise a success
// toast. The spec does not say what a toast-only add does to an open popup: the popup closes (the newer feedback).
interface ExpectedFeedback {
  state: 'hidden' | 'popup';
  sku: string | null;
  toasts: number;
  cartVisits: number;
}

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
  expected: expectation<ExpectedFeedback>({
    initial: () => ({ state: 'hidden', sku: null, toasts: 0, cartVisits: 0 }),
    next: (model, event) => {
      if (event.type === 'feedback.itemAdded') {
        const { item, popupEnabled } = event as unknown as { item: typeof rice; popupEnabled: boolean };
        return popupEnabled
          ? { ...model, state: 'popup', sku: item.product.sku }
          : { ...model, state: 'hidden', sku: null, toasts: model.toasts + 1 };
      }
      if (model.state !== 'popup') throw new Error(`no expectation for ${event.type} while hidden`);
      const closed = { ...model, state: 'hidden' as const, sku: null };
      if (event.type === 'feedback.viewCart') return { ...closed, cartVisits: model.cartVisits + 1 };
      if (['feedback.close', 'feedback.continueShopping', 'xstate.after.popupTimeout.addToCartFeedback.popup'].includes(event.type)) return closed;
      throw new Error(`no expectation for ${event.type}`);
    },
    check: (snapshot, model, sut) => {
      expect(snapshot.value).toBe(model.state);
      expect(ctx(snapshot).item?.product.sku ?? null).toBe(model.sku);
      expect(sut.emitted.filter((e) => e.type === 'toast.request')).toHaveLength(model.toasts);
      expect(sut.calls.filter((call) => call.name === 'navigate')).toEqual(
        Array.from({ length: model.cartVisits }, () => ({ name: 'navigate', params: { to: '/checkout/cart' } })),
      );
    },
  }),
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
